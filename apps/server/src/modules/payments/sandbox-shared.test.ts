import { paymentAttempts } from '@fanship/db/payment-schema';
import { requestHistory } from '@fanship/db/request-schema';
import { sandboxPayments } from '@fanship/db/shared-state-schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApps, type TestApp } from '../../test/app.ts';
import { answerSandbox, confirmPayment, createOfmRequest, requestOrder } from '../../test/payments.ts';

const { start } = setupTestApps();

/** A member's OFM request ordered with the sandbox card window: the order's code and its hosted page. */
async function openSandboxOrder(t: TestApp) {
  const member = await t.createMember();
  const order = await requestOrder(t, member, [await createOfmRequest(t, member)], 'CARD');
  expect(order.statusCode, order.body).toBe(200);
  const { code, payment } = order.json<{ code: string; payment: { approveUrl: string } }>();
  return { member, code, approveUrl: payment.approveUrl };
}

/** The order's moves to paid (OR03) and its attempts' statuses, read from the shared database. */
async function settlement(t: TestApp) {
  const moves = await t.database.db.select().from(requestHistory).where(eq(requestHistory.toStatus, 'OR03'));
  const attempts = await t.database.db.select({ status: paymentAttempts.status }).from(paymentAttempts);
  const [sandbox] = await t.database.db.select().from(sandboxPayments);
  return {
    paidMoves: moves.length,
    attempts: attempts.map((row) => row.status),
    captured: sandbox?.captured,
  };
}

// Issue 25, point 2: the sandbox's payments lived in one process's memory: approving through another instance was
// a 404 and the attempt failed; an approved but unconfirmed payment was lost on every restart.
describe('sandbox payments shared by every instance and kept over restarts', () => {
  it('is approved through one instance and confirmed through the other, settled once', async () => {
    const a = await start();
    const b = await start({}, {}, a);
    const { member, code, approveUrl } = await openSandboxOrder(a);
    expect((await b.get(new URL(approveUrl).pathname)).body).toContain('Approve payment');
    await answerSandbox(b, approveUrl, true);
    expect((await confirmPayment(a, member, code)).json().status).toBe('OR03');
    expect((await confirmPayment(b, member, code)).json().status).toBe('OR03');
    await expect.poll(() => settlement(a)).toEqual({ paidMoves: 1, attempts: ['PAID'], captured: true });
  });

  it('keeps an approved, unconfirmed payment when the instance restarts', async () => {
    const before = await start();
    const { member, code, approveUrl } = await openSandboxOrder(before);
    await answerSandbox(before, approveUrl, true);
    await before.app.close();
    const after = await start({}, {}, before);
    expect((await after.get(new URL(approveUrl).pathname)).body).toContain('already approved');
    expect((await confirmPayment(after, member, code)).json().status).toBe('OR03');
    await expect.poll(() => settlement(after)).toEqual({ paidMoves: 1, attempts: ['PAID'], captured: true });
  });

  it('settles once when approvals and confirmations race across both instances', async () => {
    const a = await start();
    const b = await start({}, {}, a);
    const { member, code, approveUrl } = await openSandboxOrder(a);
    const path = new URL(approveUrl).pathname;
    const origin = a.app.appContext.config.publicUrl;
    const approve = (t: TestApp) =>
      t.inject({
        method: 'POST',
        url: `${path}/approve`,
        headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => {
        const t = i % 2 ? b : a;
        return i % 4 < 2 ? approve(t) : confirmPayment(t, member, code);
      }),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBeLessThan(500);
    expect((await confirmPayment(b, member, code)).json().status).toBe('OR03');
    await expect.poll(() => settlement(a)).toEqual({ paidMoves: 1, attempts: ['PAID'], captured: true });
  });
});
