import { describe, expect, it } from 'vitest';
import {
  inclusionFee,
  kstDayNumber,
  meetsInclusionMinimum,
  packingFee,
  repackingFee,
  splitFee,
  storageDays,
  storageFee,
  storageWarning,
  unboxingFee,
} from './service-fees.ts';

const amounts = (result: { items: { amountKrw: number }[] }) => result.items.map((line) => line.amountKrw);

describe('unboxingFee', () => {
  it('costs 2,500 under 10 kg and 4,000 from 10 kg', () => {
    expect(unboxingFee({ weightGrams: 0 }).totalKrw).toBe(2_500);
    expect(unboxingFee({ weightGrams: 9_999 })).toEqual({
      items: [{ label: 'Unboxing video', amountKrw: 2_500, rule: 'Under 10 kg: ₩2,500' }],
      totalKrw: 2_500,
    });
    expect(unboxingFee({ weightGrams: 10_000 })).toEqual({
      items: [{ label: 'Unboxing video', amountKrw: 4_000, rule: '10 kg or more: ₩4,000' }],
      totalKrw: 4_000,
    });
    expect(unboxingFee({ weightGrams: 25_000 }).totalKrw).toBe(4_000);
  });

  it('adds 5,000 for priority', () => {
    expect(amounts(unboxingFee({ weightGrams: 9_999, priority: true }))).toEqual([2_500, 5_000]);
    expect(unboxingFee({ weightGrams: 9_999, priority: true }).totalKrw).toBe(7_500);
    expect(unboxingFee({ weightGrams: 10_000, priority: true }).totalKrw).toBe(9_000);
    expect(unboxingFee({ weightGrams: 10_000, priority: true }).items[1]?.label).toBe('Priority unboxing');
  });

  it('rejects a negative weight', () => {
    expect(() => unboxingFee({ weightGrams: -1 })).toThrow(RangeError);
  });
});

describe('splitFee', () => {
  it('costs 2,500 per split package', () => {
    expect(splitFee({ packageCount: 2 })).toEqual({
      items: [{ label: 'Split', amountKrw: 5_000, rule: '2 × ₩2,500 per split package' }],
      totalKrw: 5_000,
    });
    expect(splitFee({ packageCount: 1 }).totalKrw).toBe(2_500);
    expect(splitFee({ packageCount: 5 }).totalKrw).toBe(12_500);
    expect(() => splitFee({ packageCount: 0 })).toThrow(RangeError);
    expect(() => splitFee({ packageCount: 2.5 })).toThrow(RangeError);
  });
});

describe('inclusionFee', () => {
  it.each([
    ['S', 900, 1_400],
    ['M', 1_300, 2_000],
    ['L', 1_700, 2_600],
    ['POB', 1_300, 2_000],
  ] as const)('size %s costs %i through OFM and %i otherwise', (size, ofm, other) => {
    expect(inclusionFee({ boughtThroughOfm: true, albums: [{ size, quantity: 1 }] }).totalKrw).toBe(ofm);
    expect(inclusionFee({ boughtThroughOfm: false, albums: [{ size, quantity: 1 }] }).totalKrw).toBe(other);
  });

  it('itemises each size with its quantity', () => {
    const result = inclusionFee({
      boughtThroughOfm: false,
      albums: [
        { size: 'S', quantity: 10 },
        { size: 'L', quantity: 3 },
      ],
    });
    expect(result.items).toEqual([
      {
        label: 'Inclusion (size S)',
        amountKrw: 14_000,
        rule: '10 × ₩1,400 per album, not bought through OFM',
      },
      { label: 'Inclusion (size L)', amountKrw: 7_800, rule: '3 × ₩2,600 per album, not bought through OFM' },
    ]);
    expect(result.totalKrw).toBe(21_800);
    expect(inclusionFee({ boughtThroughOfm: true, albums: [{ size: 'POB', quantity: 2 }] }).items[0]).toEqual(
      { label: 'Inclusion (POB only)', amountKrw: 2_600, rule: '2 × ₩1,300 per box, bought through OFM' },
    );
  });

  it('rejects a quantity under 1', () => {
    expect(() => inclusionFee({ boughtThroughOfm: true, albums: [{ size: 'M', quantity: 0 }] })).toThrow(
      RangeError,
    );
  });

  it('checks the minimum: 10 albums, or 1 box for POB only', () => {
    expect(meetsInclusionMinimum([{ size: 'M', quantity: 9 }])).toBe(false);
    expect(meetsInclusionMinimum([{ size: 'M', quantity: 10 }])).toBe(true);
    expect(
      meetsInclusionMinimum([
        { size: 'S', quantity: 4 },
        { size: 'L', quantity: 6 },
      ]),
    ).toBe(true);
    expect(meetsInclusionMinimum([{ size: 'POB', quantity: 1 }])).toBe(true);
    expect(meetsInclusionMinimum([])).toBe(false);
  });
});

describe('packingFee', () => {
  it('charges consolidation from the second package', () => {
    expect(packingFee({ packageCount: 1 })).toEqual({
      items: [{ label: 'Consolidation', amountKrw: 0, rule: '0 × ₩1,500 per package from the second' }],
      totalKrw: 0,
    });
    expect(packingFee({ packageCount: 2 }).totalKrw).toBe(1_500);
    expect(packingFee({ packageCount: 5 }).totalKrw).toBe(6_000);
  });

  it('adds vacuum bags and priority', () => {
    const result = packingFee({ packageCount: 3, vacuumBags: 2, priority: true });
    expect(result.items.map((line) => line.label)).toEqual([
      'Consolidation',
      'Vacuum packing',
      'Priority packing',
    ]);
    expect(amounts(result)).toEqual([3_000, 13_000, 20_000]);
    expect(result.totalKrw).toBe(36_000);
    expect(packingFee({ packageCount: 1, vacuumBags: 1 }).totalKrw).toBe(6_500);
    expect(packingFee({ packageCount: 1, vacuumBags: 0 }).items).toHaveLength(1);
  });

  it('charges priority per box when the request is split into boxes', () => {
    expect(packingFee({ packageCount: 1, priority: true, boxCount: 3 }).totalKrw).toBe(60_000);
    expect(packingFee({ packageCount: 1, priority: false, boxCount: 3 }).totalKrw).toBe(0);
  });

  it('rejects impossible counts', () => {
    expect(() => packingFee({ packageCount: 0 })).toThrow(RangeError);
    expect(() => packingFee({ packageCount: 1, vacuumBags: -1 })).toThrow(RangeError);
    expect(() => packingFee({ packageCount: 1, boxCount: 0 })).toThrow(RangeError);
  });
});

describe('repackingFee', () => {
  it.each([
    [{ addedGrams: 1 }, 10_000],
    [{ addedGrams: 1_000 }, 10_000],
    [{ addedGrams: 1_001 }, 20_000],
    [{ removedGrams: 2_500 }, 30_000],
    [{ addedGrams: 600, removedGrams: 600 }, 20_000],
    [{ addedGrams: 500, removedGrams: 500 }, 10_000],
    [{}, 0],
  ])('%j costs %i', (input, total) => {
    expect(repackingFee(input).totalKrw).toBe(total);
  });

  it('says the started kilograms in the rule', () => {
    expect(repackingFee({ addedGrams: 1 }).items).toEqual([
      { label: 'Repacking', amountKrw: 10_000, rule: '1 started kg added or removed (1 g) × ₩10,000' },
    ]);
    expect(() => repackingFee({ addedGrams: -1 })).toThrow(RangeError);
  });
});

describe('storage', () => {
  const kst = (date: string, time = '12:00') => new Date(`${date}T${time}:00+09:00`);
  const arrivedAt = kst('2025-01-01');

  it('counts Korean calendar days, the arrival day being day 1', () => {
    expect(storageDays(arrivedAt, kst('2025-01-01', '23:59'))).toBe(1);
    expect(storageDays(arrivedAt, kst('2025-01-02', '00:00'))).toBe(2);
    expect(storageDays(arrivedAt, kst('2025-02-14'))).toBe(45);
    expect(storageDays(arrivedAt, kst('2025-02-15'))).toBe(46);
    expect(() => storageDays(arrivedAt, kst('2024-12-31'))).toThrow(RangeError);
  });

  it('uses the Korean date, not the UTC one', () => {
    // 2025-01-01 23:30 KST is 14:30 UTC the same day; 2025-01-02 08:30 KST is still 2025-01-01 in UTC.
    const late = kst('2025-01-01', '23:30');
    const nextMorning = kst('2025-01-02', '08:30');
    expect(late.getUTCDate()).toBe(nextMorning.getUTCDate());
    expect(storageDays(late, nextMorning)).toBe(2);
    expect(kstDayNumber(nextMorning) - kstDayNumber(late)).toBe(1);
  });

  it('is free up to day 45 and 1,500 a day from day 46', () => {
    expect(storageFee({ arrivedAt, endedAt: kst('2025-02-14') })).toEqual({
      items: [{ label: 'Storage', amountKrw: 0, rule: '45 days stored, 45 free: 0 × ₩1,500 per day' }],
      totalKrw: 0,
      days: 45,
      chargeableDays: 0,
    });
    const day46 = storageFee({ arrivedAt, endedAt: kst('2025-02-15') });
    expect(day46.totalKrw).toBe(1_500);
    expect(day46.chargeableDays).toBe(1);
    expect(day46.items[0]?.rule).toBe('46 days stored, 45 free: 1 × ₩1,500 per day');
    // 2025-03-01 is day 60: 15 days charged
    expect(storageFee({ arrivedAt, endedAt: kst('2025-03-01') }).totalKrw).toBe(22_500);
  });

  it("honours the package's own free days", () => {
    expect(storageFee({ arrivedAt, endedAt: kst('2025-01-10'), freeDays: 10 }).totalKrw).toBe(0);
    expect(storageFee({ arrivedAt, endedAt: kst('2025-01-11'), freeDays: 10 }).totalKrw).toBe(1_500);
    expect(storageFee({ arrivedAt, endedAt: kst('2025-01-01'), freeDays: 0 }).totalKrw).toBe(1_500);
    expect(storageFee({ arrivedAt, endedAt: kst('2025-02-15'), freeDays: null }).totalKrw).toBe(1_500);
    expect(() => storageFee({ arrivedAt, endedAt: arrivedAt, freeDays: -1 })).toThrow(RangeError);
  });

  it('warns from 7 days before the end of the free days', () => {
    // Day 37 (Feb 6): no warning; day 38 (Feb 7): days 39-45 remain, warning on.
    expect(storageWarning({ arrivedAt, now: kst('2025-02-06', '23:59') })).toBe(false);
    expect(storageWarning({ arrivedAt, now: kst('2025-02-07', '00:00') })).toBe(true);
    expect(storageWarning({ arrivedAt, now: kst('2025-02-14') })).toBe(true);
    expect(storageWarning({ arrivedAt, now: kst('2025-03-01') })).toBe(true);
    expect(storageWarning({ arrivedAt, now: kst('2025-01-02'), freeDays: 10 })).toBe(false);
    expect(storageWarning({ arrivedAt, now: kst('2025-01-03'), freeDays: 10 })).toBe(true);
  });
});
