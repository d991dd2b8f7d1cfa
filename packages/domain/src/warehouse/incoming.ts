/**
 * The incoming contract (spec "forwarding and proxy purchase" §2 Incomings, §3 "Incoming request", §5 "Incoming",
 * §7 `POST /incoming-services`): the parcel a member tells us to expect, with the spec's exact messages, and what
 * the API answers. The same schema checks the form in the browser and the body on the server.
 */
import { z } from 'zod';
import { boundedArray, codeListValue, optionalTextWith, requiredTextWith } from '../catalogue/field-rules.ts';
import { itemAmountFields, itemAmountMessages } from '../requests/item-amounts.ts';
import {
  historyEntrySchema,
  pageOf,
  recordHeadFields,
  staffRequestSchema,
} from '../requests/request-contract.ts';
import { incomingCarrierCodes, itemCategoryCodes } from './code-lists.ts';
import { parcelMessages, trackingNumberSchema } from './parcels.ts';

export const INCOMING_SELLER_NAME_MAX = 50;
export const INCOMING_ITEM_NAME_MAX = 100;
/** The spec's hint for an item name (not a rule): a name this short rarely tells staff what to look for. */
export const INCOMING_ITEM_NAME_HINT_MIN = 6;
export const INCOMING_NOTE_MAX = 3000;
export const INCOMING_MAX_ITEMS = 50;

export const incomingMessages = {
  sellerNameRequired: 'Seller name is required',
  sellerNameTooLong: `Seller name is too long (max. ${INCOMING_SELLER_NAME_MAX})`,
  trackingRequired: parcelMessages.trackingRequired,
  trackingTooLong: parcelMessages.trackingTooLong,
  trackingPattern: parcelMessages.trackingPattern,
  carrierUnknown: 'Unknown carrier',
  atLeastOneItem: 'Please add at least one item',
  tooManyItems: `Too many items (max. ${INCOMING_MAX_ITEMS})`,
  itemNameRequired: 'Item name is required',
  itemNameTooLong: `Item name is too long (max. ${INCOMING_ITEM_NAME_MAX})`,
  itemNamePattern: 'Item name must contain only English letters, numbers, and spaces',
  categoryRequired: 'Category is required',
  ...itemAmountMessages,
  noteTooLong: 'Note is too long',
} as const;

const note = optionalTextWith(INCOMING_NOTE_MAX, incomingMessages.noteTooLong);

export const incomingItemInputSchema = z.object({
  name: z
    .string({ error: incomingMessages.itemNameRequired })
    .trim()
    // A blank or over-long value stops here, before the pattern.
    .min(1, { error: incomingMessages.itemNameRequired, abort: true })
    .max(INCOMING_ITEM_NAME_MAX, { error: incomingMessages.itemNameTooLong, abort: true })
    .regex(/^[A-Za-z0-9 ]+$/, incomingMessages.itemNamePattern),
  categoryCode: codeListValue(itemCategoryCodes, 'Category'),
  ...itemAmountFields,
  /** The spec: the item's note holds its purchase link. */
  memberNote: note,
});
export type IncomingItemInput = z.input<typeof incomingItemInputSchema>;
export type IncomingItemValues = z.output<typeof incomingItemInputSchema>;

/**
 * Body of `POST /api/incoming-services` and `PATCH /api/incoming-services/{code}` (the spec's PATCH also carries
 * the code; the path's is the one used). The tracking number is stored upper-case; a blank carrier is none.
 */
export const incomingRequestInputSchema = z.object({
  sellerName: requiredTextWith(INCOMING_SELLER_NAME_MAX, {
    required: incomingMessages.sellerNameRequired,
    tooLong: incomingMessages.sellerNameTooLong,
  }),
  trackingNo: trackingNumberSchema,
  carrierName: z
    .preprocess(
      (value) => (value === '' ? null : value),
      z.enum(incomingCarrierCodes, { error: incomingMessages.carrierUnknown }).nullish(),
    )
    .transform((value) => value ?? null),
  items: boundedArray(incomingItemInputSchema, {
    max: INCOMING_MAX_ITEMS,
    tooMany: incomingMessages.tooManyItems,
    min: 1,
    tooFew: incomingMessages.atLeastOneItem,
    notAList: incomingMessages.atLeastOneItem,
  }),
  memberNote: note,
});
export type IncomingRequestInput = z.input<typeof incomingRequestInputSchema>;
export type IncomingRequestValues = z.output<typeof incomingRequestInputSchema>;

/** How a list names a parcel's items: the first one, plus '+N' for the others. */
export function firstItemText(firstItemName: string, itemCount: number): string {
  return itemCount > 1 ? `${firstItemName} +${itemCount - 1}` : firstItemName;
}

/** A row of `GET /api/incoming-services`. */
export const incomingSummarySchema = z.object({
  ...recordHeadFields,
  trackingNo: z.string(),
  /** A code of `incomingCarriers`, or null; pages show its label. */
  carrierName: z.string().nullable(),
  sellerName: z.string(),
  firstItemName: z.string(),
  itemCount: z.number().int(),
});
export type IncomingSummary = z.output<typeof incomingSummarySchema>;

export const incomingPageSchema = pageOf(incomingSummarySchema);
export type IncomingPage = z.output<typeof incomingPageSchema>;

export const incomingItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  categoryCode: z.string(),
  unitPrice: z.number().int(),
  quantity: z.number().int(),
  /** unitPrice × quantity, in KRW. */
  amount: z.number().int(),
  memberNote: z.string().nullable(),
});
export type IncomingItem = z.output<typeof incomingItemSchema>;

/** Answer of `GET /api/incoming-services/{code}`. */
export const incomingRequestSchema = z.object({
  ...recordHeadFields,
  editable: z.boolean(),
  cancellable: z.boolean(),
  trackingNo: z.string(),
  carrierName: z.string().nullable(),
  sellerName: z.string(),
  memberNote: z.string().nullable(),
  /** The R package the parcel became in the member's locker, once it arrived. */
  arrivedPackageCode: z.string().nullable(),
  totalValue: z.number().int(),
  items: z.array(incomingItemSchema),
  history: z.array(historyEntrySchema),
});
export type IncomingRequest = z.output<typeof incomingRequestSchema>;

/** Answer of `POST /api/incoming-services` and `PATCH`: the request's code. */
export const incomingCreatedSchema = z.object({ code: z.string() });

/** Answer of the staff console's `GET /api/staff/requests/incoming/{code}`: the request, its member and moves. */
export const staffIncomingRequestSchema = staffRequestSchema(incomingRequestSchema);
export type StaffIncomingRequest = z.output<typeof staffIncomingRequestSchema>;
