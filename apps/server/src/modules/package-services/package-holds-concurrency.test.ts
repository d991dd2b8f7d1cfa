import { requests } from '@fanship/db/request-schema';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApps } from '../../test/app.ts';
import { pobBody, postInclusion } from '../../test/inclusions.ts';
import { givePackage, heldLinksOf, packageStatusOf } from '../../test/packages.ts';
import { packingBody, postPacking } from '../../test/packings.ts';
import { withStaffAndMember } from '../../test/roles.ts';
import { postSplit, splitBody } from '../../test/splits.ts';

const { start } = setupTestApps();

// These matter on PostgreSQL, where the requests really run at once (run them there with TEST_DATABASE_URL); PGlite
// has one connection and serialises them. Each kind's own race (one kind, one package) is in its module; this one is
// across kinds: every package service holds its packages through the same guard (`package-holds.ts`).
describe('package services of different kinds racing for one package', () => {
  it('of splits, inclusions and packings asked at once for one arrived package, exactly one holds it', async () => {
    const t = await start();
    const { member } = await withStaffAndMember(t);
    const pkg = await givePackage(t, member);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => [
        postSplit(t, member, splitBody(pkg.code)),
        postInclusion(t, member, pobBody([pkg.code])),
        postPacking(t, member, packingBody([pkg.code])),
      ]).flat(),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(
      codes.filter((code) => code === 200),
      answers.map((answer) => answer.body).join('\n'),
    ).toHaveLength(1);
    expect(codes.filter((code) => code !== 200)).toEqual(Array(11).fill(409));
    expect(await heldLinksOf(t, pkg.id)).toHaveLength(1);
    expect(await packageStatusOf(t, pkg.code)).toBe('IN_SERVICE');
    const made = await t.database.db
      .select()
      .from(requests)
      .where(inArray(requests.kind, ['split', 'inclusion', 'packing']));
    expect(made).toHaveLength(1);
  });
});
