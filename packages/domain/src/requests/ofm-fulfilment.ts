/**
 * What staff do with an Order for Me request after it is paid (docs/domain.md "Request lifecycles" OFM, "Credit"; spec
 * "forwarding and proxy purchase" §2 OFM completion, §3 purchaseAmount, feeAmount, images, resultPackageCodes):
 * SCOM03 record what was bought (items, the purchase amount and fee actually charged, result photos) → SCOM04, or
 * complete with a refund of the whole prepayment when nothing could be bought; SCOM04 create the result M packages
 * awaiting receipt at the intake desk (decision 027), then, once all are received, complete (SCOM11) or complete refunding the unspent prepayment as credit (SCOM12).
 * The same schemas check the staff forms in the browser and the bodies on the server.
 */
import { z } from 'zod';
import {
  boundedArray,
  boundedWholeNumber,
  optionalTextWith,
  requiredTextWith,
} from '../catalogue/field-rules.ts';
import { parseFormNumber } from '../pricing/form-number.ts';
import { formatKrw } from '../pricing/money.ts';
import { parcelMessages } from '../warehouse/parcels.ts';
import { OFM_MAX_ITEMS, OFM_MAX_UNIT_PRICE_KRW, ofmItemInputSchema, requestImageSchema } from './ofm.ts';

export const OFM_MAX_RESULT_IMAGES = 10;
export const OFM_MAX_RESULT_PACKAGES = 10;
export const OFM_PACKAGE_NAME_MAX = 100;
/** The staff's own words on a completion with refund (the member reads them after the refunded amount). */
export const OFM_REFUND_REASON_MAX = 900;
/** Amounts staff record are whole won in an integer column. */
export const OFM_MAX_RECORDED_KRW = 2_000_000_000;

/** The tag of the photos staff upload of what they bought (member uploads carry USER_REQUEST). */
export const OFM_RESULT_TAG = 'OFM_RESULT';

export const ofmFulfilmentMessages = {
  purchaseItemsRequired: 'Add at least one purchased item',
  tooManyPurchaseItems: `Too many items (max. ${OFM_MAX_ITEMS})`,
  unitPriceInvalid: `Unit price must be a whole number of won from 0 to ${formatKrw(OFM_MAX_UNIT_PRICE_KRW)}`,
  purchaseAmountRequired: 'Purchase amount is required',
  purchaseAmountInvalid: 'Purchase amount must be a whole number of won, 0 or more',
  feeAmountRequired: 'Fee amount is required',
  feeAmountInvalid: 'Fee amount must be a whole number of won, 0 or more',
  tooManyImages: `At most ${OFM_MAX_RESULT_IMAGES} result images`,
  overPrepayment: (spendable: string) =>
    `The purchase amount and the fee together cannot be more than ${spendable}, what the member prepaid for them.`,
  packagesRequired: 'Add at least one package',
  tooManyPackages: `At most ${OFM_MAX_RESULT_PACKAGES} packages`,
  packageNameRequired: 'Package name is required',
  packageNameTooLong: `Package name is too long (max. ${OFM_PACKAGE_NAME_MAX})`,
  packagesAlreadyCreated: 'The packages of this request were already created.',
  packagesMissing: 'Create the packages of this request first.',
  /** The request completes only once every result package was received at the intake desk (decision 027). */
  packagesAwaitingReceipt: (codes: string) =>
    `${codes} still awaiting receipt: receive the goods at the intake desk (weight, size, photo) before completing.`,
  refundDue: (amount: string) =>
    `${amount} of the prepayment was not spent: complete this request with refund instead.`,
  nothingToRefund: 'Nothing of the prepayment is left to refund: complete this request without refund.',
  refundChanged: (amount: string) => `The refund is now ${amount}. Check it and confirm again.`,
  refundAmountRequired: 'Refund amount is required',
  reasonRequired: 'Say why nothing could be bought',
  reasonTooLong: `Reason is too long (max. ${OFM_REFUND_REASON_MAX})`,
} as const;

const wholeWon = (required: string, invalid: string, max = OFM_MAX_RECORDED_KRW) =>
  z.preprocess(
    parseFormNumber,
    z
      .number({ error: (issue) => (issue.input === undefined ? required : invalid) })
      .int(invalid)
      .min(0, invalid)
      .max(max, invalid),
  );

/** One line of what was actually bought (`ofm_purchase_items`): name and quantity as the member's items have them. */
export const ofmPurchaseItemInputSchema = z.object({
  name: ofmItemInputSchema.shape.name,
  unitPrice: wholeWon(
    ofmFulfilmentMessages.unitPriceInvalid,
    ofmFulfilmentMessages.unitPriceInvalid,
    OFM_MAX_UNIT_PRICE_KRW,
  ),
  quantity: ofmItemInputSchema.shape.quantity,
});
export type OfmPurchaseItemInput = z.input<typeof ofmPurchaseItemInputSchema>;

/** A result photo staff uploaded for the member first, referred to by its server-given name. */
export const ofmResultImageInputSchema = requestImageSchema.pick({ filename: true });

/** Body of `POST /api/staff/ofm/{code}/purchase` (SCOM03 → SCOM04, 'Record the purchase'). */
export const ofmRecordPurchaseSchema = z.object({
  items: boundedArray(ofmPurchaseItemInputSchema, {
    max: OFM_MAX_ITEMS,
    tooMany: ofmFulfilmentMessages.tooManyPurchaseItems,
    min: 1,
    tooFew: ofmFulfilmentMessages.purchaseItemsRequired,
    notAList: ofmFulfilmentMessages.purchaseItemsRequired,
  }),
  purchaseAmount: wholeWon(
    ofmFulfilmentMessages.purchaseAmountRequired,
    ofmFulfilmentMessages.purchaseAmountInvalid,
  ),
  feeAmount: wholeWon(ofmFulfilmentMessages.feeAmountRequired, ofmFulfilmentMessages.feeAmountInvalid),
  images: boundedArray(ofmResultImageInputSchema, {
    max: OFM_MAX_RESULT_IMAGES,
    tooMany: ofmFulfilmentMessages.tooManyImages,
  })
    .nullish()
    .transform((value) => value ?? []),
});
export type OfmRecordPurchaseInput = z.input<typeof ofmRecordPurchaseSchema>;
export type OfmRecordPurchaseValues = z.output<typeof ofmRecordPurchaseSchema>;

/** One result package (type M) to create in the member's locker. */
export const ofmPackageInputSchema = z.object({
  name: requiredTextWith(OFM_PACKAGE_NAME_MAX, {
    required: ofmFulfilmentMessages.packageNameRequired,
    tooLong: ofmFulfilmentMessages.packageNameTooLong,
  }),
  /** The shop's tracking number, if staff have it: the intake desk then finds the package by it too. */
  trackingNo: z
    .string()
    .trim()
    .max(20, { error: parcelMessages.trackingTooLong, abort: true })
    .regex(/^[A-Za-z0-9]*$/, parcelMessages.trackingPattern)
    .optional()
    .transform((value) => (value ? value.toUpperCase() : undefined)),
});

/** Body of `POST /api/staff/ofm/{code}/packages` (SCOM04, once). */
export const ofmCreatePackagesSchema = z.object({
  packages: boundedArray(ofmPackageInputSchema, {
    max: OFM_MAX_RESULT_PACKAGES,
    tooMany: ofmFulfilmentMessages.tooManyPackages,
    min: 1,
    tooFew: ofmFulfilmentMessages.packagesRequired,
    notAList: ofmFulfilmentMessages.packagesRequired,
  }),
});
export type OfmCreatePackagesInput = z.input<typeof ofmCreatePackagesSchema>;

/**
 * Body of `POST /api/staff/ofm/{code}/complete-with-refund`: the refund staff saw and confirmed (refused with the
 * new amount if it is no longer what the server computes) and their reason, which the member reads (required when
 * nothing could be bought).
 */
export const ofmCompleteWithRefundSchema = z.object({
  refundAmount: boundedWholeNumber(1, OFM_MAX_RECORDED_KRW, {
    invalid: ofmFulfilmentMessages.refundAmountRequired,
    tooHigh: ofmFulfilmentMessages.refundAmountRequired,
  }),
  reason: optionalTextWith(OFM_REFUND_REASON_MAX, ofmFulfilmentMessages.reasonTooLong),
});
export type OfmCompleteWithRefundInput = z.input<typeof ofmCompleteWithRefundSchema>;
export type OfmCompleteWithRefundValues = z.output<typeof ofmCompleteWithRefundSchema>;

/**
 * What of the prepayment staff may spend on the goods and the fee: the prepayment less the domestic shipping it
 * prepaid (the seller's shipping fee of a marketplace listing, spent with the purchase).
 */
export function ofmSpendableKrw(request: { prepaymentKrw: number; domesticShippingKrw: number }): number {
  return Math.max(0, request.prepaymentKrw - request.domesticShippingKrw);
}

/**
 * The unspent prepayment refunded as credit on completion: prepayment − purchase amount − fee amount − domestic
 * shipping spent. Never below zero (staff cannot record more than the prepayment covers).
 */
export function ofmUnspentKrw(request: {
  prepaymentKrw: number;
  domesticShippingKrw: number;
  purchaseAmount: number;
  feeAmount: number;
}): number {
  return Math.max(0, ofmSpendableKrw(request) - request.purchaseAmount - request.feeAmount);
}
