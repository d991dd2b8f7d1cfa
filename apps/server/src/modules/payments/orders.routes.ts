import {
  chargesSchema,
  confirmPaymentAnswerSchema,
  confirmPaymentSchema,
  depositSchema,
  orderPageSchema,
  orderPreviewRequestSchema,
  orderPreviewSchema,
  orderRequestSchema,
  orderSchema,
  payOrderSchema,
} from '@fanship/domain/payments/payment-contract';
import { wiseAccountSchema } from '@fanship/domain/payments/wise-contract';
import { requestCodeParamsSchema, requestListQuerySchema } from '@fanship/domain/requests/request-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/app-context.ts';
import { currentMember } from '../../plugins/session.ts';
import { getWiseAccount, submitDeposit } from './deposits.service.ts';
import { cancelOrder, getOrder, listOrders, payOrder } from './invoices.service.ts';
import { previewOrder, requestOrder } from './new-orders.ts';
import { confirmPayment } from './payment-confirmation.ts';
import { listCharges } from './payment-targets.ts';

/** The member's charges and orders (spec "storefront and account" §7 "Purchasing and payment"). */
export function orderRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const common = { onRequest: app.requireMember };
    const tags = ['payments'];
    const params = requestCodeParamsSchema;
    const member = (request: Parameters<typeof currentMember>[0]) => currentMember(request).id;

    app.get('/charges', { ...common, schema: { tags, response: { 200: chargesSchema } } }, async (request) =>
      listCharges(context, member(request)),
    );

    app.post(
      '/orders/preview',
      { ...common, schema: { tags, body: orderPreviewRequestSchema, response: { 200: orderPreviewSchema } } },
      async (request) => previewOrder(context, member(request), request.body),
    );

    app.post(
      '/orders/request',
      { ...common, schema: { tags, body: orderRequestSchema, response: { 200: orderSchema } } },
      async (request) => requestOrder(context, member(request), request.body),
    );

    app.get(
      '/payments/wise-account',
      { ...common, schema: { tags, response: { 200: wiseAccountSchema } } },
      async () => getWiseAccount(context),
    );

    app.get(
      '/orders',
      {
        ...common,
        schema: { tags, querystring: requestListQuerySchema, response: { 200: orderPageSchema } },
      },
      async (request) => listOrders(context, member(request), request.query),
    );

    app.get(
      '/orders/:code',
      { ...common, schema: { tags, params, response: { 200: orderSchema } } },
      async (request) => getOrder(context, member(request), request.params.code),
    );

    app.post(
      '/orders/:code/pay',
      { ...common, schema: { tags, params, body: payOrderSchema, response: { 200: orderSchema } } },
      async (request) => payOrder(context, member(request), request.params.code, request.body.paymentMethod),
    );

    app.post(
      '/orders/:code/confirm-payment',
      {
        ...common,
        schema: {
          tags,
          params,
          body: confirmPaymentSchema.optional(),
          response: { 200: confirmPaymentAnswerSchema },
        },
      },
      async (request) => confirmPayment(context, member(request), request.params.code),
    );

    app.post(
      '/orders/:code/cancel',
      { ...common, schema: { tags, params, response: { 200: orderSchema } } },
      async (request) => cancelOrder(context, member(request), request.params.code),
    );

    app.post(
      '/orders/:code/deposit',
      { ...common, schema: { tags, params, body: depositSchema, response: { 200: orderSchema } } },
      async (request) => submitDeposit(context, member(request), request.params.code, request.body),
    );
  };
}
