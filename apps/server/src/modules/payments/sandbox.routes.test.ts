import { describe, expect, it } from 'vitest';
import { setupTestApps } from '../../test/app.ts';
import { createOfmRequest, requestOrder } from '../../test/payments.ts';

const { start } = setupTestApps();

/** What a browser sends with a plain HTML form post without fields. */
const formPost = { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' };

describe('the sandbox provider’s hosted page', () => {
  it('takes its forms as a browser posts them: with the site as origin and an empty urlencoded body', async () => {
    const t = await start();
    const member = await t.createMember();
    const code = await createOfmRequest(t, member);
    const order = await requestOrder(t, member, [code], 'CARD');
    expect(order.statusCode, order.body).toBe(200);
    const approveUrl = new URL(order.json<{ payment: { approveUrl: string } }>().payment.approveUrl);

    const page = await t.get(approveUrl.pathname);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`action="${approveUrl.pathname}/approve"`);
    // Under the site-wide 'no-referrer' a browser posts this page's forms with `Origin: null`, which is refused.
    expect(page.headers['referrer-policy']).toBe('same-origin');
    const withoutOrigin = await t.inject({
      method: 'POST',
      url: `${approveUrl.pathname}/approve`,
      headers: { origin: 'null', ...formPost },
      payload: '',
    });
    expect(withoutOrigin.statusCode).toBe(403);

    // Under 'same-origin' the browser names the site; the form's body type is taken, and the answer goes on to
    // the return address.
    const approved = await t.inject({
      method: 'POST',
      url: `${approveUrl.pathname}/approve`,
      headers: { origin: approveUrl.origin, ...formPost },
      payload: '',
    });
    expect(approved.statusCode, approved.body).toBe(303);
    const back = new URL(String(approved.headers.location));
    expect(back.pathname).toBe('/payment/success');
    expect(back.searchParams.get('status_code')).toBe('1000');
  });
});
