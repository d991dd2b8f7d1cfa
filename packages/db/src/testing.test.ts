import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DatabaseHandle } from './client.ts';
import { members } from './schema.ts';
import { createTestDatabaseFactory, type TestDatabaseFactory } from './testing.ts';
import type {} from './testing-global-setup.ts';

// A PGlite a test is done with is put back to the template's content and handed to the next test, instead of
// loading another (testing-pglite.ts): the next test must not see anything of the one before.
const onPglite = !process.env.TEST_DATABASE_URL;
const member = (code: string) => ({
  code,
  email: `${code.toLowerCase()}@example.com`,
  firstName: 'A',
  lastName: 'B',
  countryCode: 'US',
  passwordHash: 'x',
});
const pgliteOf = (handle: DatabaseHandle) => (handle.db as unknown as { $client: unknown }).$client;
const count = async (handle: DatabaseHandle) =>
  (await handle.db.select({ count: sql<number>`count(*)::int` }).from(members))[0]?.count;

describe.skipIf(!onPglite)('PGlite test databases handed on from test to test', () => {
  let factory: TestDatabaseFactory;
  beforeAll(async () => {
    factory = await createTestDatabaseFactory(process.env.TEST_DATABASE_URL, inject('testDatabaseTemplate'));
  });
  afterAll(async () => {
    await factory.dispose();
  });

  it('hands the next test the same PGlite with no rows, sequences restarted and settings reset', async () => {
    const first = await factory.create();
    const [inserted] = await first.db.insert(members).values(member('AAA1111')).returning({ id: members.id });
    await first.db.execute(sql`set datestyle = 'SQL, DMY'`);
    await first.close();

    const next = await factory.create();
    expect(pgliteOf(next)).toBe(pgliteOf(first));
    expect(await count(next)).toBe(0);
    const [again] = await next.db.insert(members).values(member('BBB2222')).returning({ id: members.id });
    expect(again?.id).toBe(inserted?.id);
    const style = (await next.db.execute(sql`show datestyle`)) as unknown as {
      rows: { DateStyle: string }[];
    };
    expect(style.rows[0]?.DateStyle).toBe('ISO, MDY');
    await next.close();
  });

  it('gives two databases open at once two PGlites', async () => {
    const one = await factory.create();
    const two = await factory.create();
    expect(pgliteOf(two)).not.toBe(pgliteOf(one));
    await one.db.insert(members).values(member('CCC3333'));
    expect(await count(two)).toBe(0);
    await Promise.all([one.close(), two.close()]);
  });

  it('closes a PGlite whose schema a test changed instead of handing it on', async () => {
    const changed = await factory.create();
    await changed.db.execute(sql`alter table members add column nickname text`);
    await changed.close();
    const next = await factory.create();
    expect(pgliteOf(next)).not.toBe(pgliteOf(changed));
    const columns = (await next.db.execute(
      sql`select column_name from information_schema.columns where table_name = 'members' and column_name = 'nickname'`,
    )) as unknown as { rows: unknown[] };
    expect(columns.rows).toEqual([]);
    await next.close();
  });
});
