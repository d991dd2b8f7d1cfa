import { describe, expect, it } from 'vitest';
import { setupTestApps } from '../../test/app.ts';
import { createOfmRequest, giveCredit, requestOrder } from '../../test/payments.ts';
import { invitedMember, referralCodeOf, referralEntries, signUpWith } from '../../test/referrals.ts';
import { staffCookie } from '../../test/roles.ts';

const { start } = setupTestApps();

describe('referral codes', () => {
  it('POST /me/create-referral-code makes the code once and answers it again after', async () => {
    const t = await start();
    const member = await t.createMember();
    const first = await referralCodeOf(t, member);
    expect(first).toMatch(/^[A-Z2-9]{8}$/);
    expect(await referralCodeOf(t, member)).toBe(first);
    expect(await referralCodeOf(t, await t.createMember())).not.toBe(first);
    expect((await t.post('/api/me/create-referral-code', undefined)).statusCode).toBe(401);
  });

  it('GET /me answers the referral code: null until it is made, then the code', async () => {
    const t = await start();
    const member = await t.createMember();
    expect((await t.get('/api/me', member.cookie)).json()).toMatchObject({ referralCode: null });
    const code = await referralCodeOf(t, member);
    expect((await t.get('/api/me', member.cookie)).json()).toMatchObject({ referralCode: code });
    expect((await t.get('/api/auth/session', member.cookie)).json().member.referralCode).toBe(code);
  });

  it('the check answers 200 for a code (any letter case) and 404 with the message for an unknown one', async () => {
    const t = await start();
    const code = await referralCodeOf(t, await t.createMember());
    expect((await t.get(`/api/auth/referral-codes/${code}`)).json()).toEqual({ valid: true });
    expect((await t.get(`/api/auth/referral-codes/${code.toLowerCase()}`)).statusCode).toBe(200);
    for (const unknown of ['NOSUCH22', 'A'.repeat(11)]) {
      const refused = await t.get(`/api/auth/referral-codes/${unknown}`);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe('Invalid referral code');
    }
  });

  it('GET /auth/referral-codes lists nobody', async () => {
    const t = await start();
    await referralCodeOf(t, await t.createMember());
    const response = await t.get('/api/auth/referral-codes');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ content: [] });
  });
});

describe('signing up with a referral code', () => {
  it('records the inviter and credits the friend 3,500 KRW (REFERRAL) at once', async () => {
    const t = await start();
    const inviter = await t.createMember();
    const friend = await invitedMember(t, (await referralCodeOf(t, inviter)).toLowerCase());
    expect((await t.get('/api/me', friend.cookie)).json().creditAmount).toBe(3_500);
    const entries = await referralEntries(t, friend);
    expect(entries).toMatchObject([{ transactionType: 'E', amountKrw: 3_500, category: 'REFERRAL' }]);
    expect(await referralEntries(t, inviter)).toEqual([]);
  });

  it('refuses an unknown code with 400 and creates no member; too long a code with its message', async () => {
    const t = await start();
    const { response, email } = await signUpWith(t, 'NOSUCH22');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Invalid referral code',
      fieldErrors: { referralCode: 'Invalid referral code' },
    });
    expect((await t.get(`/api/auth/validate-email?email=${encodeURIComponent(email)}`)).json()).toBe(true);
    const tooLong = await signUpWith(t, 'ABCDEFGHJKM');
    expect(tooLong.response.statusCode).toBe(400);
    expect(tooLong.response.json().fieldErrors).toEqual({
      referralCode: 'Referral code is too long (max. 10)',
    });
  });

  it('an empty code is no code', async () => {
    const t = await start();
    const { response } = await signUpWith(t, '  ');
    expect(response.statusCode, response.body).toBe(201);
  });
});

describe("the inviter's reward", () => {
  it("is 3,500 KRW when the friend's first order settles (credit only), and never again", async () => {
    const t = await start();
    const inviter = await t.createMember();
    const friend = await invitedMember(t, await referralCodeOf(t, inviter));
    await giveCredit(t, friend, 200_000);
    const first = await createOfmRequest(t, friend);
    expect(await referralEntries(t, inviter)).toEqual([]);
    const charge = (await t.get('/api/charges', friend.cookie)).json()[0].amount;
    const paid = await requestOrder(t, friend, [first], 'CREDIT', charge);
    expect(paid.json().status, paid.body).toBe('OR03');
    const second = await createOfmRequest(t, friend);
    expect((await requestOrder(t, friend, [second], 'CREDIT', charge)).json().status).toBe('OR03');
    const entries = await referralEntries(t, inviter);
    expect(entries).toMatchObject([{ transactionType: 'E', amountKrw: 3_500 }]);
    expect((await t.get('/api/me', inviter.cookie)).json().creditAmount).toBe(3_500);
  });
});

describe('the staff referral overview', () => {
  it('lists who invited whom with the rewards paid, searchable and paged; members get 404', async () => {
    const t = await start();
    const inviter = await t.createMember({ firstName: 'Hana', lastName: 'Inviter' });
    const code = await referralCodeOf(t, inviter);
    const friends = [await invitedMember(t, code), await invitedMember(t, code)];
    await t.createMember();
    const cookie = await staffCookie(t);
    const page = (await t.get('/api/staff/referrals?page=1&size=1', cookie)).json();
    expect(page).toMatchObject({ currentPage: 1, totalPages: 2, totalElements: 2 });
    expect(page.content[0]).toMatchObject({
      member: { code: friends[1]!.code, name: 'Invited Friend' },
      inviter: { code: inviter.code, name: 'Hana Inviter', referralCode: code },
      friendRewardKrw: 3_500,
      inviterRewardKrw: 0,
      inviterRewardedAt: null,
    });
    const byCode = (await t.get(`/api/staff/referrals?search=${code}`, cookie)).json();
    expect(byCode.totalElements).toBe(2);
    const byFriend = (await t.get(`/api/staff/referrals?search=${friends[0]!.code}`, cookie)).json();
    expect(byFriend.content.map((row: { member: { code: string } }) => row.member.code)).toEqual([
      friends[0]!.code,
    ]);
    expect((await t.get('/api/staff/referrals?search=nobody-at-all', cookie)).json().totalElements).toBe(0);
    expect((await t.get('/api/staff/referrals', inviter.cookie)).statusCode).toBe(404);
  });
});
