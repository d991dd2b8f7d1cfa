import { describe, expect, it } from 'vitest';
import { brazilAddress } from '../test/forwarding-fixtures.ts';
import { messagesByField } from '../test/messages-by-field.ts';
import { forwardingItemType, totalWeightProblem } from './forwarding-fields.ts';
import {
  hasOfmItem,
  type PackingRequestInput,
  packingBoxesSchema,
  packingBoxFees,
  packingRequestFee,
  packingRequestSchema,
  packingTypeChoices,
  packingTypeProblem,
  planForwardBoxes,
  settlePackingType,
} from './packing.ts';

const address = brazilAddress;

const body: PackingRequestInput = {
  targetPackageCodes: ['PK2611220001', 'pk2611220002', 'PK2611220001'],
  address,
  requestType: 'STANDARD',
  priority: 'yes',
  freebie: false,
  vacuumOption: 'NONE',
  posterOption: 'FOLD',
  memberNote: '',
};

const messages = (input: unknown) => messagesByField(packingRequestSchema, input);

describe('packingRequestSchema', () => {
  it('takes the body of spec §7: codes once each, the address as a snapshot, yes/no as booleans', () => {
    expect(packingRequestSchema.parse(body)).toEqual({
      targetPackageCodes: ['PK2611220001', 'PK2611220002'],
      address: { ...address, countryCode: 'BR', line2: null, taxId: null, id: null },
      requestType: 'STANDARD',
      priority: true,
      freebie: false,
      vacuumOption: 'NONE',
      posterOption: 'FOLD',
      memberNote: null,
    });
  });

  it('says every message of spec §5 in its words', () => {
    expect(messages({ address: null })).toEqual({
      targetPackageCodes: ['Target Package is required'],
      address: ['Address is required'],
      requestType: ['Packing type is required'],
      priority: ['Primary Packing Option is required'],
      freebie: ['Freebie Option is required'],
      vacuumOption: ['Vacuum Option is required'],
      posterOption: ['Poster Option is required'],
    });
    expect(messages({ ...body, targetPackageCodes: [], memberNote: 'x'.repeat(3001) })).toEqual({
      targetPackageCodes: ['Target Package is required'],
      memberNote: ['Note is too long'],
    });
    expect(messages({ ...body, address: { ...address, city: '' } })).toEqual({
      'address.city': ['City is required'],
    });
  });

  it('refuses more than 200 kg in total (the server weighs the packages)', () => {
    expect(
      totalWeightProblem([{ weightGrams: 150_000 }, { weightGrams: 50_000 }, { weightGrams: null }]),
    ).toBe(undefined);
    expect(totalWeightProblem([{ weightGrams: 150_000 }, { weightGrams: 50_001 }])).toBe(
      'Total weight cannot exceed 200kg',
    );
  });
});

describe('packing type availability (spec §4)', () => {
  const enabled = (choices: ReturnType<typeof packingTypeChoices>) =>
    choices.filter((choice) => choice.enabled).map((choice) => choice.code);

  it('allows only DOMESTIC for a Korean address', () => {
    expect(enabled(packingTypeChoices({ countryCode: 'kr', hasOfmItem: false }))).toEqual(['DOMESTIC']);
    expect(packingTypeProblem('STANDARD', { countryCode: 'KR', hasOfmItem: false })).toBe(
      'Only domestic packing is available for a Korean address',
    );
  });

  it('disables DOMESTIC abroad and for any OFM item', () => {
    expect(enabled(packingTypeChoices({ countryCode: 'US', hasOfmItem: false }))).toEqual(['STANDARD', 'KP']);
    expect(packingTypeProblem('DOMESTIC', { countryCode: 'US', hasOfmItem: false })).toBe(
      'Domestic packing is only for Korean addresses',
    );
    expect(enabled(packingTypeChoices({ countryCode: null, hasOfmItem: true }))).toEqual(['STANDARD', 'KP']);
    expect(enabled(packingTypeChoices({ countryCode: null, hasOfmItem: false }))).toEqual([
      'STANDARD',
      'KP',
      'DOMESTIC',
    ]);
    expect(enabled(packingTypeChoices({ countryCode: 'KR', hasOfmItem: true }))).toEqual([]);
    expect(packingTypeProblem('DOMESTIC', { countryCode: 'KR', hasOfmItem: true })).toBe(
      'Domestic packing is not available for goods bought through OFM',
    );
  });

  it('switches a disabled type to the first enabled one', () => {
    const korea = packingTypeChoices({ countryCode: 'KR', hasOfmItem: false });
    const abroad = packingTypeChoices({ countryCode: 'JP', hasOfmItem: false });
    expect(settlePackingType('STANDARD', korea)).toBe('DOMESTIC');
    expect(settlePackingType('DOMESTIC', abroad)).toBe('STANDARD');
    expect(settlePackingType('KP', abroad)).toBe('KP');
    expect(settlePackingType(null, abroad)).toBe('STANDARD');
    expect(settlePackingType('KP', packingTypeChoices({ countryCode: 'KR', hasOfmItem: true }))).toBeNull();
  });

  it('finds OFM items: items of M packages', () => {
    expect(forwardingItemType('M')).toBe('OFM');
    expect(forwardingItemType('R')).toBe('GENERAL');
    expect(hasOfmItem([{ items: [{ type: 'GENERAL' }] }, { items: [{ type: 'OFM' }] }])).toBe(true);
    expect(hasOfmItem([{ items: [{ type: 'GENERAL' }] }, { items: [] }])).toBe(false);
  });
});

describe('planForwardBoxes', () => {
  const pkg = (code: string, kg: number | null) => ({ code, weightGrams: kg === null ? null : kg * 1000 });

  it('keeps packages up to 25 kg in one box', () => {
    expect(planForwardBoxes([pkg('A', 10), pkg('B', 15), pkg('C', null)])).toEqual([
      { packageCodes: ['A', 'B', 'C'], weightGrams: 25_000, overLimit: false },
    ]);
  });

  it('splits heavier sets into several boxes, heaviest first, first fit', () => {
    expect(planForwardBoxes([pkg('A', 8), pkg('B', 20), pkg('C', 12), pkg('D', 5), pkg('E', 10)])).toEqual([
      { packageCodes: ['B', 'D'], weightGrams: 25_000, overLimit: false },
      { packageCodes: ['C', 'E'], weightGrams: 22_000, overLimit: false },
      { packageCodes: ['A'], weightGrams: 8_000, overLimit: false },
    ]);
  });

  it('puts a package over the limit alone, marked, and takes another limit', () => {
    expect(planForwardBoxes([pkg('A', 2), pkg('B', 31)])).toEqual([
      { packageCodes: ['B'], weightGrams: 31_000, overLimit: true },
      { packageCodes: ['A'], weightGrams: 2_000, overLimit: false },
    ]);
    expect(planForwardBoxes([pkg('A', 20), pkg('B', 9)], 30_000)).toHaveLength(1);
  });

  it('prices priority per box made, consolidation from the second package, and the vacuum bags', () => {
    const boxes = planForwardBoxes([pkg('A', 20), pkg('B', 20), pkg('C', 1)]);
    const request = { targetPackageCodes: ['A', 'B', 'C'], priority: true };
    const fee = packingRequestFee(request, { boxCount: boxes.length, vacuumBags: 2 });
    expect(fee.items.map((line) => [line.label, line.amountKrw])).toEqual([
      ['Consolidation', 3_000],
      ['Vacuum packing', 13_000],
      ['Priority packing', 40_000],
    ]);
    expect(fee.totalKrw).toBe(56_000);
    expect(packingRequestFee({ ...request, priority: false }, { boxCount: 2, vacuumBags: 0 }).totalKrw).toBe(
      3_000,
    );
  });
});

describe('packingBoxFees', () => {
  const sumOf = (lines: { amountKrw: number }[]) => lines.reduce((sum, line) => sum + line.amountKrw, 0);

  it('puts consolidation and the vacuum bags on the first box, priority on every box', () => {
    const request = { targetPackageCodes: ['A', 'B', 'C'], priority: true };
    const lines = [0, 1].map((index) =>
      packingBoxFees(request, { vacuumBags: 2 }, index).map((line) => [line.label, line.amountKrw]),
    );
    expect(lines).toEqual([
      [
        ['Consolidation', 3_000],
        ['Vacuum packing', 13_000],
        ['Priority packing', 20_000],
      ],
      [['Priority packing', 20_000]],
    ]);
  });

  it('leaves out ₩0 lines and adds up to the request’s fee over the boxes', () => {
    expect(packingBoxFees({ targetPackageCodes: ['A'], priority: false }, { vacuumBags: 0 }, 0)).toEqual([]);
    for (const [packages, priority, bags, boxes] of [
      [1, true, 0, 1],
      [4, false, 3, 2],
      [7, true, 1, 3],
    ] as const) {
      const request = { targetPackageCodes: Array.from({ length: packages }, (_, i) => `P${i}`), priority };
      const total = Array.from({ length: boxes }, (_, index) =>
        sumOf(packingBoxFees(request, { vacuumBags: bags }, index)),
      ).reduce((sum, amount) => sum + amount, 0);
      expect(total).toBe(packingRequestFee(request, { boxCount: boxes, vacuumBags: bags }).totalKrw);
    }
  });
});

describe('packingBoxesSchema', () => {
  it('takes the boxes staff made on the results step, sides in cm stored in tenths, and the vacuum bags', () => {
    const parsed = packingBoxesSchema.parse({
      packages: [{ weightGrams: 1800, widthCm: '20', lengthCm: 15, heightCm: 10.5 }],
    });
    expect(parsed.vacuumBags).toBe(0);
    expect(parsed.packages[0]).toMatchObject({
      weightGrams: 1800,
      widthCm: 200,
      lengthCm: 150,
      heightCm: 105,
    });
    expect(messagesByField(packingBoxesSchema, { packages: [], vacuumBags: -1 })).toEqual({
      packages: ['Record at least one package'],
      vacuumBags: ['Vacuum bags must be at least 0'],
    });
  });
});
