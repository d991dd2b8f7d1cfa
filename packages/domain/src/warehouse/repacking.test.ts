import { describe, expect, it } from 'vitest';
import { messagesByField } from '../test/messages-by-field.ts';
import {
  repackingBlocker,
  repackingRequestFee,
  repackingRequestSchema,
  repackingResultSchema,
  repackingWeightProblem,
} from './repacking.ts';

const messages = (input: unknown) => messagesByField(repackingRequestSchema, input);

describe('repackingRequestSchema', () => {
  it('takes the target and the resources, each once, upper-cased', () => {
    expect(
      repackingRequestSchema.parse({
        targetPackageCode: 'pk2611220009',
        resourcePackageCodes: ['PK2611220001', 'pk2611220001', 'PK2611220002'],
      }),
    ).toEqual({
      targetPackageCode: 'PK2611220009',
      resourcePackageCodes: ['PK2611220001', 'PK2611220002'],
      memberNote: null,
    });
  });

  it('says the messages of spec §5', () => {
    expect(messages({})).toEqual({
      targetPackageCode: ['Target Package is required'],
      resourcePackageCodes: ['Add Package is required'],
    });
    expect(
      messages({ targetPackageCode: '', resourcePackageCodes: [], memberNote: 'x'.repeat(3001) }),
    ).toEqual({
      targetPackageCode: ['Target Package is required'],
      resourcePackageCodes: ['Add Package is required'],
      memberNote: ['Note is too long'],
    });
    expect(messages({ targetPackageCode: 'PK1', resourcePackageCodes: ['pk1'] })).toEqual({
      resourcePackageCodes: ['The target package cannot also be added as a package'],
    });
  });
});

describe('repackingBlocker', () => {
  const box = { code: 'PK2611220009', type: 'F', status: 'ARRIVED' };
  const free = { target: box, repackedBefore: false, shippingStatuses: [] };

  it('allows an F box in the locker never repacked, with no shipping or an unpaid or cancelled one', () => {
    expect(repackingBlocker(free)).toBeUndefined();
    expect(repackingBlocker({ ...free, shippingStatuses: ['SCSH01', 'SCSH09'] })).toBeUndefined();
  });

  it('allows one repacking per box', () => {
    expect(repackingBlocker({ ...free, repackedBefore: true })).toBe(
      'The package PK2611220009 has already been repacked once.',
    );
  });

  it.each(['SCSH02', 'SCSH03', 'SCSH04', 'SCSH05'])('refuses once the shipping is %s', (status) => {
    expect(repackingBlocker({ ...free, shippingStatuses: ['SCSH09', status] })).toBe(
      'The package PK2611220009 cannot be repacked: its shipping is paid or awaiting payment confirmation.',
    );
  });

  it('refuses a package that is not an F box, or not in the locker', () => {
    expect(repackingBlocker({ ...free, target: { ...box, type: 'R' } })).toBe(
      'The package PK2611220009 is not a forwarding box: only F boxes can be repacked.',
    );
    expect(repackingBlocker({ ...free, target: { ...box, status: 'SHIPPING' } })).toBe(
      'The package PK2611220009 cannot be repacked in its current status.',
    );
  });
});

describe('repacking weight and fee', () => {
  it('refuses more than 200 kg, box and resources together', () => {
    expect(repackingWeightProblem({ weightGrams: 100_000 }, [{ weightGrams: 100_000 }])).toBeUndefined();
    expect(repackingWeightProblem({ weightGrams: 100_000 }, [{ weightGrams: 100_001 }])).toBe(
      'Total weight cannot exceed 200kg',
    );
  });

  it.each([
    [[1_800], 0, 20_000],
    [[1_000], 0, 10_000],
    [[600, 400], 0, 10_000],
    [[600, 401], 0, 20_000],
    [[2_500], 700, 40_000],
    [[null], 0, 0],
  ])('resources %j with %i g removed cost %i won', (weights, removed, total) => {
    const resources = weights.map((weightGrams) => ({ weightGrams }));
    expect(repackingRequestFee(resources, removed).totalKrw).toBe(total);
  });

  it('takes staff result: the new box and the weight removed', () => {
    const parsed = repackingResultSchema.parse({
      packages: [{ weightGrams: '3200', widthCm: 30, lengthCm: 20, heightCm: 15 }],
    });
    expect(parsed.removedGrams).toBe(0);
    expect(parsed.packages[0]?.weightGrams).toBe(3_200);
  });
});
