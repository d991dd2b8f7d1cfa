import { members } from '@fanship/db/schema';
import { eq } from 'drizzle-orm';
import type { TestApp, TestMember } from './app.ts';

/** Signs up a member, gives them the staff or admin role and signs them in. */
export async function createMemberWithRole(t: TestApp, role: 'staff' | 'admin'): Promise<TestMember> {
  const member = await t.signUp({ firstName: role === 'admin' ? 'Admin' : 'Staff', lastName: 'Person' });
  await t.database.db.update(members).set({ role }).where(eq(members.code, member.code));
  return { ...member, cookie: await t.signIn(member.code, member.password) };
}

/** A staff member and a member on the app `t`, both signed in (the staff member first). */
export async function withStaffAndMember(
  t: TestApp,
  memberFields?: Parameters<TestApp['createMember']>[0],
): Promise<{ t: TestApp; staff: TestMember; member: TestMember }> {
  const staff = await createMemberWithRole(t, 'staff');
  return { t, staff, member: await t.createMember(memberFields) };
}

/** The session cookie of a fresh staff member. */
export async function staffCookie(t: TestApp): Promise<string> {
  return (await createMemberWithRole(t, 'staff')).cookie;
}
