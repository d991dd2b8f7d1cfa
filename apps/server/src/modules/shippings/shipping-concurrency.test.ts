import { feeLines, paymentAttempts } from '@fanship/db/payment-schema';
import { requests } from '@fanship/db/request-schema';
import { packages } from '@fanship/db/warehouse-schema';
import { repackingMessages } from '@fanship/domain/warehouse/repacking';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApps, type TestApp, type TestMember } from '../../test/app.ts';
import { balanceAndLedgerSum } from '../../test/credit.ts';
import { givePackage, heldLinksOf, packageStatusOf } from '../../test/packages.ts';
import { answerSandbox, confirmPayment, giveCredit, memberId } from '../../test/payments.ts';
import { postRepacking, repackingBody } from '../../test/repackings.ts';
import { expectRefused } from '../../test/requests.ts';
import { shipping } from '../../test/shippings.ts';

const { start } = setupTestApps();

// These matter on PostgreSQL, where the requests really run at once (run them there with TEST_DATABASE_URL); PGlite
// has one connection and serialises them.
describe('shippings under concurrency', () => {
  it('of 10 shippings asked at once for one box, exactly one holds it', async () => {
    const t = await start();
    const { member } = await shipping.withRateCards(t);
    const box = await shipping.giveBox(t, member);
    const carriers = ['EMS', 'DHL', 'FEDEX', 'KP', 'EMS', 'DHL', 'FEDEX', 'KP', 'EMS', 'DHL'];
    const answers = await Promise.all(
      carriers.map((carrier) =>
        shipping.post(t, member, shipping.body(box.code, { requestedCarrier: carrier })),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code !== 200)).toEqual(Array(9).fill(409));
    expect(await heldLinksOf(t, box.id)).toHaveLength(1);
    expect(await t.database.db.select().from(requests).where(eq(requests.kind, 'shipping'))).toHaveLength(1);
  });

  it('of shippings and repackings asked at once for one box, exactly one takes it', async () => {
    const t = await start();
    const { member } = await shipping.withRateCards(t);
    const box = await shipping.giveBox(t, member, 5000);
    const resources = await Promise.all(Array.from({ length: 5 }, () => givePackage(t, member)));
    const answers = await Promise.all([
      ...resources.map((resource) => postRepacking(t, member, repackingBody(box.code, [resource.code]))),
      ...resources.map(() => shipping.post(t, member, shipping.body(box.code))),
    ]);
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code !== 200)).toEqual(Array(9).fill(409));
  });

  it('a repacking racing the shipping’s payment: the payment wins, and the box is never repacked once paid', async () => {
    const t = await start();
    const { member } = await shipping.withRateCards(t);
    const box = await shipping.giveBox(t, member, 5000);
    const code = await shipping.request(t, member, shipping.body(box.code));
    const total = (await shipping.page(t, member, code)).json().totalKrw;
    await giveCredit(t, member, total);
    const resources = await Promise.all(Array.from({ length: 5 }, () => givePackage(t, member)));
    const [payment, ...repackings] = await Promise.all([
      shipping.order(t, member, [code], 'CREDIT', total),
      ...resources.map((resource) => postRepacking(t, member, repackingBody(box.code, [resource.code]))),
    ]);
    expect(payment!.statusCode, payment!.body).toBe(200);
    expect(payment!.json().status).toBe('OR03');
    // Refused whether the shipping still held the box unpaid or the box had left the locker.
    expect(repackings.map((answer) => answer.statusCode)).toEqual(Array(5).fill(409));
    expect(await packageStatusOf(t, box.code)).toBe('SHIPPING');
    for (const resource of resources) expect(await packageStatusOf(t, resource.code)).toBe('ARRIVED');
  });
});

describe('repacking a box whose shipping payment started', () => {
  it('is refused once a deposit awaits confirmation (SCSH02), with the repacking’s message', async () => {
    const t = await start();
    const { member } = await shipping.withRateCards(t);
    const box = await shipping.giveBox(t, member, 5000);
    const code = await shipping.request(t, member, shipping.body(box.code));
    const order = (await shipping.order(t, member, [code], 'WISE')).json();
    const deposit = await t.post(
      `/api/orders/${order.code}/deposit`,
      { paymentMethod: 'WISE', referenceCode: '#123456789', amount: order.totalAmountUsd },
      member.cookie,
    );
    expect(deposit.statusCode, deposit.body).toBe(200);
    expect((await shipping.page(t, member, code)).json().status).toBe('SCSH02');
    const resource = await givePackage(t, member);
    expectRefused(
      await postRepacking(t, member, repackingBody(box.code, [resource.code])),
      400,
      repackingMessages.shippingPaid(box.code),
    );
  });
});

describe('cancelling a shipping while it is being paid', () => {
  it('cancels racing a credit payment: paid with every cancel refused, or cancelled with the payment refused, never both', async () => {
    await creditPaymentRaces(
      'KP',
      ({ t, member, code }) => Promise.all(Array.from({ length: 3 }, () => shipping.cancel(t, member, code))),
      async ({ t, member, box, parents, code }, payment, cancels) => {
        const statuses = [payment, ...cancels].map((answer) => answer.statusCode);
        expect(
          statuses.every((status) => status < 500),
          statuses.join(),
        ).toBe(true);
        const status = (await shipping.page(t, member, code)).json().status;
        const fees = await lineageFees(t, box, parents);
        if (payment.statusCode === 200) {
          expect(payment.json().status).toBe('OR03');
          expect(status).toBe('SCSH03');
          expect(cancels.map((answer) => answer.statusCode)).toEqual(Array(3).fill(409));
          expect(fees.map((fee) => fee.status)).toEqual(fees.map(() => 'PAID'));
          expect(await packageStatusOf(t, box)).toBe('SHIPPING');
          return true;
        }
        expect(status).toBe('SCSH09');
        expect(cancels.filter((answer) => answer.statusCode === 204)).toHaveLength(1);
        expect(fees.filter((fee) => fee.status === 'PAID')).toEqual([]);
        // The fees other services accrued wait for the box's next shipping; only the carrier's line is cancelled.
        expect(
          fees
            .filter((fee) => fee.status === 'UNPAID')
            .map((fee) => fee.kind)
            .sort(),
        ).toEqual(['PACKING', 'UNBOXING']);
        expect(await packageStatusOf(t, box)).toBe('ARRIVED');
        return false;
      },
    );
  });

  it('cancels racing the confirmation of an approved card payment: paid and kept, or cancelled with nothing captured', async () => {
    const t = await start();
    const { staff, member } = await shipping.withRateCards(t);
    // The cancels start a little later each round, so that both outcomes happen.
    for (const delayMs of [0, 2, 5, 10, 20, 40]) {
      const { box, parents, code } = await requestedBox(t, staff, member, 'KP');
      const order = await shipping.order(t, member, [code], 'CARD');
      expect(order.statusCode, order.body).toBe(200);
      const { code: orderCode, payment } = order.json();
      await answerSandbox(t, payment.approveUrl, true);
      const later = after(delayMs);
      const answers = await Promise.all([
        ...Array.from({ length: 3 }, () => confirmPayment(t, member, orderCode)),
        ...Array.from({ length: 3 }, () => later.then(() => shipping.cancel(t, member, code))),
      ]);
      const statuses = answers.map((answer) => answer.statusCode);
      expect(
        statuses.every((status) => status < 500),
        statuses.join(),
      ).toBe(true);
      const cancels = answers.slice(3);
      const status = (await shipping.page(t, member, code)).json().status;
      const [boxRow] = await t.database.db.select().from(packages).where(eq(packages.code, box));
      const [orderRow] = await t.database.db.select().from(requests).where(eq(requests.code, orderCode));
      const fees = await t.database.db
        .select()
        .from(feeLines)
        .where(inArray(feeLines.packageId, [boxRow!.id, ...parents.map((pkg) => pkg.id)]));
      const captured = await t.database.db
        .select()
        .from(paymentAttempts)
        .where(and(eq(paymentAttempts.orderRequestId, orderRow!.id), eq(paymentAttempts.status, 'PAID')));
      if (status === 'SCSH03') {
        expect(cancels.map((answer) => answer.statusCode)).toEqual(Array(3).fill(409));
        expect(fees.map((fee) => fee.status)).toEqual(fees.map(() => 'PAID'));
        expect(await packageStatusOf(t, box)).toBe('SHIPPING');
      } else {
        expect(status).toBe('SCSH09');
        expect(cancels.filter((answer) => answer.statusCode === 204)).toHaveLength(1);
        expect(captured).toEqual([]);
        expect(fees.filter((fee) => fee.status === 'PAID')).toEqual([]);
        expect((await confirmPayment(t, member, orderCode)).json().status).not.toBe('OR03');
        expect(await packageStatusOf(t, box)).toBe('ARRIVED');
      }
    }
  });

  it('an edit changing the carrier racing a credit payment: what is paid is the carrier the shipping keeps, to the won', async () => {
    await creditPaymentRaces(
      'EMS',
      ({ t, member, box, code }) =>
        shipping.edit(t, member, code, shipping.body(box, { requestedCarrier: 'DHL' })),
      async ({ t, member, box, parents, code, total }, payment, edit) => {
        expect([payment.statusCode, edit.statusCode].every((status) => status < 500)).toBe(true);
        const page = (await shipping.page(t, member, code)).json();
        const fees = await lineageFees(t, box, parents);
        const paid = fees.filter((fee) => fee.status === 'PAID');
        if (page.status === 'SCSH03') {
          // Paid before the edit: the edit is refused and the carrier paid for is the one kept.
          expect(payment.statusCode, payment.body).toBe(200);
          expect(edit.statusCode).toBe(409);
          expect(page.carrier).toBe('EMS');
          expect(paid.reduce((sum, fee) => sum + fee.amountKrw, 0)).toBe(total);
          expect(paid.filter((fee) => fee.kind === 'SHIPPING').map((fee) => fee.name)).toEqual([
            'Shipping (EMS)',
          ]);
          return true;
        }
        // Edited first: nothing paid at the old price, the new carrier's line unpaid.
        expect(edit.statusCode, edit.body).toBe(200);
        expect(page).toMatchObject({ status: 'SCSH01', carrier: 'DHL' });
        expect(paid).toEqual([]);
        expect(
          fees.filter((fee) => fee.kind === 'SHIPPING' && fee.status === 'UNPAID').map((fee) => fee.name),
        ).toEqual(['Shipping (DHL)']);
        return false;
      },
    );
  });
});

/** A packed box of the member's asked to ship by `carrier`: the box, its packages, the shipping's code and total. */
async function requestedBox(t: TestApp, staff: TestMember, member: TestMember, carrier: string) {
  const { box, parents } = await shipping.packedBox(t, staff, member);
  const code = await shipping.request(t, member, shipping.body(box, { requestedCarrier: carrier }));
  const total = (await shipping.page(t, member, code)).json().totalKrw as number;
  return { box, parents, code, total };
}

/** The fee lines accrued on a box and on the packages packed into it. */
async function lineageFees(t: TestApp, box: string, parents: readonly { id: number }[]) {
  const [boxRow] = await t.database.db.select().from(packages).where(eq(packages.code, box));
  return t.database.db
    .select()
    .from(feeLines)
    .where(inArray(feeLines.packageId, [boxRow!.id, ...parents.map((pkg) => pkg.id)]));
}

/** Resolves `ms` milliseconds on: the later side of a race starts then, so that every round ends another way. */
const after = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Answer = Awaited<ReturnType<TestApp['inject']>>;
type Round = Awaited<ReturnType<typeof requestedBox>> & { t: TestApp; member: TestMember };

/**
 * Rounds of a member's credit payment of a newly asked shipping (by `carrier`) racing `race`, started a little later
 * each round so that both outcomes happen; `check` reads a round's outcome and answers whether it was paid. The
 * credit ledger must agree with the balance, short of exactly what was paid, after every round.
 */
async function creditPaymentRaces<A>(
  carrier: string,
  race: (round: Round) => Promise<A>,
  check: (round: Round, payment: Answer, answer: A) => Promise<boolean>,
) {
  const t = await start();
  const { staff, member } = await shipping.withRateCards(t);
  const id = await memberId(t, member);
  let expectedBalance = 0;
  for (const delayMs of [0, 5, 10, 20, 40, 80]) {
    const round: Round = { t, member, ...(await requestedBox(t, staff, member, carrier)) };
    await giveCredit(t, member, round.total);
    expectedBalance += round.total;
    const [payment, answer] = await Promise.all([
      shipping.order(t, member, [round.code], 'CREDIT', round.total),
      after(delayMs).then(() => race(round)),
    ]);
    if (await check(round, payment, answer)) expectedBalance -= round.total;
    expect(await balanceAndLedgerSum(t, id)).toEqual({
      balance: expectedBalance,
      ledgerSum: expectedBalance,
    });
  }
}
