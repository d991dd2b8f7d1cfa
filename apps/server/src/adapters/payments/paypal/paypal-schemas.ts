import { z } from 'zod';

/**
 * The parts of PayPal's answers the adapter reads (Orders v2, OAuth2, Webhooks), checked with zod so that a
 * changed or broken answer is an 'invalid-response' instead of a wrong payment. Every object is loose: PayPal
 * adds fields freely.
 */

/** POST /v1/oauth2/token */
export const tokenSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string(),
  /** Seconds the token lives (about nine hours). */
  expires_in: z.number().int().positive(),
});

/** `{ currency_code, value }` with value as decimal text ('12.34'). */
export const moneySchema = z.object({ currency_code: z.string(), value: z.string() });

export const captureStatuses = [
  'COMPLETED',
  'DECLINED',
  'PARTIALLY_REFUNDED',
  'PENDING',
  'REFUNDED',
  'FAILED',
] as const;

/** purchase_units[].payments.captures[] */
export const captureSchema = z.object({
  id: z.string().min(1),
  status: z.enum(captureStatuses),
  amount: moneySchema,
  status_details: z.object({ reason: z.string().optional() }).optional(),
});
export type PayPalCapture = z.infer<typeof captureSchema>;

export const orderStatuses = [
  'CREATED',
  'SAVED',
  'APPROVED',
  'VOIDED',
  'COMPLETED',
  'PAYER_ACTION_REQUIRED',
] as const;

const linkSchema = z.object({ href: z.string(), rel: z.string(), method: z.string().optional() });

/** GET /v2/checkout/orders/{id}, and the answers of create and capture (asked with Prefer: return=representation). */
export const orderSchema = z.object({
  id: z.string().min(1),
  status: z.enum(orderStatuses),
  purchase_units: z
    .array(
      z.object({
        custom_id: z.string().optional(),
        invoice_id: z.string().optional(),
        amount: moneySchema.optional(),
        payments: z.object({ captures: z.array(captureSchema).optional() }).optional(),
      }),
    )
    .optional(),
  links: z.array(linkSchema).optional(),
});
export type PayPalOrder = z.infer<typeof orderSchema>;

/** POST /v1/notifications/verify-webhook-signature */
export const verificationSchema = z.object({ verification_status: z.string() });

/** A webhook event's envelope; the resource is read by event type. */
export const webhookEventSchema = z.object({ event_type: z.string(), resource: z.unknown() });

/** CHECKOUT.ORDER.* : the resource is the order. */
export const orderEventResourceSchema = z.object({
  id: z.string().min(1),
  purchase_units: z
    .array(z.object({ custom_id: z.string().optional(), invoice_id: z.string().optional() }))
    .optional(),
});

/** PAYMENT.CAPTURE.* : the resource is the capture, its order named in supplementary_data. */
export const captureEventResourceSchema = z.object({
  id: z.string().min(1),
  custom_id: z.string().optional(),
  invoice_id: z.string().optional(),
  supplementary_data: z
    .object({ related_ids: z.object({ order_id: z.string().min(1).optional() }).optional() })
    .optional(),
});

/** A 4xx body: the REST APIs' `{ name, message, details[] }` or the OAuth endpoint's `{ error, error_description }`. */
export const errorBodySchema = z.object({
  name: z.string().optional(),
  message: z.string().optional(),
  details: z.array(z.object({ issue: z.string().optional(), description: z.string().optional() })).optional(),
  error: z.string().optional(),
  error_description: z.string().optional(),
});
