/**
 * Shipping requests (spec "forwarding and proxy purchase" §2 "Shipping", §3 "Shipping", §5 "Shipping form", §7
 * `POST /shipping-services/request`, §8 the package no carrier can deliver; docs/domain.md "Request lifecycles":
 * SCSH01 unpaid, SCSH02 payment awaiting confirmation, SCSH03 paid, SCSH04 preparing, SCSH05 shipped, SCSH09
 * cancelled; "Shipping rates"): the member's body with the spec's messages, the carriers a box may go with, staff's
 * prepare and ship steps, and the list, page and staff answers. The invoice is `shippingInvoice`.
 */
import { z } from 'zod';
import { optionalText } from '../catalogue/field-rules.ts';
import {
  CJ_TYPE,
  type PackageKind,
  quoteShipping,
  type RateCard,
  type ShippingOption,
  tenthsToCm,
} from '../pricing/shipping-quote.ts';
import { staffRequestSchema } from '../requests/request-contract.ts';
import {
  addressSnapshotAnswerSchema,
  addressSnapshotSchema,
  forwardingAnswerSchemas,
  forwardingBodySchema,
  forwardingMessages,
  forwardingPageFields,
  packageCodeSchema,
} from './forwarding-fields.ts';
import type { PackageType } from './package-statuses.ts';
import { parcelSizeFields } from './parcel-fields.ts';
import { trackingNumberSchema } from './parcels.ts';

/** What ships: an F box in the locker (ARRIVED), one per request. */
export const shippingTargetTypes: readonly PackageType[] = ['F'];

export const shippingMessages = {
  targetRequired: forwardingMessages.targetRequired,
  addressRequired: forwardingMessages.addressRequired,
  carrierRequired: 'Carrier is required',
  carrierUnknown: 'Unknown carrier',
  noteTooLong: forwardingMessages.noteTooLong,
  noCarrier: (code: string) =>
    `The package ${code} cannot be delivered by any available shipping carriers. Please contact our support team for assistance.`,
  alreadyRequested: (code: string, shippingCode: string) =>
    `The package ${code} already has a shipping request (${shippingCode}).`,
  carrierUnavailable: (carrier: string, code: string) =>
    `The carrier ${carrier} is not available for the package ${code}. Please choose another carrier.`,
} as const;

/** The statuses from which a box's shipping is paid or its payment awaits confirmation (SCSH02 on): no repacking. */
export const shippingPaymentStartedStatuses = ['SCSH02', 'SCSH03', 'SCSH04', 'SCSH05'] as const;

/** The statuses in which a shipping request still holds its box: a box has at most one (issue 22). */
export const openShippingStatuses = ['SCSH01', 'SCSH02', 'SCSH03', 'SCSH04'] as const;

/** Why a box cannot get another shipping request: the open one it has (other than `exceptCode`, the one edited). */
export function shippingBlocker(input: {
  packageCode: string;
  shippings: readonly { code: string; status: string }[];
  exceptCode?: string;
}): string | undefined {
  const open = input.shippings.find(
    (shipping) =>
      shipping.code !== input.exceptCode &&
      (openShippingStatuses as readonly string[]).includes(shipping.status),
  );
  return open ? shippingMessages.alreadyRequested(input.packageCode, open.code) : undefined;
}

/** A carrier by its rate cards' service type ('KP', 'EMS', 'CJ'), upper-cased; missing: 'Carrier is required'. */
const carrierSchema = z
  .string({ error: shippingMessages.carrierRequired })
  .trim()
  .min(1, { error: shippingMessages.carrierRequired, abort: true })
  .max(10, { error: shippingMessages.carrierUnknown, abort: true })
  .regex(/^[A-Za-z0-9_]+$/, shippingMessages.carrierUnknown)
  .transform((value) => value.toUpperCase());

/** Body of `POST /api/shipping-services/request` and `PATCH /api/shipping-services/{code}` (spec §7). */
export const shippingRequestSchema = forwardingBodySchema({
  address: addressSnapshotSchema,
  targetPackageCode: packageCodeSchema(shippingMessages.targetRequired),
  requestedCarrier: carrierSchema,
});
export type ShippingRequestInput = z.input<typeof shippingRequestSchema>;
export type ShippingRequestValues = z.output<typeof shippingRequestSchema>;

/**
 * An F box as the carrier rules see it: measured (grams, tenths of a cm), the packing type it was packed as
 * (STANDARD, KP, DOMESTIC) and the split type it carries, if any (KP or STANDARD).
 */
export type ShippingBox = {
  code: string;
  weightGrams: number | null;
  widthTenths: number | null;
  lengthTenths: number | null;
  heightTenths: number | null;
  packingType: string | null;
  splitType?: string | null;
};

/** STANDARD boxes (packed or split as such) get no K-Packet; the rest every carrier. */
export function boxPackageKind(box: Pick<ShippingBox, 'packingType' | 'splitType'>): PackageKind | undefined {
  return box.packingType === 'STANDARD' || box.splitType === 'STANDARD' ? 'STANDARD' : undefined;
}

const sideCm = (tenths: number | null) => (tenths === null ? null : tenthsToCm(tenths));

/**
 * The carriers a box may go with to a country, cheapest first (spec §7: "For standard-type packages, KP rate options
 * are removed; for domestic packages only CJ options are kept"), on top of `quoteShipping` (Korean addresses: CJ
 * only; K-Packet up to 2 kg to its countries). A box not weighed yet has none. Empty: `shippingMessages.noCarrier`.
 */
export function carrierOptionsForBox(
  box: ShippingBox,
  countryCode: string,
  rateCards: readonly RateCard[],
): ShippingOption[] {
  if (box.weightGrams === null || box.weightGrams <= 0) return [];
  const options = quoteShipping(
    {
      countryCode,
      actualWeightGrams: box.weightGrams,
      widthCm: sideCm(box.widthTenths),
      lengthCm: sideCm(box.lengthTenths),
      heightCm: sideCm(box.heightTenths),
      packageKind: boxPackageKind(box),
    },
    rateCards,
  );
  return box.packingType === 'DOMESTIC' ? options.filter((option) => option.type === CJ_TYPE) : options;
}

/**
 * The option the member's carrier names (the cheapest of that type), or the message that refuses it: no carrier at
 * all (spec §8), or not this one.
 */
export function chooseCarrier(
  box: Pick<ShippingBox, 'code'>,
  requestedCarrier: string,
  options: readonly ShippingOption[],
): { option: ShippingOption } | { problem: string } {
  if (options.length === 0) return { problem: shippingMessages.noCarrier(box.code) };
  const option = options.find((candidate) => candidate.type === requestedCarrier.toUpperCase());
  return option ? { option } : { problem: shippingMessages.carrierUnavailable(requestedCarrier, box.code) };
}

/** `GET /api/shipping-services/carrier-options?packageCode=&countryCode=`: the form's carrier selector. */
export const carrierOptionsQuerySchema = z.object({
  packageCode: packageCodeSchema(shippingMessages.targetRequired),
  countryCode: z
    .string({ error: 'Country is required' })
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'Invalid country code')
    .transform((value) => value.toUpperCase()),
});

/** Its answer: the options, cheapest first, or the §8 message when there are none. */
export const carrierOptionsSchema = z.object({
  options: z.array(
    z.object({
      carrier: z.string(),
      type: z.string(),
      rateKrw: z.number().int(),
      billableWeightGrams: z.number().int(),
    }),
  ),
  message: z.string().nullable(),
});
export type CarrierOptions = z.output<typeof carrierOptionsSchema>;

/** Staff's "Prepare the shipment" (SCSH03 → SCSH04): a note for the member, if any. */
export const shippingPrepareSchema = z.object({ managerNote: optionalText('Note', 3000) });

/** Staff's "Ship with tracking number" (SCSH04 → SCSH05): the carrier it left with and its tracking number. */
export const shippingShipSchema = z.object({
  carrier: carrierSchema,
  trackingNo: trackingNumberSchema,
  managerNote: optionalText('Note', 3000),
});
export type ShippingShipInput = z.input<typeof shippingShipSchema>;

/** The statuses in which the member may open the invoice (spec §2: 'Invoice Detail' for SCSH03-05). */
export const invoiceStatuses = ['SCSH03', 'SCSH04', 'SCSH05'] as const;

/** A line of the invoice as the pages show it (`ShippingInvoiceLine`). */
export const shippingInvoiceLineSchema = z.object({
  kind: z.string(),
  label: z.string(),
  rule: z.string(),
  amountKrw: z.number().int(),
  packageCode: z.string(),
  originCode: z.string(),
});

/**
 * The invoice of a shipping request as its preview and 'Invoice Detail' show it (`GET /api/shipping-services/{code}/
 * invoice`; `shippingInvoice`, `usdByMethod`, `invoiceExpiresAt`): its lines, the storage of each package on the payment date, the total, the dollars per
 * method, and, while unpaid, when the storage it counts goes stale (the next Korean midnight).
 */
export const shippingInvoiceSchema = z.object({
  lines: z.array(shippingInvoiceLineSchema),
  storage: z.array(
    z.object({
      packageCode: z.string(),
      days: z.number().int(),
      freeDays: z.number().int(),
      chargeableDays: z.number().int(),
      amountKrw: z.number().int(),
      rule: z.string(),
    }),
  ),
  totalKrw: z.number().int(),
  usdCents: z.object({ WISE: z.number().int(), PAYPAL: z.number().int(), CARD: z.number().int() }),
  expiresAt: z.string().nullable(),
  /**
   * Once an order holds or paid it (SCSH02-05), that order's frozen facts: its code, method, the dollars it charged
   * (or is to charge) with that method, the credit it redeemed, and when it was paid (null while a deposit awaits
   * confirmation). Null while unpaid.
   */
  order: z
    .object({
      code: z.string(),
      method: z.string(),
      amountUsdCents: z.number().int(),
      creditRedeemKrw: z.number().int(),
      paidAt: z.string().nullable(),
    })
    .nullable(),
});
export type ShippingInvoiceAnswer = z.output<typeof shippingInvoiceSchema>;

/**
 * The answers: a row of `GET /api/shipping-services` (Created, ID, Status, Carrier, Tracking No, Payment) and the
 * page of `GET /api/shipping-services/{code}` (SCSH05 adds 'Ship Completed': shippedAt, carrier, tracking number).
 */
export const {
  summary: shippingSummarySchema,
  page: shippingPageSchema,
  detail: shippingSchema,
} = forwardingAnswerSchemas(
  {
    /** The carrier it left with, or the one asked for until then. */
    carrier: z.string().nullable(),
    trackingNo: z.string().nullable(),
    /** The invoice total in won (the Payment column); selectable for Pay Now in SCSH01. */
    totalKrw: z.number().int(),
    selectable: z.boolean(),
  },
  {
    requestedCarrier: z.string(),
    managerUpdatedAt: z.string().nullable(),
    managerNote: z.string().nullable(),
    memberNote: z.string().nullable(),
    address: addressSnapshotAnswerSchema,
    targetPackage: z.object({
      code: z.string(),
      trackingNo: z.string().nullable(),
      ...parcelSizeFields,
      sourceCode: z.string().nullable(),
    }),
    shippedAt: z.string().nullable(),
    /** The invoice's lines (live while unpaid, as paid afterwards). */
    invoiceLines: z.array(shippingInvoiceLineSchema),
    invoiceAvailable: z.boolean(),
  },
  forwardingPageFields,
);
export type ShippingSummary = z.output<typeof shippingSummarySchema>;
export type Shipping = z.output<typeof shippingSchema>;

/** The staff page: the request with its member, moves and history, and the carrier options for its box now. */
export const staffShippingSchema = staffRequestSchema(shippingSchema, {
  carrierOptions: carrierOptionsSchema,
});
export type StaffShipping = z.output<typeof staffShippingSchema>;
