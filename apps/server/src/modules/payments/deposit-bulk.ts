import {
  bulkDepositMessages,
  type ConfirmDepositsAnswer,
  confirmDepositsAnswerSchema,
  confirmDepositsSchema,
} from '@fanship/domain/payments/wise-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { currentMember } from '../../plugins/session.ts';
import { findOrder, type OrderRow } from './orders.repository.ts';

type Outcome = ConfirmDepositsAnswer['results'][number];
type ConfirmOne = (code: string, receivedCents: number) => Promise<void>;

/** Why an order's deposit is not confirmed in bulk, or null when it may be: waiting, sent as expected. */
function refusal(order: OrderRow | undefined): string | null {
  if (order?.details.paymentMethod !== 'WISE') return bulkDepositMessages.notDeposit;
  if (order.status === 'OR03') return bulkDepositMessages.alreadyConfirmed;
  if (order.status !== 'OR02') return bulkDepositMessages.notDeposit;
  if (order.details.depositAmountCents !== order.details.amountUsdCents)
    return bulkDepositMessages.amountsDiffer;
  return null;
}

async function confirmOneOf(context: AppContext, code: string, confirm: ConfirmOne): Promise<Outcome> {
  const order = await findOrder(context.db, code);
  const refused = refusal(order);
  if (refused || !order) return { code, confirmed: false, message: refused };
  try {
    await confirm(code, order.details.amountUsdCents);
    return { code, confirmed: true, message: null };
  } catch (error) {
    // Settled (or turned back) by someone else since it was read: say what it is now.
    if (!(error instanceof AppError) || error.code !== 'CONFLICT') throw error;
    return { code, confirmed: false, message: refusal(await findOrder(context.db, code)) ?? error.message };
  }
}

/**
 * `POST /api/staff/orders/confirm-deposits`: confirms each order whose deposit the member says they sent for
 * exactly the invoice's amount, one after another, each as the single confirmation does (its own guarded move
 * with history and notice, settled once); answers per order whether it was confirmed or why not.
 */
export async function confirmDeposits(
  context: AppContext,
  codes: readonly string[],
  confirm: ConfirmOne,
): Promise<ConfirmDepositsAnswer> {
  const results: Outcome[] = [];
  for (const code of new Set(codes)) results.push(await confirmOneOf(context, code, confirm));
  return { results };
}

/** The staff route of the bulk confirmation; `confirm` is the single confirmation (`staff-orders.ts`). */
export function bulkDepositRoutes(
  confirm: (context: AppContext, staffId: number, code: string, receivedCents: number) => Promise<void>,
) {
  return (context: AppContext): FastifyPluginAsyncZod =>
    async (app) => {
      app.post(
        '/orders/confirm-deposits',
        {
          onRequest: app.requireStaff,
          schema: {
            tags: ['staff requests'],
            body: confirmDepositsSchema,
            response: { 200: confirmDepositsAnswerSchema },
          },
        },
        async (request) => {
          const staffId = currentMember(request).id;
          return confirmDeposits(context, request.body.codes, (code, cents) =>
            confirm(context, staffId, code, cents),
          );
        },
      );
    };
}
