/**
 * Inclusion requests (spec "forwarding and proxy purchase" §2 "Inclusions", §3 "Inclusion request", §5 "Inclusion
 * form", §7 `POST /inclusion-services`; docs/domain.md "Request lifecycles": SCIL01 requested, SCIL02 processing,
 * SCIL04 completed with a result T package and videos, SCIL09 cancelled): the member's body with the spec's
 * messages, the rules the body alone decides (POB only, the minimum), and the list, page and staff answers. The
 * rules that need the packages (OFM albums, the fee) are in `inclusion-rules.ts`.
 */
import { z } from 'zod';
import { boundedArray, codeListValue, requiredTextWith } from '../catalogue/field-rules.ts';
import { parseFormNumber } from '../pricing/form-number.ts';
import { meetsInclusionMinimum } from '../pricing/service-fees.ts';
import { ofmImageSchema, requestImageSchema } from '../requests/ofm.ts';
import { staffRequestSchema } from '../requests/request-contract.ts';
import { albumTypeCodes, keepOptionCodes, posterOptionCodes } from './forwarding-code-lists.ts';
import { FORWARDING_NOTE_MAX, forwardingAnswerSchemas, packageCodeListSchema } from './forwarding-fields.ts';
import { filmedServiceFields, staffPackageRefSchema } from './package-services.ts';
import type { PackageType } from './package-statuses.ts';

/** The packages an inclusion takes (spec §4: received and bought parcels, ARRIVED), one or more. */
export const inclusionTargetTypes: readonly PackageType[] = ['R', 'M'];

/** The form's limits (spec §5, §9): image slots are 9 on wide screens and 4 on phones. */
export const inclusionLimits = {
  albumName: 100,
  versionName: 30,
  items: 50,
  albumsPerItem: 9_999,
  images: 9,
  imagesPhone: 4,
} as const;

export const inclusionMessages = {
  albumNameRequired: 'Artist / Album name is required',
  albumNameTooLong: `Artist / Album name is too long (max. ${inclusionLimits.albumName})`,
  albumTypeRequired: 'Album Type is required',
  benefitOnlyRequired: 'POB Only is required',
  atLeastOneItem: 'Please add at least one item',
  tooManyItems: `Too many items (max. ${inclusionLimits.items})`,
  versionNameRequired: 'Version Name is required',
  versionNameTooLong: `Version Name is too long (max. ${inclusionLimits.versionName})`,
  totalRequired: 'Total # of Albums is required',
  totalInvalid: 'Total # of Albums should be greater than 0',
  signedRequired: 'Signed is required',
  signedInvalid: 'Signed should be 0 or more',
  sealedRequired: 'Sealed is required',
  sealedInvalid: 'Sealed should be 0 or more',
  ofmInvalid: 'OFM albums should be 0 or more',
  countsOverTotal: 'Signed and sealed albums cannot exceed the total number of albums',
  ofmOverTotal: 'OFM albums cannot exceed the total number of albums',
  keepOptionsRequired: 'Inclusion Type is required',
  posterRequired: 'Poster Rolls is required',
  memberNoteRequired: 'Any other special requests is required',
  noteTooLong: 'Note is too long',
  minimum: 'An inclusion needs at least 10 albums (or 1 package for POB only)',
  ofmOverPackages: (available: number) =>
    `OFM albums cannot exceed the ${available} albums in the selected OFM packages`,
  tooManyImages: `Maximum ${inclusionLimits.images} images allowed`,
  fileTooLarge: 'File size cannot exceed 15MB',
  uploadFailed: 'Failed to upload images',
  /** Cancel outside SCIL01 (409). */
  cancelOnlyRequested:
    'This inclusion can no longer be cancelled: staff have already started it. Cancelling is possible only while it is requested.',
  /** The member's notice when staff complete it. */
  completed: 'Your inclusion is completed',
} as const;

/** An album count typed in the form: `required` when blank, `invalid` when not a whole number of at least `min`. */
function albumCount(min: number, messages: { required: string; invalid: string }) {
  return z.preprocess(
    parseFormNumber,
    z
      .number({ error: (issue) => (issue.input === undefined ? messages.required : messages.invalid) })
      .int(messages.invalid)
      .min(min, messages.invalid)
      .max(inclusionLimits.albumsPerItem, messages.invalid),
  );
}

/**
 * One version of the album (spec §7 `inclusionItems`): the total entered, how many stay signed or sealed, how many
 * were bought through our OFM; the opened count is derived as total − signed − sealed (whatever was sent).
 */
export const inclusionItemInputSchema = z
  .object({
    versionName: requiredTextWith(inclusionLimits.versionName, {
      required: inclusionMessages.versionNameRequired,
      tooLong: inclusionMessages.versionNameTooLong,
    }),
    requestTotalQty: albumCount(1, {
      required: inclusionMessages.totalRequired,
      invalid: inclusionMessages.totalInvalid,
    }),
    requestSignedQty: albumCount(0, {
      required: inclusionMessages.signedRequired,
      invalid: inclusionMessages.signedInvalid,
    }),
    requestSealedQty: albumCount(0, {
      required: inclusionMessages.sealedRequired,
      invalid: inclusionMessages.sealedInvalid,
    }),
    requestOfmQty: z
      .preprocess(
        (value) => parseFormNumber(value) ?? 0,
        z
          .number({ error: inclusionMessages.ofmInvalid })
          .int(inclusionMessages.ofmInvalid)
          .min(0, inclusionMessages.ofmInvalid)
          .max(inclusionLimits.albumsPerItem, inclusionMessages.ofmInvalid),
      )
      .optional(),
    /** Derived on the way in; what the browser sends is ignored. */
    requestOpenedQty: z.unknown().optional(),
  })
  .superRefine((item, context) => {
    if (item.requestSignedQty + item.requestSealedQty > item.requestTotalQty) {
      context.addIssue({
        code: 'custom',
        path: ['requestSealedQty'],
        message: inclusionMessages.countsOverTotal,
      });
    }
    if ((item.requestOfmQty ?? 0) > item.requestTotalQty) {
      context.addIssue({ code: 'custom', path: ['requestOfmQty'], message: inclusionMessages.ofmOverTotal });
    }
  })
  .transform((item) => ({
    versionName: item.versionName,
    requestTotalQty: item.requestTotalQty,
    requestSignedQty: item.requestSignedQty,
    requestSealedQty: item.requestSealedQty,
    requestOfmQty: item.requestOfmQty ?? 0,
    requestOpenedQty: item.requestTotalQty - item.requestSignedQty - item.requestSealedQty,
  }));
export type InclusionItemInput = z.input<typeof inclusionItemInputSchema>;
export type InclusionItemValues = z.output<typeof inclusionItemInputSchema>;

/** POB only unless the body says `false` (the form's default is Yes). */
export function isPobOnly(body: { benefitOnly?: unknown }): boolean {
  return body.benefitOnly !== false;
}

/**
 * POB only hides the items, the keep options and the poster option (spec §5): whatever the browser still holds in
 * them is dropped before the body is checked, and keepOptions is stored empty.
 */
export function withoutHiddenFields(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const fields = body as Record<string, unknown>;
  if (!isPobOnly(fields)) return body;
  return { ...fields, inclusionItems: [], keepOptions: [], posterOption: null };
}

/** The albums an inclusion counts toward its minimum and bills: the items' totals (POB only: none). */
export function inclusionAlbumCount(items: readonly { requestTotalQty: number }[]): number {
  return items.reduce((sum, item) => sum + item.requestTotalQty, 0);
}

/** Whether the request meets the service minimum: 10 albums, or 1 package for POB only (spec §9). */
export function meetsMinimum(request: {
  benefitOnly: boolean;
  inclusionItems: readonly { requestTotalQty: number }[];
  targetPackageCodes: readonly string[];
}): boolean {
  return request.benefitOnly
    ? meetsInclusionMinimum([{ size: 'POB', quantity: request.targetPackageCodes.length }])
    : meetsInclusionMinimum([{ size: 'M', quantity: inclusionAlbumCount(request.inclusionItems) }]);
}

const inclusionFields = z
  .object({
    albumName: requiredTextWith(inclusionLimits.albumName, {
      required: inclusionMessages.albumNameRequired,
      tooLong: inclusionMessages.albumNameTooLong,
    }),
    albumType: codeListValue(albumTypeCodes, 'Album Type'),
    benefitOnly: z.boolean({ error: inclusionMessages.benefitOnlyRequired }).default(true),
    keepOptions: boundedArray(codeListValue(keepOptionCodes, 'Inclusion Type'), {
      max: keepOptionCodes.length,
      tooMany: inclusionMessages.keepOptionsRequired,
      notAList: inclusionMessages.keepOptionsRequired,
    })
      .nullish()
      .transform((codes) => [...new Set(codes ?? [])]),
    posterOption: z
      .preprocess(
        (value) => (value === '' ? null : value),
        codeListValue(posterOptionCodes, 'Poster Rolls').nullish(),
      )
      .transform((code) => code ?? null),
    inclusionItems: boundedArray(inclusionItemInputSchema, {
      max: inclusionLimits.items,
      tooMany: inclusionMessages.tooManyItems,
      notAList: inclusionMessages.atLeastOneItem,
    })
      .nullish()
      .transform((items) => items ?? []),
    memberNote: requiredTextWith(FORWARDING_NOTE_MAX, {
      required: inclusionMessages.memberNoteRequired,
      tooLong: inclusionMessages.noteTooLong,
    }),
    targetPackageCodes: packageCodeListSchema(),
    images: boundedArray(requestImageSchema, {
      max: inclusionLimits.images,
      tooMany: inclusionMessages.tooManyImages,
    })
      .nullish()
      .transform((images) => images ?? []),
  })
  .superRefine((body, context) => {
    if (body.benefitOnly) return;
    const issue = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (body.inclusionItems.length === 0) issue('inclusionItems', inclusionMessages.atLeastOneItem);
    else if (!meetsMinimum(body)) issue('inclusionItems', inclusionMessages.minimum);
    if (body.keepOptions.length === 0) issue('keepOptions', inclusionMessages.keepOptionsRequired);
    if (body.posterOption === null) issue('posterOption', inclusionMessages.posterRequired);
  });

/**
 * Body of `POST /api/inclusion-services` and `PATCH /api/inclusion-services/{code}` (spec §7; an unused
 * `newImages` is ignored). POB only (the default) empties the items, keep options and poster option; otherwise
 * each is required and the items must add up to the minimum of 10 albums.
 */
export const inclusionRequestSchema = z.preprocess(
  withoutHiddenFields,
  inclusionFields,
) as unknown as z.ZodType<z.output<typeof inclusionFields>, z.input<typeof inclusionFields>>;
export type InclusionRequestInput = z.input<typeof inclusionFields>;
export type InclusionRequestValues = z.output<typeof inclusionFields>;

/** An item on the page: the counts as asked, and the total the table shows (signed + sealed + opened). */
export const inclusionItemSchema = z.object({
  id: z.number().int(),
  versionName: z.string(),
  requestSignedQty: z.number().int(),
  requestSealedQty: z.number().int(),
  requestOpenedQty: z.number().int(),
  requestOfmQty: z.number().int(),
  totalQty: z.number().int(),
});
export type InclusionItem = z.output<typeof inclusionItemSchema>;

/**
 * The answers: a row of `GET /api/inclusion-services` (Item: the first version name and '+N') and the page of
 * `GET /api/inclusion-services/{code}` ('Inclusion Completed' in SCIL04 with the result package and videos).
 */
export const {
  summary: inclusionSummarySchema,
  page: inclusionPageSchema,
  detail: inclusionSchema,
} = forwardingAnswerSchemas(
  {
    albumType: z.string(),
    albumName: z.string(),
    benefitOnly: z.boolean(),
    firstVersionName: z.string().nullable(),
    itemCount: z.number().int(),
  },
  {
    keepOptions: z.array(z.string()),
    /** `inclusionTypeText`: keep options joined by '/', '-' for POB only. */
    inclusionType: z.string(),
    posterOption: z.string().nullable(),
    memberNote: z.string(),
    targetPackageCodes: z.array(z.string()),
    images: z.array(ofmImageSchema),
    /** The T package the result became (SCIL04). */
    resultPackageCode: z.string().nullable(),
    items: z.array(inclusionItemSchema),
  },
);
export type InclusionSummary = z.output<typeof inclusionSummarySchema>;
export type Inclusion = z.output<typeof inclusionSchema>;

/** Staff record the result on the scaffold's `results` step (`recordResultsSchema`): exactly one T package. */
export const INCLUSION_RESULT_PACKAGES = 1;

/**
 * The staff page: the request with its member, moves and history, the target packages as the warehouse finds them,
 * and how many packages the `results` step expects (one T package holding what is kept).
 */
export const staffInclusionSchema = staffRequestSchema(inclusionSchema, {
  targetPackages: z.array(staffPackageRefSchema),
  expectedPackageCount: z.number().int(),
  ...filmedServiceFields,
});
export type StaffInclusion = z.output<typeof staffInclusionSchema>;
