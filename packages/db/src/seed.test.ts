import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addresses, members } from './schema.ts';
import { seedDemoData } from './seed.ts';
import { useTestDatabases } from './test/test-databases.ts';

describe('seedDemoData', () => {
  const createDatabase = useTestDatabases();

  it('creates the demo member, staff and admin once, however often it runs', async () => {
    const { db } = await createDatabase();
    const hashPassword = async (password: string) => `test$${password}`;
    await seedDemoData(db, { hashPassword });
    await seedDemoData(db, { hashPassword });
    const rows = await db
      .select({ code: members.code, role: members.role, passwordHash: members.passwordHash })
      .from(members)
      .orderBy(members.id);
    expect(rows).toEqual([
      { code: 'DEMO001', role: 'member', passwordHash: 'test$Demo1234!' },
      { code: 'STAFF01', role: 'staff', passwordHash: 'test$Staff1234!' },
      { code: 'ADMIN01', role: 'admin', passwordHash: 'test$Admin1234!' },
    ]);
    const [count] = await db.select({ count: sql<number>`count(*)::int` }).from(addresses);
    expect(count?.count).toBe(1);
  });
});
