/**
 * `GET /api/shipping-services/{code}/invoice` (the member's own, 404 otherwise): 'Invoice Detail' as
 * `shippingInvoiceSchema`. Unpaid (SCSH01): the live invoice, the dollars per method at today's rates and when it goes
 * stale (the next Korean midnight). Once an order holds or paid it (SCSH02-05): the lines as written, the storage as
 * counted when that order was made, and the order's frozen facts (method, dollars charged, credit redeemed, paid date),
 * the dollars per method at the order's frozen rates.
 */
import { invoiceExpiresAt, usdByMethod } from '@fanship/domain/pricing/shipping-invoice';
import { shippingMachine } from '@fanship/domain/requests/status-machines';
import { type ShippingInvoiceAnswer, shippingInvoiceSchema } from '@fanship/domain/warehouse/shipping';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/app-context.ts';
import { notFound } from '../../lib/app-error.ts';
import { currentMember } from '../../plugins/session.ts';
import { currentExchangeRate } from '../exchange-rates/index.ts';
import { findPackage } from '../packages/index.ts';
import { latestOpenOrderOf } from '../payments/index.ts';
import { findRequest, type RequestRow } from '../requests/index.ts';
import { STORAGE_FEE_KIND } from './shipping-fees.repository.ts';
import { invoiceLinesOf, liveInvoice, storageAt } from './shipping-invoices.ts';

const UNPAID = 'SCSH01';

/** A shipping's invoice as 'Invoice Detail' shows it (see the file's comment). */
export async function shippingInvoiceAnswer(
  context: AppContext,
  request: RequestRow,
): Promise<ShippingInvoiceAnswer> {
  const { db } = context;
  const now = context.clock.now();
  const box = await findPackage(db, (request.body as { targetPackageCode: string }).targetPackageCode);
  if (request.status === UNPAID && box) {
    const [live, rate] = await Promise.all([
      liveInvoice(db, request, box.id, now),
      currentExchangeRate(context),
    ]);
    const invoice = live?.invoice ?? { lines: [], totalKrw: 0, storage: [] };
    return {
      ...invoice,
      usdCents: usdByMethod(invoice.totalKrw, { base: rate.baseRate, wise: rate.wiseRate }),
      expiresAt: invoiceExpiresAt(now).toISOString(),
      order: null,
    };
  }
  const [{ lines, totalKrw }, held] = await Promise.all([
    invoiceLinesOf(db, request, box?.id, now),
    latestOpenOrderOf(db, request.id),
  ]);
  const storage = held && box ? await storageAt(db, request, box.id, held.createdAt) : [];
  const rates = held
    ? { base: Number(held.order.baseRate), wise: Number(held.order.wiseRate) }
    : await currentExchangeRate(context).then((rate) => ({ base: rate.baseRate, wise: rate.wiseRate }));
  // A written STORAGE line reads as it read live: its count (days, free days) rather than 'Accrued on'.
  const ruleOf = new Map(storage.map((entry) => [entry.packageCode, entry.rule]));
  return {
    lines: lines.map((line) =>
      line.kind === STORAGE_FEE_KIND ? { ...line, rule: ruleOf.get(line.packageCode) ?? line.rule } : line,
    ),
    storage,
    totalKrw,
    usdCents: usdByMethod(totalKrw, rates),
    expiresAt: null,
    order: held
      ? {
          code: held.code,
          method: held.order.paymentMethod,
          amountUsdCents: held.order.paidAmountCents ?? held.order.amountUsdCents,
          creditRedeemKrw: held.order.creditRedeemKrw,
          paidAt: held.order.paidAt?.toISOString() ?? null,
        }
      : null,
  };
}

/** `GET /api/shipping-services/{code}/invoice`. */
export function shippingInvoiceRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/shipping-services/:code/invoice',
      {
        onRequest: app.requireMember,
        schema: {
          tags: ['shippings'],
          params: z.object({ code: z.string() }),
          response: { 200: shippingInvoiceSchema },
        },
      },
      async (request) => {
        const shipping = await findRequest(
          context.db,
          shippingMachine.kind,
          request.params.code,
          currentMember(request).id,
        );
        if (!shipping) throw notFound();
        return shippingInvoiceAnswer(context, shipping);
      },
    );
  };
}
