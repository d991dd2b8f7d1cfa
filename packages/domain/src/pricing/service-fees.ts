/**
 * Warehouse service fees: spec "forwarding and proxy purchase" §9 "Service fees" and "Storage",
 * docs/domain.md "Package". Each calculator returns an itemised breakdown in whole won.
 */
import { assertCount, breakdown, type FeeBreakdown, type FeeLine } from './fee-line.ts';
import { formatKrw } from './money.ts';

// Unboxing video (from 1 Sept 2024)
export const UNBOXING_HEAVY_FROM_GRAMS = 10_000;
export const UNBOXING_LIGHT_FEE_KRW = 2_500;
export const UNBOXING_HEAVY_FEE_KRW = 4_000;
export const UNBOXING_PRIORITY_FEE_KRW = 5_000;

/**
 * Unboxing video: ₩2,500 under 10 kg, ₩4,000 at 10 kg or more (the spec's notes also say "over 10 kg";
 * the pricing rule "at 10 kg or more" wins), priority ₩5,000 extra.
 */
export function unboxingFee(input: { weightGrams: number; priority?: boolean }): FeeBreakdown {
  if (!Number.isFinite(input.weightGrams) || input.weightGrams < 0) {
    throw new RangeError('Weight must be 0 grams or more');
  }
  const heavy = input.weightGrams >= UNBOXING_HEAVY_FROM_GRAMS;
  const items: FeeLine[] = [
    heavy
      ? {
          label: 'Unboxing video',
          amountKrw: UNBOXING_HEAVY_FEE_KRW,
          rule: `10 kg or more: ${formatKrw(UNBOXING_HEAVY_FEE_KRW)}`,
        }
      : {
          label: 'Unboxing video',
          amountKrw: UNBOXING_LIGHT_FEE_KRW,
          rule: `Under 10 kg: ${formatKrw(UNBOXING_LIGHT_FEE_KRW)}`,
        },
  ];
  if (input.priority) {
    items.push({
      label: 'Priority unboxing',
      amountKrw: UNBOXING_PRIORITY_FEE_KRW,
      rule: `Priority, within 2 business days: ${formatKrw(UNBOXING_PRIORITY_FEE_KRW)} extra`,
    });
  }
  return breakdown(items);
}

// Split
export const SPLIT_FEE_PER_PACKAGE_KRW = 2_500;

/** Split: ₩2,500 per package the split makes (the form asks for at least two; any count of 1+ is priced). */
export function splitFee(input: { packageCount: number }): FeeBreakdown {
  assertCount(input.packageCount, 'Package count', 1);
  return breakdown([
    {
      label: 'Split',
      amountKrw: input.packageCount * SPLIT_FEE_PER_PACKAGE_KRW,
      rule: `${input.packageCount} × ${formatKrw(SPLIT_FEE_PER_PACKAGE_KRW)} per split package`,
    },
  ]);
}

// Inclusion (from 1 Feb 2025)
export const inclusionSizes = ['S', 'M', 'L', 'POB'] as const;
export type InclusionSize = (typeof inclusionSizes)[number];

/** Price per album (per box for POB only): bought through our OFM versus anything else. */
export const inclusionPrices: Record<InclusionSize, { ofmKrw: number; otherKrw: number }> = {
  S: { ofmKrw: 900, otherKrw: 1_400 },
  M: { ofmKrw: 1_300, otherKrw: 2_000 },
  L: { ofmKrw: 1_700, otherKrw: 2_600 },
  POB: { ofmKrw: 1_300, otherKrw: 2_000 },
};
/** The service's minimum order: 10 albums, or 1 package for POB only. Not billed, only checked. */
export const INCLUSION_MIN_ALBUMS = 10;
export const INCLUSION_MIN_POB_BOXES = 1;

/** Whether an inclusion meets the minimum (10 albums, or 1 box for POB only). */
export function meetsInclusionMinimum(albums: readonly { size: InclusionSize; quantity: number }[]): boolean {
  const pob = albums.filter((line) => line.size === 'POB').reduce((sum, line) => sum + line.quantity, 0);
  const other = albums.filter((line) => line.size !== 'POB').reduce((sum, line) => sum + line.quantity, 0);
  return other >= INCLUSION_MIN_ALBUMS || (other === 0 && pob >= INCLUSION_MIN_POB_BOXES);
}

/**
 * Inclusion: per album by size, with the lower price when the albums were bought through our OFM.
 * One line per size given; the quantity billed is the quantity given (the minimum is not billed).
 */
export function inclusionFee(input: {
  boughtThroughOfm: boolean;
  albums: readonly { size: InclusionSize; quantity: number }[];
}): FeeBreakdown {
  const items = input.albums.map((line): FeeLine => {
    assertCount(line.quantity, 'Album quantity', 1);
    const prices = inclusionPrices[line.size];
    if (!prices) throw new RangeError(`Unknown album size: ${line.size}`);
    const unit = input.boughtThroughOfm ? prices.ofmKrw : prices.otherKrw;
    const unitName = line.size === 'POB' ? 'box' : 'album';
    const origin = input.boughtThroughOfm ? 'bought through OFM' : 'not bought through OFM';
    return {
      label: line.size === 'POB' ? 'Inclusion (POB only)' : `Inclusion (size ${line.size})`,
      amountKrw: line.quantity * unit,
      rule: `${line.quantity} × ${formatKrw(unit)} per ${unitName}, ${origin}`,
    };
  });
  return breakdown(items);
}

// Packing (vacuum from 1 Feb 2025)
export const CONSOLIDATION_FEE_PER_PACKAGE_KRW = 1_500;
export const VACUUM_FEE_PER_BAG_KRW = 6_500;
export const PRIORITY_PACKING_FEE_KRW = 20_000;

/**
 * Packing: consolidation ₩1,500 per package from the second (one package: ₩0, still listed), vacuum
 * ₩6,500 per bag, priority ₩20,000 per request; when the request is split into several boxes the spec
 * charges priority for each box, so `boxCount` (default 1) multiplies it.
 */
export function packingFee(input: {
  packageCount: number;
  vacuumBags?: number;
  priority?: boolean;
  boxCount?: number;
}): FeeBreakdown {
  assertCount(input.packageCount, 'Package count', 1);
  const vacuumBags = input.vacuumBags ?? 0;
  assertCount(vacuumBags, 'Vacuum bags', 0);
  const boxCount = input.boxCount ?? 1;
  assertCount(boxCount, 'Box count', 1);
  const extraPackages = input.packageCount - 1;
  const items: FeeLine[] = [
    {
      label: 'Consolidation',
      amountKrw: extraPackages * CONSOLIDATION_FEE_PER_PACKAGE_KRW,
      rule: `${extraPackages} × ${formatKrw(CONSOLIDATION_FEE_PER_PACKAGE_KRW)} per package from the second`,
    },
  ];
  if (vacuumBags > 0) {
    items.push({
      label: 'Vacuum packing',
      amountKrw: vacuumBags * VACUUM_FEE_PER_BAG_KRW,
      rule: `${vacuumBags} × ${formatKrw(VACUUM_FEE_PER_BAG_KRW)} per bag`,
    });
  }
  if (input.priority) {
    items.push({
      label: 'Priority packing',
      amountKrw: boxCount * PRIORITY_PACKING_FEE_KRW,
      rule: `${boxCount} × ${formatKrw(PRIORITY_PACKING_FEE_KRW)} per request (each split box)`,
    });
  }
  return breakdown(items);
}

// Repacking
export const REPACKING_FEE_PER_KG_KRW = 10_000;

/**
 * Repacking: ₩10,000 per started kg of weight added or removed. Added and removed weight are summed
 * first and rounded up once (1 g -> 1 kg; 1,000 g -> 1 kg; 1,001 g -> 2 kg).
 */
export function repackingFee(input: { addedGrams?: number; removedGrams?: number }): FeeBreakdown {
  const added = input.addedGrams ?? 0;
  const removed = input.removedGrams ?? 0;
  for (const grams of [added, removed]) {
    if (!Number.isFinite(grams) || grams < 0) throw new RangeError('Weight must be 0 grams or more');
  }
  const movedGrams = added + removed;
  const startedKg = Math.ceil(movedGrams / 1000);
  return breakdown([
    {
      label: 'Repacking',
      amountKrw: startedKg * REPACKING_FEE_PER_KG_KRW,
      rule: `${startedKg} started kg added or removed (${movedGrams} g) × ${formatKrw(REPACKING_FEE_PER_KG_KRW)}`,
    },
  ]);
}

// Storage
export const DEFAULT_FREE_STORAGE_DAYS = 45;
export const STORAGE_FEE_PER_DAY_KRW = 1_500;
export const STORAGE_WARNING_DAYS = 7;

const KST_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The Korean (UTC+09:00, no daylight saving) calendar day of an instant, as a day number. */
export function kstDayNumber(instant: Date): number {
  const time = instant.getTime();
  if (!Number.isFinite(time)) throw new RangeError('Invalid date');
  return Math.floor((time + KST_OFFSET_MS) / DAY_MS);
}

/**
 * Days a package has been stored, in Korean calendar days, counting the arrival day as day 1 and the end
 * day (forwarding payment, or today) inclusive: arrived and paid on the same KST date = 1 day. So with 45
 * free days, day 45 (arrival date + 44) is the last free day and day 46 is the first one charged.
 */
export function storageDays(arrivedAt: Date, endedAt: Date): number {
  const days = kstDayNumber(endedAt) - kstDayNumber(arrivedAt) + 1;
  if (days < 1) throw new RangeError('Storage cannot end before the package arrived');
  return days;
}

function freeDaysOrDefault(freeDays: number | null | undefined): number {
  const days = freeDays ?? DEFAULT_FREE_STORAGE_DAYS;
  assertCount(days, 'Free days', 0);
  return days;
}

/** Storage fee: ₩1,500 for each day after the free days (45 by default, or the package's own value). */
export function storageFee(input: {
  arrivedAt: Date;
  endedAt: Date;
  freeDays?: number | null;
}): FeeBreakdown & {
  days: number;
  chargeableDays: number;
} {
  const freeDays = freeDaysOrDefault(input.freeDays);
  const days = storageDays(input.arrivedAt, input.endedAt);
  const chargeableDays = Math.max(0, days - freeDays);
  return {
    ...breakdown([
      {
        label: 'Storage',
        amountKrw: chargeableDays * STORAGE_FEE_PER_DAY_KRW,
        rule: `${days} days stored, ${freeDays} free: ${chargeableDays} × ${formatKrw(STORAGE_FEE_PER_DAY_KRW)} per day`,
      },
    ]),
    days,
    chargeableDays,
  };
}

/**
 * Whether the storage warning shows: from 7 days before the end of the free period (with 45 free days,
 * from day 38, when days 39 to 45 remain) and on after it has ended.
 */
export function storageWarning(input: { arrivedAt: Date; now: Date; freeDays?: number | null }): boolean {
  const freeDays = freeDaysOrDefault(input.freeDays);
  return storageDays(input.arrivedAt, input.now) >= freeDays - STORAGE_WARNING_DAYS;
}
