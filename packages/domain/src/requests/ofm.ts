/**
 * The Order for Me (OFM) contract (spec "forwarding and proxy purchase" §3 "OFM request", §5 "OFM", §7
 * `POST /ofm-services`; "storefront and account" §3 purchase request payload): the request a member sends, with
 * the spec's messages, and what the API answers. The same schema checks the form in the browser and the body on
 * the server; the server recomputes every amount from the items and the fee rules (`calculateOfmFee`).
 */
import { z } from 'zod';
import { boundedArray, codeListValue, optionalTextWith, requiredTextWith } from '../catalogue/field-rules.ts';
import { parseFormNumber } from '../pricing/form-number.ts';
import {
  type FansignParticipation,
  fansignParticipations,
  OFM_OFFLINE_MAX_VISIT_MINUTES,
  type OfmType,
  ofmTypes,
} from '../pricing/ofm-fee.ts';
import {
  ITEM_MAX_QUANTITY,
  ITEM_MAX_UNIT_PRICE_KRW,
  ITEM_MIN_UNIT_PRICE_KRW,
  itemAmountFields,
  itemAmountMessages,
} from './item-amounts.ts';
import { historyEntrySchema, pageOf, recordHeadFields, staffRequestSchema } from './request-contract.ts';

export const OFM_SHOP_NAME_MAX = 20;
export const OFM_ITEM_NAME_MAX = 500;
export const OFM_URL_MAX = 1000;
export const OFM_NOTE_MAX = 3000;
/** The OFM form's names for the item bounds every kind shares (`item-amounts.ts`). */
export const OFM_MIN_UNIT_PRICE_KRW = ITEM_MIN_UNIT_PRICE_KRW;
export const OFM_MAX_UNIT_PRICE_KRW = ITEM_MAX_UNIT_PRICE_KRW;
export const OFM_MAX_QUANTITY = ITEM_MAX_QUANTITY;
export const OFM_MAX_ITEMS = 50;
export const OFM_MAX_IMAGES_PER_ITEM = 3;
export const OFM_APPLICANT_NAME_MAX = 100;
/** Image files: 15 MB each (spec §9). */
export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;

export const ofmMessages = {
  typeRequired: 'OFM Type is required',
  shopNameRequired: 'Shop name is required',
  shopNameTooLong: `Shop name is too long (max. ${OFM_SHOP_NAME_MAX})`,
  urlRequired: 'URL is required',
  urlTooLong: `URL is too long (max. ${OFM_URL_MAX})`,
  urlInvalid: 'Invalid URL format',
  itemNameRequired: 'Item name is required',
  itemNameTooLong: `Item name is too long (max. ${OFM_ITEM_NAME_MAX})`,
  ...itemAmountMessages,
  noteTooLong: 'Note is too long',
  videoCallInfoTooLong: 'Information is too long (Max 3000 characters)',
  atLeastOneItem: 'Please add at least one item',
  tooManyItems: `Too many items (max. ${OFM_MAX_ITEMS})`,
  tooManyImages: `Maximum ${OFM_MAX_IMAGES_PER_ITEM} images per item`,
  imageInvalid: 'Invalid image',
  uploadFailed: 'Failed to upload images',
  fileTooLarge: 'File size cannot exceed 15MB',
  timeInvalid: 'Enter the time in Korean time (YYYY-MM-DDTHH:mm+09:00)',
  closeBeforeOpen: 'The closing time must be after the opening time',
  visitRequired: 'Visit length is required',
  visitInvalid: `Visit length must be 1 to ${OFM_OFFLINE_MAX_VISIT_MINUTES} minutes`,
  applicantNameRequired: 'Applicant name is required',
  applicantNameTooLong: `Applicant name is too long (max. ${OFM_APPLICANT_NAME_MAX})`,
  kfdShopFromCart: 'Shop products are bought from the cart',
  confirmRequired: 'Please confirm the request details',
  termsRequired: 'Please agree to the terms',
} as const;

/** Where a request came from (spec: sourceType OFM_PRODUCT for trending; KFD_SHOP, BUNJANG_KFD, FANSIGN_PORTAL). */
export const ofmSourceTypes = ['OFM_PRODUCT', 'KFD_SHOP', 'BUNJANG_KFD', 'FANSIGN_PORTAL'] as const;
export type OfmSourceType = (typeof ofmSourceTypes)[number];

/** The types that take shop open/close times (Korean time, sent with +09:00). */
export const ofmTypesWithShopTimes = [
  'ONLINE_PRIORITY',
  'PROXY_FANSIGN',
] as const satisfies readonly OfmType[];
export function takesShopTimes(type: string): boolean {
  return (ofmTypesWithShopTimes as readonly string[]).includes(type);
}

/** The tag member uploads carry (spec: "tag UserRequest"). */
export const USER_REQUEST_TAG = 'USER_REQUEST';

/** A file a member uploaded first, referred to by its server-given name. */
export const requestImageSchema = z.object({
  filename: z
    .string({ error: ofmMessages.imageInvalid })
    .max(80, { error: ofmMessages.imageInvalid, abort: true })
    .regex(/^[a-f0-9]{32}\.(jpg|png|gif|webp)$/, ofmMessages.imageInvalid),
  tag: z.literal(USER_REQUEST_TAG, { error: ofmMessages.imageInvalid }).default(USER_REQUEST_TAG),
});
export type RequestImage = z.output<typeof requestImageSchema>;

const note = (message: string) => optionalTextWith(OFM_NOTE_MAX, message);

/** A Korean-time timestamp (`2026-11-24T10:00+09:00`, seconds optional), or null. */
const koreanTime = z
  .preprocess(
    (value) => (value === '' ? null : value),
    z
      .string({ error: ofmMessages.timeInvalid })
      .max(40, { error: ofmMessages.timeInvalid, abort: true })
      .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?\+09:00$/, ofmMessages.timeInvalid)
      .refine((value) => !Number.isNaN(Date.parse(value)), ofmMessages.timeInvalid)
      .nullish(),
  )
  .transform((value) => value ?? null);

export const ofmItemInputSchema = z.object({
  url: z
    .string({ error: ofmMessages.urlRequired })
    .trim()
    .min(1, ofmMessages.urlRequired)
    .max(OFM_URL_MAX, { error: ofmMessages.urlTooLong, abort: true })
    .regex(/^https?:\/\/\S+$/, ofmMessages.urlInvalid),
  name: requiredTextWith(OFM_ITEM_NAME_MAX, {
    required: ofmMessages.itemNameRequired,
    tooLong: ofmMessages.itemNameTooLong,
  }),
  ...itemAmountFields,
  memberNote: note(ofmMessages.noteTooLong),
  images: boundedArray(requestImageSchema, {
    max: OFM_MAX_IMAGES_PER_ITEM,
    tooMany: ofmMessages.tooManyImages,
  })
    .nullish()
    .transform((value) => value ?? []),
});
export type OfmItemInput = z.input<typeof ofmItemInputSchema>;
export type OfmItemValues = z.output<typeof ofmItemInputSchema>;

/**
 * Body of `POST /api/ofm-services` and `PATCH /api/ofm-services/{code}` (same fields; on edit an item's
 * images are the ones it keeps plus the new uploads). Times only for ONLINE_PRIORITY and PROXY_FANSIGN (dropped
 * otherwise); OFFLINE needs the visit length; PROXY_FANSIGN the applicant.
 */
export const ofmRequestInputSchema = z
  .object({
    type: codeListValue(ofmTypes, 'OFM Type'),
    shopName: requiredTextWith(OFM_SHOP_NAME_MAX, {
      required: ofmMessages.shopNameRequired,
      tooLong: ofmMessages.shopNameTooLong,
    }),
    shopOpenAt: koreanTime,
    shopCloseAt: koreanTime,
    videoCall: z.boolean().default(false),
    videoCallInfo: note(ofmMessages.videoCallInfoTooLong),
    memberNote: note(ofmMessages.noteTooLong),
    sourceType: z.enum(ofmSourceTypes, { error: 'Unknown source type' }).nullish().default(null),
    sourceId: optionalTextWith(40, 'Source id is too long (max. 40)'),
    visitMinutes: z
      .preprocess(
        parseFormNumber,
        z
          .number({ error: ofmMessages.visitInvalid })
          .int(ofmMessages.visitInvalid)
          .min(1, ofmMessages.visitInvalid)
          .max(OFM_OFFLINE_MAX_VISIT_MINUTES, ofmMessages.visitInvalid)
          .nullish(),
      )
      .transform((value) => value ?? null),
    fansignParticipation: z
      .enum(fansignParticipations, { error: 'Unknown participation' })
      .nullish()
      .transform((value): FansignParticipation | null => value ?? null),
    applicantName: optionalTextWith(OFM_APPLICANT_NAME_MAX, ofmMessages.applicantNameTooLong),
    applicantData: note(ofmMessages.noteTooLong),
    items: boundedArray(ofmItemInputSchema, {
      max: OFM_MAX_ITEMS,
      tooMany: ofmMessages.tooManyItems,
      min: 1,
      tooFew: ofmMessages.atLeastOneItem,
      notAList: ofmMessages.atLeastOneItem,
    }),
  })
  .superRefine((value, context) => {
    if (value.type === 'OFFLINE' && value.visitMinutes === null) {
      context.addIssue({ code: 'custom', path: ['visitMinutes'], message: ofmMessages.visitRequired });
    }
    if (value.type === 'PROXY_FANSIGN' && value.applicantName === null) {
      context.addIssue({
        code: 'custom',
        path: ['applicantName'],
        message: ofmMessages.applicantNameRequired,
      });
    }
    if (
      takesShopTimes(value.type) &&
      value.shopOpenAt &&
      value.shopCloseAt &&
      Date.parse(value.shopCloseAt) <= Date.parse(value.shopOpenAt)
    ) {
      context.addIssue({ code: 'custom', path: ['shopCloseAt'], message: ofmMessages.closeBeforeOpen });
    }
  })
  .transform((value) => ({
    ...value,
    shopOpenAt: takesShopTimes(value.type) ? value.shopOpenAt : null,
    shopCloseAt: takesShopTimes(value.type) ? value.shopCloseAt : null,
    visitMinutes: value.type === 'OFFLINE' ? value.visitMinutes : null,
    fansignParticipation: value.type === 'PROXY_FANSIGN' ? (value.fansignParticipation ?? 'APPLY') : null,
    applicantName: value.type === 'PROXY_FANSIGN' ? value.applicantName : null,
    applicantData: value.type === 'PROXY_FANSIGN' ? value.applicantData : null,
    videoCallInfo: value.videoCall ? value.videoCallInfo : null,
  }));
export type OfmRequestInput = z.input<typeof ofmRequestInputSchema>;
export type OfmRequestValues = z.output<typeof ofmRequestInputSchema>;

/** The order value of a request's items: the sum of unit price times quantity. */
export function ofmOrderValue(items: readonly { unitPrice: number; quantity: number }[]): number {
  return items.reduce((total, item) => total + item.unitPrice * item.quantity, 0);
}

const feeLineSchema = z.object({ label: z.string(), amountKrw: z.number().int(), rule: z.string() });

export const ofmImageSchema = z.object({ filename: z.string(), tag: z.string(), url: z.string() });

export const ofmItemSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  name: z.string(),
  unitPrice: z.number().int(),
  quantity: z.number().int(),
  memberNote: z.string().nullable(),
  images: z.array(ofmImageSchema),
});
export type OfmItem = z.output<typeof ofmItemSchema>;

/** A row of `GET /api/ofm-services`. */
export const ofmSummarySchema = z.object({
  ...recordHeadFields,
  type: z.enum(ofmTypes),
  shopName: z.string(),
  firstItemName: z.string(),
  itemCount: z.number().int(),
  prepaymentKrw: z.number().int(),
});
export type OfmSummary = z.output<typeof ofmSummarySchema>;

export const ofmPageSchema = pageOf(ofmSummarySchema);
export type OfmPage = z.output<typeof ofmPageSchema>;

/** Answer of `GET /api/ofm-services/{code}`. */
export const ofmRequestSchema = z.object({
  ...recordHeadFields,
  type: z.enum(ofmTypes),
  editable: z.boolean(),
  cancellable: z.boolean(),
  shopName: z.string(),
  shopOpenAt: z.string().nullable(),
  shopCloseAt: z.string().nullable(),
  videoCall: z.boolean(),
  videoCallInfo: z.string().nullable(),
  memberNote: z.string().nullable(),
  sourceType: z.string().nullable(),
  sourceId: z.string().nullable(),
  visitMinutes: z.number().int().nullable(),
  fansignParticipation: z.enum(fansignParticipations).nullable(),
  applicantName: z.string().nullable(),
  applicantData: z.string().nullable(),
  orderValueKrw: z.number().int(),
  domesticShippingKrw: z.number().int(),
  feeKrw: z.number().int(),
  prepaymentKrw: z.number().int(),
  feeLines: z.array(feeLineSchema),
  purchaseAmount: z.number().int().nullable(),
  feeAmount: z.number().int().nullable(),
  managerUpdatedAt: z.string().nullable(),
  /** The photos staff took of what they bought (private to the member and staff). */
  images: z.array(ofmImageSchema),
  /** The M packages the goods became in the member's locker. */
  resultPackageCodes: z.array(z.string()),
  /** Those of them still awaiting receipt at the intake desk (decision 027): not in the locker yet. */
  awaitingPackageCodes: z.array(z.string()),
  /** The unspent prepayment refunded to the member's credit (SCOM12), or null. */
  refundAmount: z.number().int().nullable(),
  items: z.array(ofmItemSchema),
  history: z.array(historyEntrySchema),
});
export type OfmRequest = z.output<typeof ofmRequestSchema>;

/** Answer of `POST /api/ofm-services`: the new request's code. */
export const ofmCreatedSchema = z.object({ code: z.string() });

/** Answer of `GET /api/ofm-services/{code}/purchase-items`. */
export const ofmPurchaseItemsSchema = z.array(
  z.object({ name: z.string(), unitPrice: z.number().int(), quantity: z.number().int() }),
);
export type OfmPurchaseItem = z.output<typeof ofmPurchaseItemsSchema>[number];

/** Answer of the staff console's `GET /api/staff/requests/ofm/{code}`: the request, its member and staff's moves. */
export const staffOfmRequestSchema = staffRequestSchema(ofmRequestSchema, {
  /** What staff bought (empty until they record it); the member reads it from `/purchase-items`. */
  purchaseItems: ofmPurchaseItemsSchema,
  /** The result packages with their names and statuses. */
  packages: z.array(z.object({ code: z.string(), name: z.string().nullable(), status: z.string() })),
  /**
   * Once the purchase is recorded: the prepayment, what of it could be spent, what was and what is left to refund
   * (`ofmUnspentKrw`), for the completion buttons; null before.
   */
  settlement: z
    .object({
      prepaymentKrw: z.number().int(),
      domesticShippingKrw: z.number().int(),
      purchaseAmountKrw: z.number().int(),
      feeAmountKrw: z.number().int(),
      unspentKrw: z.number().int(),
    })
    .nullable(),
});
export type StaffOfmRequest = z.output<typeof staffOfmRequestSchema>;
