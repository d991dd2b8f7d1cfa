import { packages } from '@fanship/db/warehouse-schema';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApps } from '../../test/app.ts';
import { givePackage, heldLinksOf } from '../../test/packages.ts';
import { memberId } from '../../test/payments.ts';
import { postRepacking, repackingBody } from '../../test/repackings.ts';
import { withStaffAndMember } from '../../test/roles.ts';

const { start } = setupTestApps();

// This matters on PostgreSQL, where the requests really run at once (run it there with TEST_DATABASE_URL); PGlite
// has one connection and serialises them.
describe('repackings under concurrency', () => {
  it('of 10 requests at once to repack one box, each with its own package, exactly one holds the box', async () => {
    const t = await start();
    const { member } = await withStaffAndMember(t);
    const box = await givePackage(t, member, { type: 'F', weightGrams: 5000 });
    const resources = await Promise.all(Array.from({ length: 10 }, () => givePackage(t, member)));
    const answers = await Promise.all(
      resources.map((resource) => postRepacking(t, member, repackingBody(box.code, [resource.code]))),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code !== 200)).toEqual(Array(9).fill(409));

    expect(await heldLinksOf(t, box.id)).toHaveLength(1);
    const held = await t.database.db
      .select()
      .from(packages)
      .where(and(eq(packages.memberId, await memberId(t, member)), eq(packages.status, 'IN_SERVICE')));
    expect(held).toHaveLength(2);
  });
});
