import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { members } from './schema.ts';
import { createTestDatabaseFactory, type TestDatabaseFactory } from './testing.ts';
import type {} from './testing-global-setup.ts';

describe('test database factory', () => {
  let factory: TestDatabaseFactory;
  beforeAll(async () => {
    factory = await createTestDatabaseFactory(process.env.TEST_DATABASE_URL, inject('testDatabaseTemplate'));
  });
  afterAll(async () => {
    await factory.dispose();
  });

  it('gives each test an isolated, migrated database', async () => {
    const first = await factory.create();
    const second = await factory.create();
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
    const handle = await factory.create();
    const row = { firstName: 'A', lastName: 'B', countryCode: 'US', passwordHash: 'x' };
    await handle.db.insert(members).values({ ...row, code: 'AAA1111', email: 'Fan@Example.com' });
    await expect(
      handle.db.insert(members).values({ ...row, code: 'BBB2222', email: 'fan@example.com' }),
    ).rejects.toThrow();
  });
});
