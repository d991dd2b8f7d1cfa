import { members } from '@fanship/db/schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApps } from '../../test/app.ts';
import { createOfmRequest, giveCredit, requestOrder } from '../../test/payments.ts';
import { invitedMember, referralCodeOf, referralEntries } from '../../test/referrals.ts';

const { start } = setupTestApps();

// Decision 028. These matter on PostgreSQL (the CI runs the integration suite there with TEST_DATABASE_URL), where
// the requests really run at once; PGlite has one connection and serialises them.
describe('referrals under concurrency', () => {
  it('20 parallel code requests by one member: one code, answered to all', async () => {
    const t = await start();
    const member = await t.createMember();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => t.post('/api/me/create-referral-code', undefined, member.cookie)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    const codes = new Set(answers.map((answer) => answer.json().referralCode));
    expect(codes.size).toBe(1);
    const [row] = await t.database.db.select().from(members).where(eq(members.code, member.code));
    expect(codes).toEqual(new Set([row!.referralCode]));
  });

  it("10 of the friend's orders paid at once: the inviter is rewarded exactly once", async () => {
    const t = await start();
    const inviter = await t.createMember();
    const friend = await invitedMember(t, await referralCodeOf(t, inviter));
    const codes = [];
    for (let index = 0; index < 10; index++) codes.push(await createOfmRequest(t, friend));
    const charge = (await t.get('/api/charges', friend.cookie)).json()[0].amount;
    await giveCredit(t, friend, charge * 10);
    const answers = await Promise.all(codes.map((code) => requestOrder(t, friend, [code], 'CREDIT', charge)));
    expect(answers.map((answer) => answer.json().status)).toEqual(Array(10).fill('OR03'));
    expect(await referralEntries(t, inviter)).toMatchObject([{ transactionType: 'E', amountKrw: 3_500 }]);
    expect((await t.get('/api/me', inviter.cookie)).json().creditAmount).toBe(3_500);
  });
});
