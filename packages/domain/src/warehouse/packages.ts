/**
 * The member's packages contract (spec "forwarding and proxy purchase" §2 Packages, §3 Package, §5 Package edits,
 * §7 `/packages`; docs/domain.md "Package"): the list's query and rows, a package's page, the note and item edits with
 * the spec's messages, and the Excel export's query. The same schemas check the forms in the browser and the
 * bodies on the server. A pool (UNCLAIMED) parcel is never a member's package.
 */
import { z } from 'zod';
import {
  boundedArray,
  codeListValue,
  optionalTextWith,
  recordIdParam,
  requiredTextWith,
} from '../catalogue/field-rules.ts';
import { itemAmountFields, itemAmountMessages } from '../requests/item-amounts.ts';
import { pageNumberSchema, pageOf } from '../requests/request-contract.ts';
import { itemCategoryCodes } from './code-lists.ts';
import { packageItemSchema, parentPackageSchema } from './package-services.ts';
import { packageTypeCodes } from './package-statuses.ts';
import { parcelSizeFields } from './parcel-fields.ts';

export const PACKAGE_PAGE_SIZE = 10;
export const PACKAGE_NOTE_MAX = 3000;
export const PACKAGE_ITEM_NAME_MAX = 100;
export const PACKAGE_ITEM_NOTE_MAX = 3000;
/** The most items one package holds (and so the most one edit may add, change or remove). */
export const PACKAGE_MAX_ITEMS = 100;

export const packageFormMessages = {
  noteTooLong: `Note is too long (max. ${PACKAGE_NOTE_MAX} characters)`,
  itemNameRequired: 'Item name is required',
  itemNameTooLong: `Item name is too long (max. ${PACKAGE_ITEM_NAME_MAX})`,
  ...itemAmountMessages,
  itemNoteTooLong: 'Note is too long',
  atLeastOneItem: 'Please add at least one item',
  tooManyItems: `A package holds at most ${PACKAGE_MAX_ITEMS} items`,
  duplicateItem: 'An item can be changed or deleted only once in one edit',
  unknownItem: 'This item is not in the package. Reload the package to see its items.',
  itemsNotEditable: 'The items of this package cannot be edited in its current status.',
  editFailed: 'Failed to edit package items',
  unknownType: 'Unknown package type',
  showOnlyExistingInvalid: 'Show only existing must be true or false',
  dateInvalid: 'Enter the date as YYYY-MM-DD',
  dateRange: 'The start date must not be after the end date',
} as const;

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** A package type filter: empty means every type. */
const typeFilterSchema = z.preprocess(
  emptyToUndefined,
  z.enum(packageTypeCodes, { error: packageFormMessages.unknownType }).optional(),
);

/** 'Show only existing' in the address bar: checked unless it says `false`. */
const showOnlyExistingSchema = z.preprocess(
  (value) => (value === undefined || value === '' ? 'true' : value),
  z
    .enum(['true', 'false'], { error: packageFormMessages.showOnlyExistingInvalid })
    .transform((value) => value === 'true'),
);

/** The package list's search fields (storefront spec: Code and Tracking No., at most 20 characters each). */
export const PACKAGE_SEARCH_MAX = 20;

/** A search field of the package list: trimmed, blank means no search, at most 20 characters. */
function packageSearchSchema(label: string) {
  return z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .max(PACKAGE_SEARCH_MAX, { error: `${label} is too long (max. ${PACKAGE_SEARCH_MAX})`, abort: true })
      .optional()
      .transform((value) => (value ? value : undefined)),
  );
}

/** `GET /api/packages?type=&showOnlyExisting=&code=&trackingNo=&page=`. */
export const packageListQuerySchema = z.object({
  type: typeFilterSchema,
  showOnlyExisting: showOnlyExistingSchema,
  /** Part of the package code, any case ('PK2611'). */
  code: packageSearchSchema('Code'),
  /** Part of the tracking number, any case. */
  trackingNo: packageSearchSchema('Tracking No.'),
  page: pageNumberSchema,
});
export type PackageListQuery = z.output<typeof packageListQuerySchema>;

const packageTypeSchema = z.enum(packageTypeCodes);

/** Where a package's storage stands (`storageCountdown`), as the API sends it. */
export const storageCountdownSchema = z.object({
  daysStored: z.number().int(),
  freeDays: z.number().int(),
  daysLeft: z.number().int(),
  lastFreeDay: z.string(),
  warning: z.boolean(),
  chargeableDays: z.number().int(),
  feeKrw: z.number().int(),
});

/** What a package's list row and page both start with. */
const packageHeadFields = {
  code: z.string(),
  /** What staff named the package when they made it ('Mini albums'), if they did. */
  name: z.string().nullable(),
  type: packageTypeSchema,
  status: z.string(),
  createdAt: z.string(),
  trackingNo: z.string().nullable(),
};

/** A row of the member's package list. */
export const packageSummarySchema = z.object({
  ...packageHeadFields,
  weightGrams: z.number().int().nullable(),
  itemCount: z.number().int(),
  firstItemName: z.string().nullable(),
  /** Sum of unit price × quantity, in won. */
  totalValueKrw: z.number().int(),
  /** Null when the package's storage is not counted (not stored, or gone). */
  storage: storageCountdownSchema.nullable(),
});
export type PackageSummary = z.output<typeof packageSummarySchema>;

export const packagePageSchema = pageOf(packageSummarySchema);
export type PackagePage = z.output<typeof packagePageSchema>;

export { packageItemSchema, parentPackageSchema };
export type PackageItem = z.output<typeof packageItemSchema>;

const packageFileSchema = z.object({ id: z.number().int(), url: z.string() });

/** A fee that accrued on the package (unboxing, storage, ...), paid with the shipping of the box carrying it. */
export const packageFeeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  amountKrw: z.number().int(),
  /** UNPAID, PAID or CANCELLED. */
  status: z.string(),
  /** The record the fee arose on (the unboxing request, the package itself for storage). */
  originCode: z.string(),
});
export type PackageFee = z.output<typeof packageFeeSchema>;

/** The package's history rows, as the member's timeline reads them. */
export const packageEvents = ['CREATED', 'STATUS', 'NOTICE', 'ITEMS', 'VIDEO', 'NOTE', 'WEIGHED'] as const;
export type PackageEvent = (typeof packageEvents)[number];

export const packageEventLabels: Record<PackageEvent, string> = {
  CREATED: 'Registered',
  STATUS: 'Status changed',
  NOTICE: 'Notice sent',
  ITEMS: 'Items edited',
  VIDEO: 'Video added',
  NOTE: 'Note edited',
  WEIGHED: 'Weighed',
};

export const packageTimelineEntrySchema = z.object({
  time: z.string(),
  event: z.enum(packageEvents),
  actor: z.enum(['member', 'staff', 'system']),
  fromLabel: z.string().nullable(),
  toLabel: z.string().nullable(),
  note: z.string().nullable(),
});
export type PackageTimelineEntry = z.output<typeof packageTimelineEntrySchema>;

/** A kind of request the package's page offers for it, by its name (`PackageAction`). */
export const packageActionSchema = z.string();

/** `GET /api/packages/{code}`: a package's page. */
export const packageDetailSchema = z.object({
  ...packageHeadFields,
  ...parcelSizeFields,
  items: z.array(packageItemSchema),
  totalValueKrw: z.number().int(),
  images: z.array(packageFileSchema),
  videos: z.array(packageFileSchema),
  memberNote: z.string().nullable(),
  /** The request that made the package (its OFM, its incoming), and its page when members have one. */
  sourceCode: z.string().nullable(),
  sourcePath: z.string().nullable(),
  tags: z.array(z.string()),
  storageStartedAt: z.string().nullable(),
  storageEndedAt: z.string().nullable(),
  freeStorageDuration: z.number().int(),
  countdown: storageCountdownSchema.nullable(),
  fees: z.array(packageFeeSchema),
  timeline: z.array(packageTimelineEntrySchema),
  canEditItems: z.boolean(),
  actions: z.array(packageActionSchema),
  parentPackages: z.array(parentPackageSchema),
});
export type PackageDetail = z.output<typeof packageDetailSchema>;

/** `PATCH /api/packages/{code}`: the member's note; blank clears it. */
export const packageNoteSchema = z.object({
  memberNote: optionalTextWith(PACKAGE_NOTE_MAX, packageFormMessages.noteTooLong),
});
export type PackageNoteInput = z.input<typeof packageNoteSchema>;

/** An item as the member writes it (`POST /api/packages/{code}/items`, `PATCH .../items/{id}`). */
export const packageItemInputSchema = z.object({
  name: requiredTextWith(PACKAGE_ITEM_NAME_MAX, {
    required: packageFormMessages.itemNameRequired,
    tooLong: packageFormMessages.itemNameTooLong,
  }),
  category: codeListValue(itemCategoryCodes, 'Category'),
  ...itemAmountFields,
  memberNote: optionalTextWith(PACKAGE_ITEM_NOTE_MAX, packageFormMessages.itemNoteTooLong),
});
export type PackageItemInput = z.input<typeof packageItemInputSchema>;
export type PackageItemValues = z.output<typeof packageItemInputSchema>;

export const packageItemIdSchema = recordIdParam('Invalid item');

export const packageItemParamsSchema = z.object({
  code: z.string().max(20, 'Invalid code'),
  id: packageItemIdSchema,
});

const itemList = <Item extends z.ZodType>(item: Item) =>
  boundedArray(item, { max: PACKAGE_MAX_ITEMS, tooMany: packageFormMessages.tooManyItems })
    .nullish()
    .transform((value) => value ?? []);

/**
 * `PUT /api/packages/{code}/items`: one edit of the item table, applied all together or not at all: items to
 * add, items to change (by id) and items to delete (by id). An item is changed or deleted at most once.
 */
export const packageItemsEditSchema = z
  .object({
    added: itemList(packageItemInputSchema),
    edited: itemList(packageItemInputSchema.extend({ id: packageItemIdSchema })),
    deletedIds: itemList(packageItemIdSchema),
  })
  .superRefine((edit, context) => {
    const ids = [...edit.edited.map((item) => item.id), ...edit.deletedIds];
    if (new Set(ids).size !== ids.length) {
      context.addIssue({ code: 'custom', message: packageFormMessages.duplicateItem, path: ['edited'] });
    }
  });
export type PackageItemsEditInput = z.input<typeof packageItemsEditSchema>;
export type PackageItemsEdit = z.output<typeof packageItemsEditSchema>;

/** A Korean calendar day, `YYYY-MM-DD`, that exists. */
const kstDateSchema = z.preprocess(
  emptyToUndefined,
  z
    .string({ error: packageFormMessages.dateInvalid })
    .max(10, { error: packageFormMessages.dateInvalid, abort: true })
    .regex(/^\d{4}-\d{2}-\d{2}$/, packageFormMessages.dateInvalid)
    .refine((value) => isCalendarDay(value), packageFormMessages.dateInvalid)
    .optional(),
);

function isCalendarDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * `GET /api/packages/get-all-packages?type=&createdAtFrom=&createdAtTo=`: the member's packages to export, by
 * type and by the Korean days they were registered on (both ends included; either may be left out).
 */
export const packageExportQuerySchema = z
  .object({
    type: typeFilterSchema,
    createdAtFrom: kstDateSchema,
    createdAtTo: kstDateSchema,
  })
  .refine((query) => !query.createdAtFrom || !query.createdAtTo || query.createdAtFrom <= query.createdAtTo, {
    message: packageFormMessages.dateRange,
    path: ['createdAtTo'],
  });
export type PackageExportQuery = z.output<typeof packageExportQuerySchema>;

/** The instant a Korean day starts (`2026-03-01` → 2026-02-28T15:00Z). */
export function kstDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+09:00`);
}

/** The columns of `package.xlsx`, in order (spec §7). */
export const packageExportColumns = [
  'Code',
  'Type',
  'Tracking No.',
  'Total Value',
  'Weight(g)',
  'Registered',
  'Status',
  'Items',
] as const;

export const PACKAGE_EXPORT_FILENAME = 'package.xlsx';

/** Weight as the pages show it: kilograms from grams (1,250 g → '1.25 kg'). */
export function formatWeightKg(grams: number | null): string {
  if (grams === null) return '-';
  return `${(grams / 1000).toLocaleString('en-US', { maximumFractionDigits: 3 })} kg`;
}

/** A side as the pages show it: centimetres from tenths (305 → '30.5'). */
export function tenthsToCm(tenths: number | null): string {
  if (tenths === null) return '-';
  return (tenths / 10).toLocaleString('en-US', { maximumFractionDigits: 1 });
}

/** Size as the pages show it: width × length × height in cm, or '-' when not measured. */
export function formatSizeCm(sides: {
  widthTenths: number | null;
  lengthTenths: number | null;
  heightTenths: number | null;
}): string {
  const { widthTenths, lengthTenths, heightTenths } = sides;
  if (widthTenths === null && lengthTenths === null && heightTenths === null) return '-';
  return `${tenthsToCm(widthTenths)} × ${tenthsToCm(lengthTenths)} × ${tenthsToCm(heightTenths)} cm`;
}
