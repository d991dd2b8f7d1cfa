import { creditEntries } from '@fanship/db/payment-schema';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { type TestApp, type TestMember, uniqueEmail } from './app.ts';
import { memberIdOf } from './credit.ts';

/** A member's referral code, made by POST /api/me/create-referral-code. */
export async function referralCodeOf(t: TestApp, member: TestMember): Promise<string> {
  const response = await t.post('/api/me/create-referral-code', undefined, member.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ referralCode: string }>().referralCode;
}

/** Signs a new member up with the friend's `referralCode`; answers the raw response and the sign-in fields. */
export async function signUpWith(t: TestApp, referralCode: string) {
  const email = uniqueEmail('friend');
  const verificationCode = await t.sendCode(email);
  const response = await t.post('/api/auth/sign-up', {
    firstName: 'Invited',
    lastName: 'Friend',
    email,
    password: 'Secret12!',
    countryCode: 'US',
    verificationCode,
    referralCode,
  });
  return { response, email, password: 'Secret12!' };
}

/** A member signed up and signed in with the friend's code. */
export async function invitedMember(t: TestApp, referralCode: string): Promise<TestMember> {
  const { response, email, password } = await signUpWith(t, referralCode);
  expect(response.statusCode, response.body).toBe(201);
  const { code } = response.json<{ code: string }>();
  return {
    code,
    email,
    password,
    firstName: 'Invited',
    lastName: 'Friend',
    cookie: await t.signIn(code, password),
  };
}

/** The member's REFERRAL earn entries in the ledger. */
export async function referralEntries(t: TestApp, member: TestMember) {
  const id = await memberIdOf(t, member.code);
  return t.database.db
    .select()
    .from(creditEntries)
    .where(and(eq(creditEntries.memberId, id), eq(creditEntries.category, 'REFERRAL')));
}
