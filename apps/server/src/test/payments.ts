import { members } from '@fanship/db/schema';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { writeCreditEntry } from '../modules/credit/index.ts';
import type { TestApp, TestMember } from './app.ts';

/** A member's own OFM request (ONLINE_REGULAR, one item); answers its code. */
export async function createOfmRequest(
  t: TestApp,
  member: TestMember,
  item: { unitPrice?: number; quantity?: number; name?: string } = {},
): Promise<string> {
  const response = await t.post(
    '/api/ofm-services',
    {
      type: 'ONLINE_REGULAR',
      shopName: 'Ktown4u',
      items: [
        {
          url: 'https://shop.example.kr/item/1',
          name: item.name ?? 'Mini album',
          unitPrice: item.unitPrice ?? 20_000,
          quantity: item.quantity ?? 1,
        },
      ],
    },
    member.cookie,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ code: string }>().code;
}

export async function memberId(t: TestApp, member: TestMember): Promise<number> {
  const [row] = await t.database.db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.code, member.code));
  if (!row) throw new Error(`No member ${member.code}`);
  return row.id;
}

/** Gives a member credit through the ledger (as a staff adjustment would). */
export async function giveCredit(t: TestApp, member: TestMember, amountKrw: number): Promise<void> {
  const id = await memberId(t, member);
  await t.database.db.transaction((tx) =>
    writeCreditEntry(tx, {
      memberId: id,
      transactionType: 'E',
      category: 'ADJUSTMENT',
      amountKrw,
      reason: 'Test credit',
      now: t.clock.now(),
    }),
  );
}

export const ofmTarget = (code: string) => ({ code, type: 'OFM' as const });

/** `POST /api/orders/request` for OFM targets (or of another payable `type`: SHIPPING). */
export function requestOrder(
  t: TestApp,
  member: TestMember,
  codes: string[],
  paymentMethod: 'CREDIT' | 'WISE' | 'PAYPAL' | 'CARD',
  creditRedeemAmount = 0,
  type: 'OFM' | 'SHIPPING' = 'OFM',
) {
  return t.post(
    '/api/orders/request',
    { targets: codes.map((code) => ({ code, type })), creditRedeemAmount, paymentMethod },
    member.cookie,
  );
}

/** Answers the sandbox's hosted page (approve or decline): where the browser is sent next. */
export async function answerSandbox(t: TestApp, approveUrl: string, approve: boolean): Promise<URL> {
  const path = new URL(approveUrl).pathname;
  const page = await t.get(path);
  expect(page.statusCode).toBe(200);
  // The page's policy makes its form posts carry the site's origin, which the same-origin check accepts.
  expect(page.headers['referrer-policy']).toBe('same-origin');
  const answer = await t.inject({
    method: 'POST',
    url: `${path}/${approve ? 'approve' : 'decline'}`,
    headers: {
      origin: t.app.appContext.config.publicUrl,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: '',
  });
  expect(answer.statusCode, answer.body).toBe(303);
  return new URL(String(answer.headers.location));
}

export function confirmPayment(t: TestApp, member: TestMember, code: string) {
  return t.post(`/api/orders/${code}/confirm-payment`, { code }, member.cookie);
}

/** Pays an OFM request awaiting payment through the sandbox card window, as a member would (SCOM01 → SCOM03). */
export async function payThroughSandbox(t: TestApp, member: TestMember, code: string): Promise<string> {
  const order = await requestOrder(t, member, [code], 'CARD');
  expect(order.statusCode, order.body).toBe(200);
  const { code: orderCode, payment } = order.json<{ code: string; payment: { approveUrl: string } }>();
  await answerSandbox(t, payment.approveUrl, true);
  const confirmed = await confirmPayment(t, member, orderCode);
  expect(confirmed.json().status).toBe('OR03');
  return orderCode;
}
