import { packages, requestPackages } from '@fanship/db/warehouse-schema';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApps, type TestApp } from '../../test/app.ts';
import { givePackage } from '../../test/packages.ts';
import {
  postSplit,
  requestSplit,
  resultPackage,
  splitBody,
  splitSetup,
  splitStep,
} from '../../test/splits.ts';

const { start } = setupTestApps();

const statusCounts = (responses: { statusCode: number }[]) =>
  responses.reduce<Record<number, number>>((counts, response) => {
    counts[response.statusCode] = (counts[response.statusCode] ?? 0) + 1;
    return counts;
  }, {});

/** The links that hold a package (not released). */
const heldLinks = (t: TestApp, packageId: number) =>
  t.database.db
    .select()
    .from(requestPackages)
    .where(and(eq(requestPackages.packageId, packageId), isNull(requestPackages.releasedAt)));

// These matter on PostgreSQL, where the requests really run at once (the CI runs this file there too, with
// TEST_DATABASE_URL); PGlite has one connection and serialises them.
describe('splits under concurrency', () => {
  it('of 10 splits asked at once for one package exactly one holds it; the others are 409s', async () => {
    const t = await start();
    const { member, pkg } = await splitSetup(t);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => postSplit(t, member, splitBody(pkg.code))),
    );
    expect(statusCounts(responses)).toEqual({ 200: 1, 409: 9 });
    expect(await heldLinks(t, pkg.id)).toHaveLength(1);
    const [row] = await t.database.db.select().from(packages).where(eq(packages.id, pkg.id));
    expect(row?.status).toBe('IN_SERVICE');
  });

  it('of 10 edits moving 10 splits onto one package at once exactly one wins', async () => {
    const t = await start();
    const { member, pkg } = await splitSetup(t);
    const sources = await Promise.all(Array.from({ length: 10 }, () => givePackage(t, member)));
    const codes = [];
    for (const source of sources) codes.push(await requestSplit(t, member, splitBody(source.code)));
    const responses = await Promise.all(
      codes.map((code) =>
        t.inject({
          method: 'PATCH',
          url: `/api/split-services/${code}`,
          cookie: member.cookie,
          payload: splitBody(pkg.code),
        }),
      ),
    );
    expect(statusCounts(responses)).toEqual({ 200: 1, 409: 9 });
    expect(await heldLinks(t, pkg.id)).toHaveLength(1);
  });

  it('crosswise edits at once (one split onto the other’s package and back) never deadlock: only 200s and 409s', async () => {
    const t = await start();
    const { member, pkg } = await splitSetup(t);
    const other = await givePackage(t, member);
    const first = await requestSplit(t, member, splitBody(pkg.code));
    const second = await requestSplit(t, member, splitBody(other.code));
    const edit = (code: string, target: string) =>
      t.inject({
        method: 'PATCH',
        url: `/api/split-services/${code}`,
        cookie: member.cookie,
        payload: splitBody(target, { contents: ['One', 'Two', 'Three'] }),
      });
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => [edit(first, other.code), edit(second, pkg.code)]).flat(),
    );
    expect(responses.every((response) => [200, 409].includes(response.statusCode))).toBe(true);
    expect(await heldLinks(t, pkg.id)).toHaveLength(1);
    expect(await heldLinks(t, other.id)).toHaveLength(1);
  });

  it('records the new packages once when staff send them 10 times at once', async () => {
    const t = await start();
    const { staff, member, pkg } = await splitSetup(t);
    const code = await requestSplit(t, member, splitBody(pkg.code));
    expect((await splitStep(t, staff, code, 'start')).statusCode).toBe(200);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        splitStep(t, staff, code, 'results', { packages: [resultPackage(500), resultPackage(700)] }),
      ),
    );
    expect(statusCounts(responses)).toEqual({ 200: 1, 409: 9 });
    const made = await t.database.db.select().from(packages).where(eq(packages.type, 'T'));
    expect(made).toHaveLength(2);
  });
});
