import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PaymentProviderError } from '../../adapters/payments/payment-provider.ts';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { confirmFromWebhook } from './payment-confirmation.ts';

const params = z.object({ provider: z.string().max(20) });

/**
 * `POST /api/payments/webhooks/{provider}`: a provider's notice that a payment changed. The body is read as the
 * raw text the signature covers; a notice whose signature does not verify is refused (400) and changes nothing; a
 * verified one makes the same confirmation the waiting page makes, so however often it arrives the order is
 * settled once.
 */
export function paymentWebhookRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.removeContentTypeParser(['application/json', 'text/plain']);
    app.addContentTypeParser(
      ['application/json', 'text/plain'],
      { parseAs: 'string' },
      (_request, body, done) => done(null, body),
    );
    // The provider is validated by the route's schema like any route's parameters (a name too long is a 400 in
    // the error model); parsed by hand in the handler, zod's error was no request error and answered 500.
    app.post('/payments/webhooks/:provider', { schema: { hide: true, params } }, async (request, reply) => {
      const provider = context.payments.byName(request.params.provider);
      if (!provider) throw new AppError('NOT_FOUND');
      const rawBody = typeof request.body === 'string' ? request.body : '';
      let notice: Awaited<ReturnType<typeof provider.readWebhook>>;
      try {
        notice = await provider.readWebhook(request.headers, rawBody);
      } catch (error) {
        // A forged notice is refused for good; a provider we could not ask (to verify it) is a 502, so the
        // provider sends the notice again later.
        if (error instanceof PaymentProviderError) {
          throw error.kind === 'bad-signature'
            ? new AppError('BAD_REQUEST', 'Invalid webhook signature')
            : new AppError('UPSTREAM', 'The payment provider could not be reached to verify this notice.');
        }
        throw error;
      }
      if (notice) await confirmFromWebhook(context, provider.name, notice);
      return reply.status(200).send({ received: true });
    });
  };
}
