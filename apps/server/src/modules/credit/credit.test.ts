import { creditEntries } from '@fanship/db/payment-schema';
import { mailOutbox } from '@fanship/db/schema';
import type { CreditAdjustmentResult, CreditHistoryPage } from '@fanship/domain/payments/credit-contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApps, type TestApp, type TestMember } from '../../test/app.ts';
import { balanceAndLedgerSum, memberIdOf, writeEntry } from '../../test/credit.ts';
import { createMemberWithRole } from '../../test/roles.ts';

const { start } = setupTestApps();

async function history(t: TestApp, member: TestMember, search = '') {
  const response = await t.get(`/api/me/credit-history${search}`, member.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as CreditHistoryPage;
}

function adjust(t: TestApp, staff: TestMember, code: string, payload: Record<string, unknown>) {
  return t.post(`/api/staff/members/${code}/credit`, payload, staff.cookie);
}

describe('credit history', () => {
  it('pages the member’s own entries newest first, with the balance', async () => {
    const t = await start();
    const minji = await t.createMember();
    const other = await t.createMember();
    const minjiId = await memberIdOf(t, minji.code);
    for (let index = 1; index <= 12; index++) {
      await writeEntry(t, minjiId, { amountKrw: index * 100, reason: `Prize ${index}` });
      t.clock.advance(60);
    }
    await writeEntry(t, minjiId, {
      transactionType: 'R',
      category: 'ORDER_PAYMENT',
      amountKrw: 300,
      sourceCode: 'OR1',
    });
    await writeEntry(t, await memberIdOf(t, other.code), { amountKrw: 9_999, reason: 'Not Minji’s' });

    const first = await history(t, minji, '?page=1&size=5');
    expect(first).toMatchObject({ currentPage: 1, totalPages: 3, totalElements: 13, balance: 7_800 - 300 });
    expect(first.content).toHaveLength(5);
    expect(first.content[0]).toEqual({
      id: expect.any(Number),
      transactionType: 'R',
      type: 'ORDER_PAYMENT',
      value: 300,
      reason: 'Roulette prize',
      sourceCode: 'OR1',
      description: null,
      createdAt: '2026-03-01T09:12:00.000Z',
    });
    expect(first.content.slice(1).map((entry) => entry.reason)).toEqual([
      'Prize 12',
      'Prize 11',
      'Prize 10',
      'Prize 9',
    ]);
    const last = await history(t, minji, '?page=3&size=5');
    expect(last.content.map((entry) => entry.reason)).toEqual(['Prize 3', 'Prize 2', 'Prize 1']);
    expect((await history(t, minji)).content).toHaveLength(10);

    const otherPage = await history(t, other);
    expect(otherPage).toMatchObject({ totalElements: 1, totalPages: 1, balance: 9_999 });
    expect(otherPage.content.map((entry) => entry.reason)).toEqual(['Not Minji’s']);
  });

  it('answers an empty first page and a zero balance to a member without credit', async () => {
    const t = await start();
    const member = await t.createMember();
    expect(await history(t, member)).toEqual({
      content: [],
      currentPage: 1,
      totalPages: 1,
      totalElements: 0,
      balance: 0,
    });
  });

  it('answers 401 to visitors and 400 to a bad page', async () => {
    const t = await start();
    const visitor = await t.get('/api/me/credit-history');
    expect(visitor.statusCode).toBe(401);
    const member = await t.createMember();
    const bad = await t.get('/api/me/credit-history?page=0', member.cookie);
    expect(bad.statusCode).toBe(400);
    const tooBig = await t.get('/api/me/credit-history?size=51', member.cookie);
    expect(tooBig.statusCode).toBe(400);
  });
});

describe('credit balance on the member', () => {
  it('is the ledger’s balance on /api/me, the session check and the sign-in answer', async () => {
    const t = await start();
    const member = await t.createMember();
    const me = async () => (await t.get('/api/me', member.cookie)).json();
    expect((await me()).creditAmount).toBe(0);
    const id = await memberIdOf(t, member.code);
    await writeEntry(t, id, { amountKrw: 5_000 });
    await writeEntry(t, id, {
      transactionType: 'R',
      category: 'ORDER_PAYMENT',
      amountKrw: 1_500,
      sourceCode: 'OR2',
    });
    expect((await me()).creditAmount).toBe(3_500);
    const session = await t.get('/api/auth/session', member.cookie);
    expect(session.json().member.creditAmount).toBe(3_500);
    const signIn = await t.post('/api/auth/sign-in', { username: member.code, password: member.password });
    expect(signIn.json().creditAmount).toBe(3_500);
  });
});

describe('ledger writes', () => {
  it('writes an entry with the same source, category and type once', async () => {
    const t = await start();
    const member = await t.createMember();
    const id = await memberIdOf(t, member.code);
    const refund = { category: 'OFM_REFUND' as const, amountKrw: 4_000, sourceCode: 'OF2603010001' };
    const first = await writeEntry(t, id, refund);
    expect(first).toMatchObject({ written: true, balanceKrw: 4_000, entry: { amountKrw: 4_000 } });
    const again = await writeEntry(t, id, refund);
    expect(again).toEqual({ written: false, entry: null, balanceKrw: 4_000 });
    // The same source in another category, or the other way, is another entry.
    expect((await writeEntry(t, id, { ...refund, category: 'ORDER_REFUND' })).written).toBe(true);
    expect((await writeEntry(t, id, { ...refund, transactionType: 'R' })).written).toBe(true);
    const rows = await t.database.db.select().from(creditEntries).where(eq(creditEntries.memberId, id));
    expect(rows).toHaveLength(3);
    expect(await balanceAndLedgerSum(t, id)).toEqual({ balance: 4_000, ledgerSum: 4_000 });
  });

  it('refuses a redeem the balance does not cover and writes nothing', async () => {
    const t = await start();
    const member = await t.createMember();
    const id = await memberIdOf(t, member.code);
    await writeEntry(t, id, { amountKrw: 1_000 });
    await expect(
      writeEntry(t, id, {
        transactionType: 'R',
        category: 'ORDER_PAYMENT',
        amountKrw: 1_001,
        sourceCode: 'OR3',
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: 'The member has only ₩1,000 of credit.' });
    const rows = await t.database.db.select().from(creditEntries).where(eq(creditEntries.memberId, id));
    expect(rows).toHaveLength(1);
    expect(await balanceAndLedgerSum(t, id)).toEqual({ balance: 1_000, ledgerSum: 1_000 });
  });
});

describe('staff credit adjustments', () => {
  it('earns and redeems with a reason, written by the staff member, mailed to the member', async () => {
    const t = await start();
    const staff = await createMemberWithRole(t, 'staff');
    const member = await t.createMember();
    const earned = await adjust(t, staff, member.code.toLowerCase(), {
      transactionType: 'E',
      amount: 7_000,
      reason: '  Sorry for the late parcel ',
      description: 'Parcel OF2603010001 was a week late.',
    });
    expect(earned.statusCode, earned.body).toBe(200);
    expect(earned.json()).toEqual({
      entry: {
        id: expect.any(Number),
        transactionType: 'E',
        type: 'ADJUSTMENT',
        value: 7_000,
        reason: 'Sorry for the late parcel',
        sourceCode: null,
        description: 'Parcel OF2603010001 was a week late.',
        createdAt: '2026-03-01T09:00:00.000Z',
      },
      balance: 7_000,
    } satisfies CreditAdjustmentResult);
    const mail = await t.latestMailTo(member.email);
    expect(mail?.subject).toBe('Your Fanship credit has changed');
    expect(mail?.textBody).toContain('₩7,000 was added to your Fanship credit.');
    expect(mail?.textBody).toContain('Reason: Sorry for the late parcel');
    expect(mail?.textBody).toContain('Parcel OF2603010001 was a week late.');
    expect(mail?.textBody).toContain('Your credit is now ₩7,000.');
    expect(mail?.textBody).toContain('/profile/credit');

    const redeemed = await adjust(t, staff, member.code, {
      transactionType: 'R',
      amount: 2_500,
      reason: 'Mistake',
    });
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    expect(redeemed.json()).toMatchObject({
      entry: { transactionType: 'R', value: 2_500, description: null },
      balance: 4_500,
    });
    expect((await t.latestMailTo(member.email))?.textBody).toContain(
      '₩2,500 was taken from your Fanship credit.',
    );

    const rows = await t.database.db.select().from(creditEntries);
    const staffId = await memberIdOf(t, staff.code);
    expect(rows.map((row) => [row.category, row.createdByMemberId])).toEqual([
      ['ADJUSTMENT', staffId],
      ['ADJUSTMENT', staffId],
    ]);
    // The member sees both in their history and balance; staff see the same.
    const own = await history(t, member);
    expect(own.balance).toBe(4_500);
    expect(own.content.map((entry) => [entry.transactionType, entry.reason])).toEqual([
      ['R', 'Mistake'],
      ['E', 'Sorry for the late parcel'],
    ]);
    const staffView = await t.get(`/api/staff/members/${member.code}/credit-history?page=1`, staff.cookie);
    expect(staffView.statusCode).toBe(200);
    expect(staffView.json()).toEqual(own);
    const detail = await t.get(`/api/staff/members/${member.code}`, staff.cookie);
    expect(detail.json().creditAmount).toBe(4_500);
  });

  it('requires a reason and a whole amount, with the contract’s messages', async () => {
    const t = await start();
    const staff = await createMemberWithRole(t, 'staff');
    const member = await t.createMember();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ transactionType: 'E', amount: 1_000 }, { reason: 'Reason is required' }],
      [{ transactionType: 'E', amount: 1_000, reason: '   ' }, { reason: 'Reason is required' }],
      [
        { transactionType: 'E', amount: 1_000, reason: 'x'.repeat(201) },
        { reason: 'Reason is too long (max. 200)' },
      ],
      [{ transactionType: 'E', reason: 'Gift' }, { amount: 'Amount is required' }],
      [
        { transactionType: 'E', amount: 0, reason: 'Gift' },
        { amount: 'Amount must be a whole number of won from 1 to 10,000,000' },
      ],
      [
        { transactionType: 'E', amount: 10.5, reason: 'Gift' },
        { amount: 'Amount must be a whole number of won from 1 to 10,000,000' },
      ],
      [{ transactionType: 'X', amount: 1_000, reason: 'Gift' }, { transactionType: 'Choose earn or redeem' }],
    ];
    for (const [payload, fieldErrors] of cases) {
      const response = await adjust(t, staff, member.code, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().fieldErrors).toMatchObject(fieldErrors);
    }
    expect(await t.database.db.select().from(creditEntries)).toHaveLength(0);
  });

  it('refuses a redeem over the balance with the spec’s message, writing and mailing nothing', async () => {
    const t = await start();
    const staff = await createMemberWithRole(t, 'admin');
    const member = await t.createMember();
    await adjust(t, staff, member.code, { transactionType: 'E', amount: 3_000, reason: 'Gift' });
    const mailsBefore = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, member.email));
    const response = await adjust(t, staff, member.code, {
      transactionType: 'R',
      amount: 3_001,
      reason: 'Too much',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'CONFLICT', message: 'The member has only ₩3,000 of credit.' });
    const mailsAfter = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, member.email));
    expect(mailsAfter).toHaveLength(mailsBefore.length);
    expect(await t.database.db.select().from(creditEntries)).toHaveLength(1);
    const id = await memberIdOf(t, member.code);
    expect(await balanceAndLedgerSum(t, id)).toEqual({ balance: 3_000, ledgerSum: 3_000 });
  });

  it('answers 404 for an unknown member, and to visitors and members on the staff routes', async () => {
    const t = await start();
    const staff = await createMemberWithRole(t, 'staff');
    const member = await t.createMember();
    const notFound = { code: 'NOT_FOUND', message: 'Resource Not Found' };
    const body = { transactionType: 'E', amount: 1_000, reason: 'Gift' };
    const unknown = await adjust(t, staff, 'NOBODY', body);
    expect(unknown.statusCode).toBe(404);
    const unknownHistory = await t.get('/api/staff/members/NOBODY/credit-history', staff.cookie);
    expect(unknownHistory.statusCode).toBe(404);
    for (const cookie of [undefined, member.cookie]) {
      const post = await t.post(`/api/staff/members/${member.code}/credit`, body, cookie);
      expect(post.statusCode).toBe(404);
      expect(post.json()).toEqual(notFound);
      const get = await t.get(`/api/staff/members/${member.code}/credit-history`, cookie);
      expect(get.statusCode).toBe(404);
    }
    expect(await t.database.db.select().from(creditEntries)).toHaveLength(0);
  });
});
