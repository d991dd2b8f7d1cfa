import { orders } from '@fanship/db/payment-schema';
import { requestHistory, requests } from '@fanship/db/request-schema';
import { usdAmountMessages } from '@fanship/domain/payments/usd-amount';
import { formatUsdCents } from '@fanship/domain/pricing/money';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoWiseAccount } from '../../adapters/payments/wise/wise-account-config.ts';
import { loadConfig } from '../../config.ts';
import { setupTestApps, type TestApp, type TestMember } from '../../test/app.ts';
import { createOfmRequest, requestOrder } from '../../test/payments.ts';
import { createMemberWithRole } from '../../test/roles.ts';

const { start } = setupTestApps();

type Order = { code: string; totalAmountUsd: number };

async function wiseOrder(t: TestApp, member: TestMember): Promise<Order> {
  const code = await createOfmRequest(t, member);
  const response = await requestOrder(t, member, [code], 'WISE');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Order>();
}

const deposit = (t: TestApp, member: TestMember, order: Order, amount: unknown) =>
  t.post(
    `/api/orders/${order.code}/deposit`,
    { paymentMethod: 'WISE', referenceCode: '#123456789', amount },
    member.cookie,
  );

const confirm = (t: TestApp, staff: TestMember, order: Order, payload: object) =>
  t.post(`/api/staff/orders/${order.code}/confirm-deposit`, payload, staff.cookie);

describe('Wise deposit amounts (issue 20, point 5)', () => {
  it('refuses a fraction of a cent or nothing at all, with a clear message, and changes nothing', async () => {
    const t = await start();
    const member = await t.createMember();
    const order = await wiseOrder(t, member);
    const cases: [unknown, string][] = [
      [0.001, usdAmountMessages.fractionOfCent],
      ['12.345', usdAmountMessages.fractionOfCent],
      [0, usdAmountMessages.notPositive],
      ['0.00', usdAmountMessages.notPositive],
      [-5, usdAmountMessages.notPositive],
      ['abc', usdAmountMessages.invalid],
    ];
    for (const [amount, message] of cases) {
      const refused = await deposit(t, member, order, amount);
      expect(refused.statusCode, `${amount}: ${refused.body}`).toBe(400);
      expect(refused.json().fieldErrors).toEqual({ amount: message });
    }
    const current = await t.get(`/api/orders/${order.code}`, member.cookie);
    expect(current.json()).toMatchObject({ status: 'OR01', deposit: null });
    const sent = await deposit(t, member, order, '1,234.5');
    expect(sent.json()).toMatchObject({ status: 'OR02', deposit: { amountCents: 123_450 } });
  });

  it('staff confirming a deposit that differs say what they do with the difference; what arrived is recorded', async () => {
    const t = await start();
    const member = await t.createMember();
    const staff = await createMemberWithRole(t, 'staff');
    const order = await wiseOrder(t, member);
    const expected = order.totalAmountUsd;
    await deposit(t, member, order, (expected - 150) / 100);
    const received = (expected - 150) / 100;

    const silent = await confirm(t, staff, order, { receivedAmount: received });
    expect(silent.statusCode).toBe(400);
    const why = `${formatUsdCents(expected - 150)} received for an invoice of ${formatUsdCents(expected)} ($1.50 less than the invoice): say what is done with the difference.`;
    expect(silent.json().fieldErrors).toEqual({ reason: why });
    expect(
      (await confirm(t, staff, order, { receivedAmount: 0.001, reason: 'x' })).json().fieldErrors,
    ).toEqual({
      receivedAmount: usdAmountMessages.fractionOfCent,
    });
    expect((await confirm(t, staff, order, {})).json().fieldErrors).toEqual({
      receivedAmount: usdAmountMessages.required,
    });

    const confirmed = await confirm(t, staff, order, {
      receivedAmount: received,
      reason: 'The member pays the rest with the next invoice.',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'OR03', paidAmount: expected - 150 });
    const [paid] = await t.database.db
      .select()
      .from(requestHistory)
      .where(eq(requestHistory.toStatus, 'OR03'));
    expect(paid?.reason).toBe(
      `Received ${formatUsdCents(expected - 150)} for ${formatUsdCents(expected)} ($1.50 less than the invoice): The member pays the rest with the next invoice.`,
    );
    const invoice = await t.get(`/api/orders/${order.code}`, member.cookie);
    expect(invoice.json().paidAmount).toBe(expected - 150);
  });

  it('an invoice confirmed with half its deposit refunds at most what arrived, by any path', async () => {
    const t = await start();
    const member = await t.createMember();
    const staff = await createMemberWithRole(t, 'staff');
    const order = await wiseOrder(t, member);
    const half = Math.floor(order.totalAmountUsd / 2);
    await deposit(t, member, order, half / 100);
    const confirmed = await confirm(t, staff, order, {
      receivedAmount: half / 100,
      reason: 'The rest follows.',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(orders)
      .innerJoin(requests, eq(requests.id, orders.requestId));
    const details = row?.orders;
    if (!details) throw new Error('no order');
    // No credit redeemed: what arrived is the invoice's won in proportion to the dollars received.
    const arrivedKrw = Math.floor((details.amountKrw * half) / details.amountUsdCents);
    const staffView = await t.get(`/api/staff/requests/order/${order.code}`, staff.cookie);
    expect(staffView.json().refundableKrw).toBe(arrivedKrw);

    const refund = (amount: number) =>
      t.post(
        `/api/staff/orders/${order.code}/refund-to-credit`,
        { amount, reason: 'Cancelled by the shop.' },
        staff.cookie,
      );
    expect((await refund(details.totalAmountKrw)).statusCode).toBe(400);
    expect((await refund(arrivedKrw + 1)).statusCode).toBe(400);
    expect((await refund(arrivedKrw)).statusCode).toBe(200);
  });

  it('a deposit reported wrong but received in full needs no reason: what arrived is what counts', async () => {
    const t = await start();
    const member = await t.createMember();
    const staff = await createMemberWithRole(t, 'staff');
    const order = await wiseOrder(t, member);
    await deposit(t, member, order, 1);
    const confirmed = await confirm(t, staff, order, { receivedAmount: order.totalAmountUsd / 100 });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'OR03', paidAmount: order.totalAmountUsd });
  });
});

describe('the Wise account to send to (issue 20, point 14)', () => {
  it('is served to members (the demo account outside production), not to visitors', async () => {
    const t = await start();
    const member = await t.createMember();
    const answer = await t.get('/api/payments/wise-account', member.cookie);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual(demoWiseAccount);
    expect((await t.get('/api/payments/wise-account')).statusCode).toBe(401);
  });

  it('configured, it is that account; with none in production, bank transfer is not offered', async () => {
    const configured = loadConfig({
      NODE_ENV: 'production',
      WISE_ACCOUNT_HOLDER: 'Fanship Co., Ltd.',
      WISE_BANK_NAME: 'Community Federal Savings Bank',
      WISE_ACCOUNT_NUMBER: '8310123456',
      WISE_ROUTING_NUMBER: '026073150',
      WISE_SWIFT_CODE: 'cmfgus33',
    });
    expect(configured.payments.wise).toMatchObject({ swiftCode: 'CMFGUS33', iban: null, currency: 'USD' });
    const t = await start({
      payments: { ...loadConfig({ NODE_ENV: 'production' }).payments, provider: 'sandbox' },
    });
    const member = await t.createMember();
    const code = await createOfmRequest(t, member);
    const refused = await requestOrder(t, member, [code], 'WISE');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This payment method is not available for this invoice.');
    expect((await t.get('/api/payments/wise-account', member.cookie)).statusCode).toBe(404);
  });

  it('checks the variables at start-up, naming the one at fault', () => {
    expect(() => loadConfig({ WISE_ACCOUNT_HOLDER: 'Fanship' })).toThrow(
      'Invalid configuration: WISE_BANK_NAME is required with the other WISE_ variables',
    );
    expect(() => loadConfig({ WISE_ACCOUNT_HOLDER: 'Fanship', WISE_BANK_NAME: 'Bank' })).toThrow(
      'WISE_ACCOUNT_NUMBER or WISE_IBAN is required with the other WISE_ variables',
    );
    expect(() => loadConfig({ WISE_ROUTING_NUMBER: '12345' })).toThrow(
      "Invalid configuration: WISE_ROUTING_NUMBER must be 9 digits (an ACH routing number) (got '12345')",
    );
    expect(() => loadConfig({ WISE_SWIFT_CODE: 'NOPE' })).toThrow(
      /WISE_SWIFT_CODE must be a SWIFT\/BIC code/,
    );
    expect(
      loadConfig({ WISE_ACCOUNT_HOLDER: 'F', WISE_BANK_NAME: 'B', WISE_IBAN: 'gb33 bukb 2020 1555 5555 55' })
        .payments.wise?.iban,
    ).toBe('GB33BUKB20201555555555');
  });
});
