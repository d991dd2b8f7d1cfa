import { formatUsdCents } from '@fanship/domain/pricing/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SandboxPayment } from '../../adapters/payments/sandbox/sandbox-provider.ts';
import type { AppContext } from '../../lib/app-context.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The sandbox's hosted payment page: what is paid, and Approve / Decline (plain HTML, no script). */
function page(payment: SandboxPayment | undefined, ref: string): string {
  const body = payment
    ? `<p class="label">${payment.channel === 'PAYPAL' ? 'PayPal' : 'Card'} payment · sandbox</p>
<h1>${escapeHtml(formatUsdCents(payment.amountCents))}</h1>
<p>${escapeHtml(payment.description)}</p>
<p class="muted">Paid by ${escapeHtml(payment.payerEmail)}. No money moves: this is the built-in sandbox provider.</p>
${
  payment.state === 'OPEN'
    ? `<form method="post" action="/payments/sandbox/${encodeURIComponent(ref)}/approve"><button class="approve" type="submit">Approve payment</button></form>
<form method="post" action="/payments/sandbox/${encodeURIComponent(ref)}/decline"><button class="decline" type="submit">Decline</button></form>
<p class="muted">Or close this window to leave the payment open.</p>`
    : `<p><strong>This payment was already ${payment.state === 'APPROVED' ? 'approved' : 'declined'}.</strong></p>`
}`
    : '<h1>Payment not found</h1><p>This sandbox payment does not exist (it may be more than a day old).</p>';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox payment</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;padding:24px;background:#f1f3f5;color:#212529}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 3px rgba(0,0,0,.1)}
h1{font-size:32px;margin:8px 0}.label{font-weight:600;color:#495057;margin:0}.muted{color:#495057;font-size:14px}
button{width:100%;padding:14px;border-radius:8px;border:0;font-size:16px;font-weight:600;margin-top:12px;cursor:pointer}
.approve{background:#1971c2;color:#fff}.decline{background:#e9ecef;color:#c92a2a}
</style></head><body><main>${body}</main></body></html>`;
}

const params = z.object({ ref: z.string().max(100) });

/** The hosted page's referrer policy: its Approve / Decline forms post to this site with the site's origin. */
const SANDBOX_REFERRER_POLICY = 'same-origin';

/**
 * The built-in sandbox provider's hosted page (`/payments/sandbox/{ref}`): the payment window shows it, and its
 * answer sends the browser back to the return address like a real provider's would. Served only with
 * PAYMENT_PROVIDER=sandbox.
 */
export function sandboxPaymentRoutes(context: AppContext): FastifyPluginAsyncZod {
  const sandbox = context.payments.sandbox;
  return async (app) => {
    // The page's Approve / Decline are plain HTML forms: a browser posts them as an (empty) urlencoded form, a
    // type the app refuses elsewhere (415). They carry no fields, so nothing is read from the body.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, undefined),
    );
    app.get('/payments/sandbox/:ref', { schema: { hide: true, params } }, async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        // The site's 'no-referrer' makes a browser send `Origin: null` with this page's form posts, which the
        // same-origin check refuses (403): this page keeps its origin on requests to its own site.
        .header('referrer-policy', SANDBOX_REFERRER_POLICY)
        .type('text/html; charset=utf-8')
        .send(page(await sandbox.find(request.params.ref), request.params.ref)),
    );
    for (const answer of ['approve', 'decline'] as const) {
      app.post(
        `/payments/sandbox/:ref/${answer}`,
        { schema: { hide: true, params } },
        async (request, reply) => {
          const next = await sandbox.answer(request.params.ref, answer === 'approve');
          if (!next)
            return reply
              .status(404)
              .type('text/html; charset=utf-8')
              .send(page(undefined, request.params.ref));
          return reply.redirect(next, 303);
        },
      );
    }
  };
}
