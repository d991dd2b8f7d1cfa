/**
 * Packages as data (docs/domain.md "Package", spec §4): types, statuses and the moves between them, the storage
 * countdown and reminders, and the rules that decide which actions a package page offers. The server moves a
 * package only along `packageMachine` (`movePackage`), and pages draw their buttons from the same functions.
 */
import {
  DEFAULT_FREE_STORAGE_DAYS,
  STORAGE_WARNING_DAYS,
  storageDays,
  storageFee,
} from '../pricing/service-fees.ts';
import type { StatusMachine } from '../requests/status-machines.ts';

export const packageTypes = [
  {
    code: 'R',
    label: 'Received parcel',
    hint: 'A parcel a shop or seller sent to the member, received at the desk.',
  },
  {
    code: 'M',
    label: 'Merchandise bought for you',
    hint: 'Goods staff bought for the member (a purchase request).',
  },
  {
    code: 'T',
    label: 'Service result',
    hint: 'What a service (unboxing, repacking, split) made from other packages.',
  },
  {
    code: 'L',
    label: 'Lost & found parcel',
    hint: 'A parcel no member could be matched to yet; members may claim it.',
  },
  { code: 'F', label: 'Forwarding box', hint: 'The box packed for the member to ship abroad.' },
] as const;
export type PackageType = (typeof packageTypes)[number]['code'];

/** A package type's name ('Received parcel'), or the code itself when unknown. */
export function packageTypeLabel(code: string): string {
  return packageTypes.find((type) => type.code === code)?.label ?? code;
}
export const packageTypeCodes = packageTypes.map((type) => type.code) as [PackageType, ...PackageType[]];

export type PackageStatus =
  | 'AWAITING_RECEIPT'
  | 'UNCLAIMED'
  | 'ARRIVED'
  | 'PARTIALLY_ARRIVED'
  | 'UNBOXING_REQUEST'
  | 'UNBOXING_PROCESSING'
  | 'IN_SERVICE'
  | 'PACKED'
  | 'SHIPPING'
  | 'SHIPPED'
  | 'CONSUMED'
  | 'DISPOSED'
  | 'VOIDED';

/**
 * A package's life. AWAITING_RECEIPT is an OFM's result package before its goods reach the intake desk (expected,
 * not in the warehouse: no storage, no actions). UNCLAIMED is the lost-and-found pool (no member yet; never shown to members). The moves
 * later services make (IN_SERVICE, PACKED, SHIPPING, ...) are the system's; staff move a package by hand only
 * along the staff moves here, each with a history row.
 */
export const packageMachine: StatusMachine<PackageStatus> = {
  kind: 'package',
  prefix: 'PK',
  statuses: {
    AWAITING_RECEIPT: 'Awaiting receipt',
    UNCLAIMED: 'Unclaimed (lost & found)',
    ARRIVED: 'Arrived',
    PARTIALLY_ARRIVED: 'Partially arrived',
    UNBOXING_REQUEST: 'Unboxing requested',
    UNBOXING_PROCESSING: 'Unboxing in progress',
    IN_SERVICE: 'In service',
    PACKED: 'Packed',
    SHIPPING: 'Shipping',
    SHIPPED: 'Shipped',
    CONSUMED: 'Consumed',
    DISPOSED: 'Disposed',
    VOIDED: 'Receive undone',
  },
  initial: 'ARRIVED',
  editable: [],
  selectable: [],
  transitions: [
    // An OFM's result package is expected until its goods are received at the intake desk (decision 027), where
    // staff record weight, size and photos: only then it is in the locker and its storage counts.
    { from: 'AWAITING_RECEIPT', to: 'ARRIVED', by: ['staff'], action: 'Received at the intake desk' },
    { from: 'ARRIVED', to: 'AWAITING_RECEIPT', by: ['system'], action: 'Receive undone at the intake desk' },
    { from: 'UNCLAIMED', to: 'ARRIVED', by: ['staff'], action: 'Give to the claiming member' },
    { from: 'PARTIALLY_ARRIVED', to: 'ARRIVED', by: ['staff'], action: 'Mark every item arrived' },
    { from: 'ARRIVED', to: 'PARTIALLY_ARRIVED', by: ['staff'], action: 'Mark items missing' },
    { from: 'ARRIVED', to: 'UNBOXING_REQUEST', by: ['member', 'staff'], action: 'Request unboxing' },
    {
      from: 'PARTIALLY_ARRIVED',
      to: 'UNBOXING_REQUEST',
      by: ['member', 'staff'],
      action: 'Request unboxing',
    },
    { from: 'UNBOXING_REQUEST', to: 'UNBOXING_PROCESSING', by: ['staff'], action: 'Start unboxing' },
    // Cancelling or completing an unboxing puts the package back where it was (ARRIVED or PARTIALLY_ARRIVED).
    { from: 'UNBOXING_REQUEST', to: 'ARRIVED', by: ['member', 'staff'], action: 'Cancel unboxing' },
    { from: 'UNBOXING_REQUEST', to: 'PARTIALLY_ARRIVED', by: ['member', 'staff'], action: 'Cancel unboxing' },
    { from: 'UNBOXING_PROCESSING', to: 'ARRIVED', by: ['staff'], action: 'Complete unboxing' },
    { from: 'UNBOXING_PROCESSING', to: 'PARTIALLY_ARRIVED', by: ['staff'], action: 'Complete unboxing' },
    { from: 'ARRIVED', to: 'IN_SERVICE', by: ['system'], action: 'Taken by a service' },
    { from: 'IN_SERVICE', to: 'ARRIVED', by: ['system', 'staff'], action: 'Released by the service' },
    { from: 'ARRIVED', to: 'PACKED', by: ['system'], action: 'Packed into a forwarding box' },
    { from: 'IN_SERVICE', to: 'PACKED', by: ['system'], action: 'Packed into a forwarding box' },
    { from: 'IN_SERVICE', to: 'CONSUMED', by: ['system'], action: 'Consumed by a service' },
    { from: 'ARRIVED', to: 'SHIPPING', by: ['system'], action: 'Shipping paid' },
    { from: 'SHIPPING', to: 'SHIPPED', by: ['staff', 'system'], action: 'Shipped' },
    // A package packed into a box leaves with it (its shipping's `ship` step).
    { from: 'PACKED', to: 'SHIPPED', by: ['system'], action: 'Shipped in its forwarding box' },
    // Disposal also needs the recorded storage notices (`disposalBlocker`).
    { from: 'ARRIVED', to: 'DISPOSED', by: ['staff'], action: 'Dispose' },
    { from: 'PARTIALLY_ARRIVED', to: 'DISPOSED', by: ['staff'], action: 'Dispose' },
    { from: 'UNCLAIMED', to: 'DISPOSED', by: ['staff'], action: 'Dispose' },
    // The intake desk's undo, minutes after a receive made by mistake (`intakeUndoBlocker`), never by hand.
    { from: 'ARRIVED', to: 'VOIDED', by: ['system'], action: 'Receive undone at the intake desk' },
    { from: 'PARTIALLY_ARRIVED', to: 'VOIDED', by: ['system'], action: 'Receive undone at the intake desk' },
    { from: 'UNCLAIMED', to: 'VOIDED', by: ['system'], action: 'Receive undone at the intake desk' },
  ],
};

/** Packages that no longer exist in the warehouse: hidden by 'Show only existing'. */
export const goneStatuses: readonly PackageStatus[] = ['SHIPPED', 'CONSUMED', 'DISPOSED', 'VOIDED'];

export function isExisting(status: string): boolean {
  return !(goneStatuses as readonly string[]).includes(status);
}

/** Statuses in which a package sits in the member's locker and its storage days count. */
export const storedStatuses: readonly PackageStatus[] = [
  'ARRIVED',
  'PARTIALLY_ARRIVED',
  'UNBOXING_REQUEST',
  'UNBOXING_PROCESSING',
  'IN_SERVICE',
  'PACKED',
];

export type StorageCountdown = {
  /** Korean calendar days stored, arrival day = 1. */
  daysStored: number;
  freeDays: number;
  /** Free days still to come after today: 0 on the last free day, negative once the fee accrues. */
  daysLeft: number;
  /** The last free Korean day, `YYYY-MM-DD`. */
  lastFreeDay: string;
  /** From 7 days before the end of the free period on. */
  warning: boolean;
  chargeableDays: number;
  /** The storage fee accrued so far (₩1,500 a day after the free days). */
  feeKrw: number;
};

const KST_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The Korean calendar date of an instant, `YYYY-MM-DD`. */
export function kstDate(instant: Date): string {
  return new Date(instant.getTime() + KST_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * The storage countdown of a package whose storage started at `startedAt` and has not ended (`endedAt` null),
 * or ended then: days stored and left, the warning and the fee accrued, by Korean calendar days.
 */
export function storageCountdown(input: {
  startedAt: Date;
  endedAt?: Date | null;
  freeDays?: number | null;
  now: Date;
}): StorageCountdown {
  const until = input.endedAt ?? input.now;
  const freeDays = input.freeDays ?? DEFAULT_FREE_STORAGE_DAYS;
  const fee = storageFee({ arrivedAt: input.startedAt, endedAt: until, freeDays });
  const daysStored = storageDays(input.startedAt, until);
  const lastFree = new Date(input.startedAt.getTime() + (freeDays - 1) * DAY_MS);
  return {
    daysStored,
    freeDays,
    daysLeft: freeDays - daysStored,
    lastFreeDay: kstDate(lastFree),
    warning: daysStored >= freeDays - STORAGE_WARNING_DAYS,
    chargeableDays: fee.chargeableDays,
    feeKrw: fee.totalKrw,
  };
}

/** The storage reminders, each sent once per package and free period. */
export const storageReminders = ['STORAGE_7_DAYS', 'STORAGE_1_DAY', 'STORAGE_FEE_STARTED'] as const;
export type StorageReminder = (typeof storageReminders)[number];

/** How a package's timeline reads a recorded reminder (its NOTICE row's note is the reminder's code). */
export const storageReminderLabels: Record<StorageReminder, string> = {
  STORAGE_7_DAYS: 'Reminder sent: free storage ends in 7 days',
  STORAGE_1_DAY: 'Reminder sent: free storage ends tomorrow',
  STORAGE_FEE_STARTED: 'Reminder sent: the storage fee has started',
};

/**
 * The reminder due for a countdown, if any: 7 days left (up to 2), 1 day left (or the last free day), the first
 * fee day (or later: a reminder missed while the job did not run is still sent once, never a stale one).
 */
export function storageReminderDue(
  countdown: Pick<StorageCountdown, 'daysLeft'>,
): StorageReminder | undefined {
  if (countdown.daysLeft < 0) return 'STORAGE_FEE_STARTED';
  if (countdown.daysLeft <= 1) return 'STORAGE_1_DAY';
  if (countdown.daysLeft <= STORAGE_WARNING_DAYS) return 'STORAGE_7_DAYS';
  return undefined;
}

/** Items unclaimed for 3 months may be disposed of (spec §9 "Storage"), counted after the free days. */
export const DISPOSAL_AFTER_FEE_DAYS = 90;

/**
 * Why a package may not be disposed of yet, or undefined when it may: the member must have been told the storage fee
 * started (its NOTICE history row: the reminder that is always sent, even when the job missed the earlier ones,
 * which `storageReminderDue` never sends late) and the fee must have run for 3 months. Pool parcels (no member, no
 * reminders) may be disposed of 3 months after they arrived.
 */
export function disposalBlocker(input: {
  hasMember: boolean;
  countdown: Pick<StorageCountdown, 'daysLeft' | 'daysStored'>;
  recordedNotices: readonly string[];
}): string | undefined {
  if (!input.hasMember) {
    return input.countdown.daysStored > DISPOSAL_AFTER_FEE_DAYS
      ? undefined
      : `An unclaimed parcel can be disposed of after ${DISPOSAL_AFTER_FEE_DAYS} days in the pool.`;
  }
  if (!input.recordedNotices.includes('STORAGE_FEE_STARTED')) {
    return 'The member has not been told yet that the storage fee started (no recorded notice).';
  }
  if (-input.countdown.daysLeft < DISPOSAL_AFTER_FEE_DAYS) {
    return `A package can be disposed of ${DISPOSAL_AFTER_FEE_DAYS} days after its free storage ended.`;
  }
  return undefined;
}

/** Statuses in which an unboxing video is needed and can be asked for (spec §4, storefront §4). */
export const unboxingStatuses: readonly PackageStatus[] = [
  'ARRIVED',
  'PARTIALLY_ARRIVED',
  'UNBOXING_REQUEST',
  'UNBOXING_PROCESSING',
];

export const unboxingHints = {
  partiallyArrived: 'Please request unboxing to update the item information correctly.',
} as const;

/**
 * The unboxing button of a package page (spec §4): none unless the package is type R or M, has no video yet and
 * is in one of the four statuses; 'Cancel Request' while an unboxing is requested or in progress (cancelling
 * works only while SCUN01); otherwise 'Request', or 'FREE' for BUNJANG-tagged packages; a partially arrived
 * package adds the hint.
 */
export function unboxingButton(pkg: {
  type: string;
  status: string;
  videoCount: number;
  tags: readonly string[];
}): { label: 'Request' | 'FREE' | 'Cancel Request'; mode: 'request' | 'view'; hint?: string } | undefined {
  if (pkg.type !== 'R' && pkg.type !== 'M') return undefined;
  if (pkg.videoCount > 0) return undefined;
  if (!(unboxingStatuses as readonly string[]).includes(pkg.status)) return undefined;
  if (pkg.status === 'UNBOXING_REQUEST' || pkg.status === 'UNBOXING_PROCESSING') {
    return { label: 'Cancel Request', mode: 'view' };
  }
  const label = pkg.tags.includes('BUNJANG') ? 'FREE' : 'Request';
  return pkg.status === 'PARTIALLY_ARRIVED'
    ? { label, mode: 'request', hint: unboxingHints.partiallyArrived }
    : { label, mode: 'request' };
}

/** Whether the member may add, edit and delete the package's items (ARRIVED or PACKED, R or T with a source). */
export function canEditItems(pkg: { type: string; status: string; hasSource: boolean }): boolean {
  return (
    (pkg.status === 'ARRIVED' || pkg.status === 'PACKED') &&
    (pkg.type === 'R' || pkg.type === 'T') &&
    pkg.hasSource
  );
}

/**
 * A member action a package offers (spec §4 "Package actions"): the name of the kind of request its page asks for
 * (a status machine's `kind`: 'packing', 'split', 'incoming' for 'Add Item Information'). The server's kinds say
 * which packages they take; pages show those whose forms exist.
 */
export type PackageAction = string;
