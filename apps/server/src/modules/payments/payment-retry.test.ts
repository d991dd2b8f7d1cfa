import { paymentAttempts } from '@fanship/db/payment-schema';
import { requestHistory } from '@fanship/db/request-schema';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApps, type TestApp, type TestMember } from '../../test/app.ts';
import { answerSandbox, confirmPayment, createOfmRequest, requestOrder } from '../../test/payments.ts';

const { start } = setupTestApps();

const payAgain = (t: TestApp, member: TestMember, code: string, paymentMethod: 'CARD' | 'PAYPAL') =>
  t.post(`/api/orders/${code}/pay`, { paymentMethod }, member.cookie);

/** The sandbox's hosted page for a window. */
const sandboxPage = (t: TestApp, approveUrl: string) => t.get(new URL(approveUrl).pathname);

async function cardOrder() {
  const t = await start();
  const member = await t.createMember();
  const code = await createOfmRequest(t, member);
  const response = await requestOrder(t, member, [code], 'CARD');
  expect(response.statusCode, response.body).toBe(200);
  return { t, member, code, order: response.json<{ code: string; payment: { approveUrl: string } }>() };
}

async function expectPaidOnce(t: TestApp, member: TestMember, orderCode: string, ofmCode: string) {
  expect((await confirmPayment(t, member, orderCode)).json()).toMatchObject({
    status: 'OR03',
    failure: null,
  });
  const paid = await t.database.db.select().from(requestHistory).where(eq(requestHistory.toStatus, 'OR03'));
  expect(paid).toHaveLength(1);
  const ofm = await t.get(`/api/ofm-services/${ofmCode}`, member.cookie);
  expect(ofm.json().status).toBe('SCOM03');
  return t.database.db.select().from(paymentAttempts).orderBy(asc(paymentAttempts.id));
}

describe('retrying a declined payment with the same method (issue 20, point 7)', () => {
  it('a declined card, then Pay by card again on the invoice: a new attempt whose window can be approved', async () => {
    const { t, member, code, order } = await cardOrder();
    await answerSandbox(t, order.payment.approveUrl, false);
    // The member is shown Payment Failure and pays the same invoice by card again (no confirmation between).
    const retried = await payAgain(t, member, order.code, 'CARD');
    expect(retried.statusCode, retried.body).toBe(200);
    const { approveUrl } = retried.json().payment;
    expect(approveUrl).not.toBe(order.payment.approveUrl);
    const page = await sandboxPage(t, approveUrl);
    expect(page.body).toContain('Approve payment');
    expect(page.body).not.toContain('already declined');
    await answerSandbox(t, approveUrl, true);
    const attempts = await expectPaidOnce(t, member, order.code, code);
    expect(attempts.map((attempt) => [attempt.status, attempt.failureCode])).toEqual([
      ['FAILED', 'DECLINED'],
      ['PAID', null],
    ]);
  });

  it('after the failure was confirmed too, paying again starts a new attempt and settles once', async () => {
    const { t, member, code, order } = await cardOrder();
    await answerSandbox(t, order.payment.approveUrl, false);
    expect((await confirmPayment(t, member, order.code)).json()).toMatchObject({
      status: 'OR01',
      failure: { code: 'DECLINED' },
    });
    const retried = (await payAgain(t, member, order.code, 'CARD')).json();
    expect(retried.code).toBe(order.code);
    await answerSandbox(t, retried.payment.approveUrl, true);
    expect(await expectPaidOnce(t, member, order.code, code)).toHaveLength(2);
  });

  it('an attempt still open and approvable is reopened, not started twice; one approved meanwhile is settled', async () => {
    const { t, member, code, order } = await cardOrder();
    const again = (await payAgain(t, member, order.code, 'CARD')).json();
    expect(again.payment.approveUrl).toBe(order.payment.approveUrl);
    await answerSandbox(t, order.payment.approveUrl, true);
    // Approved in the window, but the member pressed Pay again before the waiting page confirmed it.
    const paid = await payAgain(t, member, order.code, 'CARD');
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'OR03', payment: null });
    expect(await expectPaidOnce(t, member, order.code, code)).toHaveLength(1);
  });
});
