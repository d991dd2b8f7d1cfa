import { describe, expect, it } from 'vitest';
import {
  type InvoicePackage,
  invoiceExpiresAt,
  lineageOf,
  shippingInvoice,
  usdByMethod,
} from './shipping-invoice.ts';

const kst = (day: string, time = '12:00') => new Date(`${day}T${time}:00+09:00`);
const stored = (from: string, until: string | null = null, freeDays: number | null = null) => ({
  startedAt: kst(from),
  endedAt: until === null ? null : kst(until),
  freeDays,
});

/**
 * The worked example: an R parcel (PK1) was unboxed and then taken by an inclusion, which made the T package PK2;
 * another R parcel (PK4) was unboxed with priority; a packing put PK2 and PK4 into the F box PK3 (two packages,
 * priority). Paid on 26 Nov 2026 at noon in Korea.
 */
const pk1: InvoicePackage = {
  code: 'PK1',
  fees: [
    { kind: 'UNBOXING', name: 'Unboxing video', amountKrw: 2_500, originCode: 'UB1', status: 'UNPAID' },
    { kind: 'UNBOXING', name: 'Unboxing video', amountKrw: 2_500, originCode: 'UB0', status: 'PAID' },
    // Written when an earlier (expired) order was made: the live count replaces it.
    { kind: 'STORAGE', name: 'Storage', amountKrw: 4_500, originCode: 'PK1', status: 'UNPAID' },
  ],
  // 1 Aug to 20 Sep: 51 days, 6 beyond 45 free (the inclusion request stopped the count).
  storage: stored('2026-08-01', '2026-09-20'),
  parents: [],
};
const pk2: InvoicePackage = {
  code: 'PK2',
  fees: [{ kind: 'INCLUSION', name: 'Inclusion (size S)', amountKrw: 14_000, originCode: 'IC1' }],
  // 1 Oct to 26 Nov: 57 days, 12 beyond 45 free.
  storage: stored('2026-10-01'),
  parents: [pk1],
};
const pk4: InvoicePackage = {
  code: 'PK4',
  fees: [
    { kind: 'UNBOXING', name: 'Priority unboxing', amountKrw: 5_000, originCode: 'UB2' },
    { kind: 'SPLIT', name: 'Split', amountKrw: 5_000, originCode: 'SP1', status: 'CANCELLED' },
    { kind: 'UNBOXING', name: 'Unboxing video', amountKrw: 4_000, originCode: 'UB2' },
  ],
  // 15 Sep to 26 Nov: 73 days, 28 beyond 45 free.
  storage: stored('2026-09-15'),
  parents: [],
};
const pk3: InvoicePackage = {
  code: 'PK3',
  fees: [
    { kind: 'PACKING', name: 'Consolidation', amountKrw: 1_500, originCode: 'PA1' },
    { kind: 'PACKING', name: 'Priority packing', amountKrw: 20_000, originCode: 'PA1' },
  ],
  // 20 Nov to 26 Nov: 7 days, all free.
  storage: stored('2026-11-20'),
  parents: [pk2, pk4],
};
const ems = { carrier: 'EMS', type: 'EMS', rateKrw: 32_000 };
const paymentDate = kst('2026-11-26');

describe('shippingInvoice', () => {
  it('walks the box, then its lineage depth first, each package once', () => {
    expect(lineageOf({ ...pk3, parents: [pk2, pk4, pk1] }).map((pkg) => pkg.code)).toEqual([
      'PK3',
      'PK2',
      'PK1',
      'PK4',
    ]);
  });

  it('lists the carrier rate, every unpaid fee on the box and its ancestors, then storage, to the won', () => {
    const invoice = shippingInvoice({ box: pk3, carrier: ems, paymentDate });
    expect(invoice.lines.map((line) => [line.kind, line.label, line.packageCode, line.amountKrw])).toEqual([
      ['SHIPPING', 'Shipping (EMS)', 'PK3', 32_000],
      ['PACKING', 'Consolidation', 'PK3', 1_500],
      ['PACKING', 'Priority packing', 'PK3', 20_000],
      ['INCLUSION', 'Inclusion (size S)', 'PK2', 14_000],
      ['UNBOXING', 'Unboxing video', 'PK1', 2_500],
      ['UNBOXING', 'Priority unboxing', 'PK4', 5_000],
      ['UNBOXING', 'Unboxing video', 'PK4', 4_000],
      ['STORAGE', 'Storage (PK2)', 'PK2', 18_000],
      ['STORAGE', 'Storage (PK1)', 'PK1', 9_000],
      ['STORAGE', 'Storage (PK4)', 'PK4', 42_000],
    ]);
    expect(invoice.totalKrw).toBe(148_000);
    expect(invoice.lines[4]).toMatchObject({ rule: 'Accrued on PK1 by UB1', originCode: 'UB1' });
    expect(invoice.lines.at(-1)?.rule).toBe('73 days stored, 45 free: 28 × ₩1,500 per day');
    expect(invoice.storage.map((entry) => [entry.packageCode, entry.days, entry.chargeableDays])).toEqual([
      ['PK3', 7, 0],
      ['PK2', 57, 12],
      ['PK1', 51, 6],
      ['PK4', 73, 28],
    ]);
  });

  it('prices the dollars per method with the spec formulas, to the cent', () => {
    // 148,000 won at base 1,380 and Wise 1,370: 108.0292 → 108.03; (148000/1269.6 + 0.30)/0.956 = 122.2512 →
    // 122.25; 148000/1380/0.955 = 112.2999 → 112.30.
    expect(usdByMethod(148_000, { base: 1_380, wise: 1_370 })).toEqual({
      WISE: 10_803,
      PAYPAL: 12_225,
      CARD: 11_230,
    });
    // 37,000 won: 27.0073 → 27.01; 30.7982 → 30.80; 28.0750 → 28.07 (…4968, below the half cent).
    expect(usdByMethod(37_000, { base: 1_380, wise: 1_370 })).toEqual({
      WISE: 2_701,
      PAYPAL: 3_080,
      CARD: 2_807,
    });
  });

  it('counts storage to the payment date in Korean days, and the day before midnight', () => {
    const box: InvoicePackage = { code: 'F', fees: [], storage: stored('2026-10-01', null, 30), parents: [] };
    // 1 Oct to 31 Oct = 31 days with 30 free: one day.
    const lastOfOctober = shippingInvoice({ box, carrier: ems, paymentDate: kst('2026-10-31', '23:59') });
    expect(lastOfOctober.totalKrw).toBe(32_000 + 1_500);
    const firstOfNovember = shippingInvoice({ box, carrier: ems, paymentDate: kst('2026-11-01', '00:00') });
    expect(firstOfNovember.totalKrw).toBe(32_000 + 3_000);
  });

  it('stops at the day storage ended, and never counts before it started', () => {
    const ended: InvoicePackage = {
      code: 'F',
      fees: [],
      storage: stored('2026-08-01', '2026-09-20'),
      parents: [],
    };
    expect(shippingInvoice({ box: ended, carrier: ems, paymentDate: kst('2027-01-01') }).totalKrw).toBe(
      32_000 + 9_000,
    );
    const future: InvoicePackage = { ...ended, storage: stored('2026-12-01') };
    expect(
      shippingInvoice({ box: future, carrier: ems, paymentDate: kst('2026-11-30') }).storage[0],
    ).toMatchObject({
      days: 1,
      amountKrw: 0,
    });
  });

  it('keeps a written STORAGE fee of a package whose storage is not counted live', () => {
    const box: InvoicePackage = {
      code: 'F',
      fees: [{ kind: 'STORAGE', name: 'Storage', amountKrw: 4_500, originCode: 'F' }],
      storage: null,
      parents: [],
    };
    expect(shippingInvoice({ box, carrier: ems, paymentDate }).totalKrw).toBe(36_500);
  });
});

describe('the invoice to the won and cent', () => {
  const box = (from: string, freeDays: number | null): InvoicePackage => ({
    code: 'F',
    fees: [],
    storage: stored(from, null, freeDays),
    parents: [],
  });

  it.each([
    // stored from, free days, paid on (noon in Korea), storage won
    ['2026-11-01', null, '2026-12-15', 0], // day 45: the last free day
    ['2026-11-01', null, '2026-12-16', 1_500], // day 46
    ['2026-11-01', 30, '2026-12-16', 24_000], // 46 days, 16 beyond 30
    ['2026-11-01', 0, '2026-11-01', 1_500], // no free days: the arrival day counts
    ['2026-01-01', null, '2026-12-31', 480_000], // 365 days, 320 beyond 45
  ] as const)(
    'stored from %s with %s free days and paid on %s: %i won of storage',
    (from, free, paid, won) => {
      const invoice = shippingInvoice({ box: box(from, free), carrier: ems, paymentDate: kst(paid) });
      expect(invoice.totalKrw - ems.rateKrw).toBe(won);
    },
  );

  it.each([
    // total won, Wise cents, PayPal cents, card cents at base 1,380 and Wise 1,370
    [1_500, 109, 155, 114], // 109.489 → 109; 154.966 → 155; 113.817 → 114
    [21_000, 1_533, 1_762, 1_593], // 1532.847; 1761.574; 1593.444
    [85_500, 6_241, 7_076, 6_488], // 6240.876; 7075.737; 6487.594
    [100_000, 7_299, 8_270, 7_588], // 7299.270; 8270.394; 7587.829
    [1_234_567, 90_114, 101_748, 93_677], // 90114.380; 101747.518; 93676.834
  ])('%i won is %i / %i / %i cents by Wise / PayPal / card', (won, wise, paypal, card) => {
    expect(usdByMethod(won, { base: 1_380, wise: 1_370 })).toEqual({
      WISE: wise,
      PAYPAL: paypal,
      CARD: card,
    });
  });
});

describe('invoiceExpiresAt', () => {
  it('is the next Korean midnight', () => {
    expect(invoiceExpiresAt(kst('2026-11-26', '00:00')).toISOString()).toBe('2026-11-26T15:00:00.000Z');
    expect(invoiceExpiresAt(kst('2026-11-26', '23:59')).toISOString()).toBe('2026-11-26T15:00:00.000Z');
    expect(invoiceExpiresAt(new Date('2026-11-26T15:00:00Z')).toISOString()).toBe('2026-11-27T15:00:00.000Z');
  });
});
