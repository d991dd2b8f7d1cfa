import { packageHistory, packages } from '@fanship/db/warehouse-schema';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApps, type TestApp } from '../../test/app.ts';
import { useDataDirs } from '../../test/data-dirs.ts';
import { givePackage } from '../../test/packages.ts';
import { withStaffAndMember } from '../../test/roles.ts';

const { start } = setupTestApps();
const newDataDir = useDataDirs('staff-package-bulk');

async function setup() {
  return withStaffAndMember(await start({ dataDir: await newDataDir() }));
}

const bulk = (t: TestApp, cookie: string, payload: Record<string, unknown>) =>
  t.inject({ method: 'POST', url: '/api/staff/packages/change-status', cookie, payload });

/** The history rows of some packages that moved them to a status. */
async function movesTo(t: TestApp, codes: string[], status: string) {
  return t.database.db
    .select({ code: packages.code, note: packageHistory.note })
    .from(packageHistory)
    .innerJoin(packages, eq(packages.id, packageHistory.packageId))
    .where(and(inArray(packages.code, codes), eq(packageHistory.toStatus, status)));
}

describe('staff bulk package status change', () => {
  it('moves each package it may, refuses the others saying why, one history row per move', async () => {
    const { t, staff, member } = await setup();
    const first = await givePackage(t, member);
    const second = await givePackage(t, member);
    const shipped = await givePackage(t, member, { status: 'SHIPPED' });
    const reply = await bulk(t, staff.cookie, {
      codes: [first.code, shipped.code, second.code, first.code, 'PK0000000000'],
      to: 'PARTIALLY_ARRIVED',
      reason: 'Items missing on the shelf check',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const answer = reply.json();
    expect(answer.moved).toEqual([
      { code: first.code, status: 'PARTIALLY_ARRIVED', statusLabel: 'Partially arrived' },
      { code: second.code, status: 'PARTIALLY_ARRIVED', statusLabel: 'Partially arrived' },
    ]);
    expect(answer.refused).toEqual([
      {
        code: shipped.code,
        message: 'This package is shipped: it cannot be changed this way (mark items missing).',
      },
      { code: 'PK0000000000', message: 'No package has this code.' },
    ]);
    const rows = await movesTo(t, [first.code, second.code, shipped.code], 'PARTIALLY_ARRIVED');
    expect(rows.map((row) => row.code).sort()).toEqual([first.code, second.code].sort());
    expect(rows.every((row) => row.note === 'Items missing on the shelf check')).toBe(true);
  });

  it('refuses no codes, more than 100, an unknown status, no reason, and anyone but staff', async () => {
    const { t, staff, member } = await setup();
    const pkg = await givePackage(t, member);
    const valid = { codes: [pkg.code], to: 'PARTIALLY_ARRIVED', reason: 'Check' };
    const refused = async (payload: Record<string, unknown>, message: string) => {
      const reply = await bulk(t, staff.cookie, { ...valid, ...payload });
      expect(reply.statusCode, reply.body).toBe(400);
      expect(reply.body).toContain(message);
    };
    await refused({ codes: [] }, 'Choose at least one package.');
    await refused({ codes: Array.from({ length: 101 }, () => pkg.code) }, 'Choose at most 100 packages');
    await refused({ to: 'LOST' }, 'status');
    await refused({ reason: '' }, 'Reason');
    expect((await bulk(t, member.cookie, valid)).statusCode).toBe(404);
    expect(await movesTo(t, [pkg.code], 'PARTIALLY_ARRIVED')).toHaveLength(0);
  });

  it('moves each package once when many bulk calls race over overlapping packages', async () => {
    const { t, staff, member } = await setup();
    const codes: string[] = [];
    for (let index = 0; index < 6; index += 1) codes.push((await givePackage(t, member)).code);
    const calls = Array.from({ length: 8 }, (_, index) =>
      bulk(t, staff.cookie, {
        codes: [...codes.slice(index % 3), ...codes.slice(0, index % 3)].reverse(),
        to: 'PARTIALLY_ARRIVED',
        reason: `Race ${index}`,
      }),
    );
    const answers = await Promise.all(calls);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const moved = answers.flatMap((answer) => answer.json().moved.map((row: { code: string }) => row.code));
    expect(moved.sort()).toEqual([...codes].sort());
    const rows = await movesTo(t, codes, 'PARTIALLY_ARRIVED');
    expect(rows.map((row) => row.code).sort()).toEqual([...codes].sort());
  });
});
