/**
 * The staff warehouse console's contracts (docs/domain.md "Package", "Request lifecycles": staff intake the parcel by
 * tracking number): the intake desk's lookup and receive body, the staff package search, the staff package page
 * and the moves staff make on it (status changes with a reason, disposal, more photos).
 */
import { z } from 'zod';
import { boundedArray, optionalText, requiredText } from '../catalogue/field-rules.ts';
import {
  pageNumberSchema,
  pageOf,
  recordHeadFields,
  searchParamSchema,
} from '../requests/request-contract.ts';
import { movesFrom, type Transition } from '../requests/status-machines.ts';
import { memberCodeSchema } from '../schemas/member-code.ts';
import { type PackageStatus, packageMachine, packageTypeCodes } from './package-statuses.ts';
import { storageCountdownSchema } from './packages.ts';
import { parcelLabelFields } from './parcel-fields.ts';
import {
  MAX_PARCEL_PHOTOS,
  parcelMeasurementsSchema,
  parcelMessages,
  parcelOverrideSchema,
  trackingNumberSchema,
} from './parcels.ts';

export const intakeMessages = {
  incomingRequired: 'Choose the incoming this parcel arrived for',
  alreadyReceived: (packageCode: string) => `This incoming was already received as package ${packageCode}.`,
  incomingNotOpen: (code: string, label: string) =>
    `Incoming ${code} is ${label.toLowerCase()}: it cannot be received.`,
  incomingUnknown: (code: string) => `There is no incoming ${code}.`,
  memberUnknown: (code: string) => `There is no member with the ID ${code}.`,
  /** Receiving an OFM's result package that is no longer awaiting receipt (decision 027). */
  notAwaitingReceipt: (packageCode: string, label: string) =>
    `Package ${packageCode} is ${label.toLowerCase()}: it is not awaiting receipt.`,
  expectedUnknown: (packageCode: string) => `There is no package ${packageCode} awaiting receipt.`,
  notPartiallyArrived: 'Only a partially arrived package can be marked as having all its items.',
  unknownStatus: 'Unknown package status',
  photosRequired: 'Choose at least one photo',
  /** A scan of a parcel already received: refused unless staff receive it anyway, saying why (decision 024). */
  alreadyOnPackage: (packageCodes: string) =>
    `This tracking number is already on ${packageCodes}. Check the parcel: to receive it again anyway, give a reason.`,
  /** The creation note of a package received anyway, in its history. */
  receivedAnyway: (packageCodes: string, reason: string) =>
    `Received anyway, although already on ${packageCodes}: ${reason}`,
} as const;

/** How many package codes a duplicate message names before '… and N more'. */
const NAMED_PACKAGES = 3;

/** 'package PK1', 'packages PK1, PK2', 'packages PK1, PK2, PK3 and 2 more', for the duplicate messages. */
export function packageCodesText(codes: readonly string[]): string {
  const named = codes.slice(0, NAMED_PACKAGES).join(', ');
  const more = codes.length > NAMED_PACKAGES ? ` and ${codes.length - NAMED_PACKAGES} more` : '';
  return `${codes.length === 1 ? 'package' : 'packages'} ${named}${more}`;
}

/** Where a received parcel goes: how the desk answers 'whose is it?'. */
export const intakeArrivals = ['ALL', 'PARTIAL'] as const;
export type IntakeArrival = (typeof intakeArrivals)[number];

/** A record code typed or chosen on the desk ('IN2611240001'), upper-cased. */
const recordCodeSchema = z
  .string({ error: intakeMessages.incomingRequired })
  .trim()
  .min(1, intakeMessages.incomingRequired)
  .max(20, { error: 'Invalid code', abort: true })
  .regex(/^[A-Za-z0-9]+$/, 'Invalid code')
  .transform((value) => value.toUpperCase());

/** Nobody known: the lost-and-found pool, with the name on the label for a later claim. */
export const poolDestinationSchema = z.object({
  kind: z.literal('pool'),
  receiverName: optionalText('Receiver name', 100),
  carrierName: optionalText('Carrier', 50),
});

export const intakeDestinationSchema = z.discriminatedUnion(
  'kind',
  [
    /** The member's registered incoming: every item arrived, or some are missing (SCIN02 / SCIN03). */
    z.object({
      kind: z.literal('incoming'),
      incomingCode: recordCodeSchema,
      arrival: z.enum(intakeArrivals, { error: 'Say whether every item arrived' }),
    }),
    /** A parcel for a known member who did not register it: an R package with no source; they add the items. */
    z.object({
      kind: z.literal('member'),
      memberCode: z.preprocess(
        (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
        memberCodeSchema,
      ),
    }),
    /** An OFM's result package awaiting receipt (decision 027): its goods came; it moves to ARRIVED. */
    z.object({ kind: z.literal('expected'), packageCode: recordCodeSchema }),
    poolDestinationSchema,
  ],
  { error: 'Choose where the parcel goes' },
);
export type IntakeDestination = z.output<typeof intakeDestinationSchema>;

/** `POST /api/staff/intake`: the parcel as measured on the desk, its tracking number and where it goes. */
export const intakeSchema = parcelMeasurementsSchema.extend({
  trackingNo: trackingNumberSchema,
  destination: intakeDestinationSchema,
  override: parcelOverrideSchema,
});
export type IntakeInput = z.input<typeof intakeSchema>;
export type IntakeValues = z.output<typeof intakeSchema>;

/** The answer of a receive: the new package and where it went. */
export const intakeResultSchema = z.object({
  packageCode: z.string(),
  status: z.string(),
  statusLabel: z.string(),
  destination: z.enum(['incoming', 'member', 'pool', 'expected']),
  /** The incoming it arrived for, and the member whose locker it is in (none for the pool). */
  incomingCode: z.string().nullable(),
  member: z.object({ code: z.string(), name: z.string() }).nullable(),
});
export type IntakeResult = z.output<typeof intakeResultSchema>;

/** `GET /api/staff/intake/lookup?trackingNo=`. */
export const intakeLookupQuerySchema = z.object({ trackingNo: trackingNumberSchema });

const ownerSchema = z.object({ code: z.string(), name: z.string(), email: z.string() });
export type PackageOwner = z.output<typeof ownerSchema>;

const itemSchema = z.object({
  name: z.string(),
  categoryCode: z.string(),
  unitPriceKrw: z.number().int(),
  quantity: z.number().int(),
  memberNote: z.string().nullable(),
});

/** An incoming the parcel may be (SCIN01 registered, or SCIN03 waiting for its missing items). */
export const intakeIncomingSchema = z.object({
  ...recordHeadFields,
  member: ownerSchema,
  sellerName: z.string(),
  carrierName: z.string().nullable(),
  memberNote: z.string().nullable(),
  items: z.array(itemSchema),
  /** The package it was already received as (SCIN03): the desk links to it instead of receiving again. */
  packageCode: z.string().nullable(),
});
export type IntakeIncoming = z.output<typeof intakeIncomingSchema>;

/** A package that already carries the tracking number: the desk warns about a duplicate. */
export const intakeExistingPackageSchema = z.object({
  ...recordHeadFields,
  type: z.string(),
  owner: ownerSchema.nullable(),
});

/**
 * A package awaiting receipt (an OFM's result, decision 027) whose code or recorded shop tracking number was
 * scanned: the desk receives it with weight, size and photos.
 */
export const intakeExpectedPackageSchema = z.object({
  ...recordHeadFields,
  type: z.string(),
  name: z.string().nullable(),
  trackingNo: z.string().nullable(),
  /** The request it was bought for ('OF2611240001'). */
  sourceCode: z.string().nullable(),
  owner: ownerSchema,
});
export type IntakeExpectedPackage = z.output<typeof intakeExpectedPackageSchema>;

export const intakeLookupSchema = z.object({
  trackingNo: z.string(),
  incomings: z.array(intakeIncomingSchema),
  packages: z.array(intakeExistingPackageSchema),
  expected: z.array(intakeExpectedPackageSchema),
});
export type IntakeLookup = z.output<typeof intakeLookupSchema>;

export const STAFF_PACKAGE_PAGE_SIZE = 20;

const packageStatusCodes = Object.keys(packageMachine.statuses) as [string, ...string[]];

/** An optional filter from the address bar: blank means every value. */
function optionalFilter(values: readonly [string, ...string[]], message: string) {
  return z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z
      .string()
      .max(30, { error: message, abort: true })
      .refine((value) => values.includes(value), message)
      .optional(),
  );
}

/** The columns staff's package list sorts by; `-` first: descending. */
export const staffPackageSortKeys = ['received', 'code', 'status', 'member', 'storage', 'weight'] as const;
export type StaffPackageSortKey = (typeof staffPackageSortKeys)[number];
export const staffPackageSorts = staffPackageSortKeys.flatMap((key) => [key, `-${key}`] as const);
export type StaffPackageSort = StaffPackageSortKey | `-${StaffPackageSortKey}`;

/** `GET /api/staff/packages?search=&status=&type=&sort=&page=`: by package code, tracking number, member ID or email. */
export const staffPackageSearchSchema = z.object({
  search: searchParamSchema,
  status: optionalFilter(packageStatusCodes, intakeMessages.unknownStatus),
  type: optionalFilter(packageTypeCodes, 'Unknown package type'),
  /** Blank: newest first. */
  sort: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .enum(staffPackageSorts, { error: `Unknown sort: use one of ${staffPackageSorts.join(', ')}` })
      .default('-received'),
  ),
  page: pageNumberSchema,
});
export type StaffPackageSearch = z.output<typeof staffPackageSearchSchema>;

export const staffPackageRowSchema = z.object({
  code: z.string(),
  type: z.string(),
  status: z.string(),
  statusLabel: z.string(),
  trackingNo: z.string().nullable(),
  /** Null: a lost-and-found pool parcel. */
  owner: ownerSchema.nullable(),
  receiverName: z.string().nullable(),
  /** The first item's name plus how many more ('Mini album +2'), or null without items. */
  itemSummary: z.string().nullable(),
  weightGrams: z.number().int().nullable(),
  createdAt: z.string(),
  /** The type's name ('Received parcel'). */
  typeLabel: z.string(),
  /** Free storage days left (negative: days charged), null when storage is not counted. */
  storage: storageCountdownSchema.nullable(),
});
export type StaffPackageRow = z.output<typeof staffPackageRowSchema>;

export const staffPackagePageSchema = pageOf(staffPackageRowSchema);
export type StaffPackagePage = z.output<typeof staffPackagePageSchema>;

/** '{first item} +N', as lists show a package's contents. */
export function itemSummary(names: readonly string[]): string | null {
  const [first] = names;
  if (first === undefined) return null;
  return names.length > 1 ? `${first} +${names.length - 1}` : first;
}

/** One row of a package's timeline as staff read it: who did it, by name. */
export const staffPackageHistorySchema = z.object({
  event: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  /** The status it moved to, labelled (null for rows that are not moves). */
  toLabel: z.string().nullable(),
  actor: z.enum(['member', 'staff', 'system']),
  /** The member or staff member who acted ('Kim Staff (AB12CD3)'), when known. */
  actorName: z.string().nullable(),
  /** The row's note, as the timeline says it (a reminder's code read as its label). */
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffPackageHistory = z.output<typeof staffPackageHistorySchema>;

export const storageSchema = z.object({
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  freeDays: z.number().int(),
  daysStored: z.number().int(),
  daysLeft: z.number().int(),
  lastFreeDay: z.string(),
  warning: z.boolean(),
  chargeableDays: z.number().int(),
  feeKrw: z.number().int(),
});

const fileSchema = z.object({ filename: z.string(), url: z.string() });

/** `GET /api/staff/packages/{code}`: everything the member sees, plus the owner, staff's note and the audit. */
export const staffPackageDetailSchema = z.object({
  ...recordHeadFields,
  type: z.string(),
  name: z.string().nullable(),
  ...parcelLabelFields,
  memberNote: z.string().nullable(),
  staffNote: z.string().nullable(),
  tags: z.array(z.string()),
  /** The request that made it (its record code) and the incoming it arrived for. */
  sourceCode: z.string().nullable(),
  incomingCode: z.string().nullable(),
  owner: ownerSchema.nullable(),
  items: z.array(itemSchema.extend({ id: z.number().int() })),
  images: z.array(fileSchema),
  videos: z.array(fileSchema),
  /** The storage count (null while it never started: a pool parcel). */
  storage: storageSchema.nullable(),
  history: z.array(staffPackageHistorySchema),
  /** The moves staff may make now by hand (`packageMachine`'s staff moves). */
  moves: z.array(z.object({ to: z.string(), action: z.string() })),
  /** Why it may not be disposed of yet; null when it may (or when disposal is not a move from here). */
  disposalBlocker: z.string().nullable(),
  /** How many more photos it can take. */
  photoRoom: z.number().int(),
});
export type StaffPackageDetail = z.output<typeof staffPackageDetailSchema>;

/**
 * Statuses a request owns (an OFM's package awaiting receipt, which the intake desk receives; an unboxing, a service
 * job, a paid shipping): the package leaves them only with that request or the desk, never by hand, so the request and its package cannot disagree.
 */
const requestOwnedStatuses: readonly PackageStatus[] = [
  'AWAITING_RECEIPT',
  'UNBOXING_REQUEST',
  'UNBOXING_PROCESSING',
  'IN_SERVICE',
  'SHIPPING',
];

/**
 * The moves staff may make by hand on a package in `status` (the staff package page's 'Change status' and
 * 'Dispose'): `packageMachine`'s staff moves, less those a request makes (into or out of a request-owned status)
 * and giving a pool parcel away (a claim does that, with its member).
 */
export function staffHandMoves(status: string): Transition<PackageStatus>[] {
  return movesFrom(packageMachine, status as PackageStatus, 'staff').filter(
    (move) =>
      !requestOwnedStatuses.includes(move.from) &&
      !requestOwnedStatuses.includes(move.to) &&
      !(move.from === 'UNCLAIMED' && move.to === 'ARRIVED'),
  );
}

/** `POST /api/staff/packages/{code}/status`: one of staff's moves, with the reason kept in the history. */
export const packageStatusChangeSchema = z.object({
  to: z
    .string({ error: intakeMessages.unknownStatus })
    .max(30, { error: intakeMessages.unknownStatus, abort: true })
    .refine((value) => packageStatusCodes.includes(value), intakeMessages.unknownStatus),
  reason: requiredText('Reason', 1000),
});
export type PackageStatusChangeInput = z.input<typeof packageStatusChangeSchema>;

/** The most packages one bulk status change moves. */
export const MAX_BULK_PACKAGES = 100;

/**
 * `POST /api/staff/packages/change-status`: several packages moved to one status with one reason, each its own
 * guarded move with its own history row.
 */
export const packagesStatusChangeSchema = packageStatusChangeSchema.extend({
  codes: boundedArray(z.string().max(30), {
    max: MAX_BULK_PACKAGES,
    tooMany: `Choose at most ${MAX_BULK_PACKAGES} packages at a time.`,
    min: 1,
    tooFew: 'Choose at least one package.',
    notAList: 'Choose at least one package.',
  }),
});
export type PackagesStatusChangeInput = z.input<typeof packagesStatusChangeSchema>;

/** Which packages moved (with their new status) and which were refused, with why. */
export const packagesStatusChangeResultSchema = z.object({
  moved: z.array(z.object({ code: z.string(), status: z.string(), statusLabel: z.string() })),
  refused: z.array(z.object({ code: z.string(), message: z.string() })),
});
export type PackagesStatusChangeResult = z.output<typeof packagesStatusChangeResultSchema>;

/** `POST /api/staff/packages/{code}/photos`: photos uploaded first, by filename. */
export const packagePhotosSchema = z.object({
  photos: boundedArray(z.string().max(80), {
    max: MAX_PARCEL_PHOTOS,
    tooMany: parcelMessages.tooManyPhotos,
    min: 1,
    tooFew: intakeMessages.photosRequired,
  }),
});
export type PackagePhotosInput = z.input<typeof packagePhotosSchema>;

/** The package code in a staff path. */
export const packageCodeParamsSchema = z.object({ code: z.string().max(20, 'Invalid code') });
