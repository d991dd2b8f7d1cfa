import { members } from '@fanship/db/schema';
import { eq } from 'drizzle-orm';
import type { TestApp, TestMember } from './app.ts';

/** Signs up a member, gives them the staff or admin role and signs them in. */
export async function createMemberWithRole(t: TestApp, role: 'staff' | 'admin'): Promise<TestMember> {
  const member = await t.signUp({ firstName: role === 'admin' ? 'Admin' : 'Staff', lastName: 'Person' });
  await t.database.db.update(members).set({ role }).where(eq(members.code, member.code));
  return { ...member, cookie: await t.signIn(member.code, member.password) };
}
