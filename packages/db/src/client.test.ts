import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members } from './schema.ts';
import { useTestDatabases } from './test/test-databases.ts';

describe('test database factory', () => {
  const createDatabase = useTestDatabases();

  it('gives each test an isolated, migrated database', async () => {
    const first = await createDatabase();
    const second = await createDatabase();
    await first.db.insert(members).values({
      code: 'ABC1234',
      email: 'a@example.com',
      firstName: 'A',
      lastName: 'B',
      countryCode: 'US',
      passwordHash: 'x',
    });
    const [inFirst] = await first.db.select({ count: sql<number>`count(*)::int` }).from(members);
    const [inSecond] = await second.db.select({ count: sql<number>`count(*)::int` }).from(members);
    expect(inFirst?.count).toBe(1);
    expect(inSecond?.count).toBe(0);
  });

  it('refuses a second account with the same email in another letter case', async () => {
    const handle = await createDatabase();
    const row = { firstName: 'A', lastName: 'B', countryCode: 'US', passwordHash: 'x' };
    await handle.db.insert(members).values({ ...row, code: 'AAA1111', email: 'Fan@Example.com' });
    await expect(
      handle.db.insert(members).values({ ...row, code: 'BBB2222', email: 'fan@example.com' }),
    ).rejects.toThrow();
  });
});
