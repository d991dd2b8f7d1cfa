import { packages, requestPackages } from '@fanship/db/warehouse-schema';
import { FORWARDING_MAX_WEIGHT_GRAMS } from '@fanship/domain/warehouse/forwarding-fields';
import { and, inArray, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApps } from '../../test/app.ts';
import { givePackage } from '../../test/packages.ts';
import { packingBody, packingPage, requestPacking } from '../../test/packings.ts';
import { withStaffAndMember } from '../../test/roles.ts';

const { start } = setupTestApps();

// This matters on PostgreSQL, where the edits really run at once (run it there with TEST_DATABASE_URL); PGlite has
// one connection and serialises them.
describe('packings under concurrency', () => {
  it('of 10 edits at once, each naming 200 kg of other packages, the last one holds exactly its packages', async () => {
    const t = await start();
    const { member } = await withStaffAndMember(t);
    const heavy = await Promise.all(
      Array.from({ length: 10 }, () =>
        givePackage(t, member, { weightGrams: FORWARDING_MAX_WEIGHT_GRAMS / 2 }),
      ),
    );
    const codes = heavy.map((pkg) => pkg.code);
    const code = await requestPacking(t, member, packingBody(codes.slice(0, 2)));
    const edits = await Promise.all(
      codes.map((_, i) =>
        t.inject({
          method: 'PATCH',
          url: `/api/packing-services/${code}`,
          cookie: member.cookie,
          payload: packingBody([codes[i]!, codes[(i + 1) % codes.length]!]),
        }),
      ),
    );
    expect(edits.map((edit) => edit.statusCode)).toEqual(edits.map(() => 200));

    const page = (await packingPage(t, member, code)).json();
    const named = page.targetPackages.map((pkg: { code: string }) => pkg.code);
    expect(named).toHaveLength(2);
    const rows = await t.database.db.select().from(packages).where(inArray(packages.code, codes));
    const held = rows.filter((row) => row.status === 'IN_SERVICE').map((row) => row.code);
    expect(held.sort()).toEqual([...named].sort());
    expect(rows.filter((row) => row.status !== 'IN_SERVICE').every((row) => row.status === 'ARRIVED')).toBe(
      true,
    );
    const links = await t.database.db
      .select()
      .from(requestPackages)
      .where(
        and(
          inArray(
            requestPackages.packageId,
            heavy.map((pkg) => pkg.id),
          ),
          isNull(requestPackages.releasedAt),
        ),
      );
    expect(links).toHaveLength(2);
  });
});
