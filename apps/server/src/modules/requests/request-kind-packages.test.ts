import { feeLines } from '@fanship/db/payment-schema';
import { pageOf } from '@fanship/domain/requests/request-contract';
import type { StatusMachine } from '@fanship/domain/requests/status-machines';
import { packageServiceMessages } from '@fanship/domain/warehouse/package-services';
import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { requestKinds } from '../../request-kinds.ts';
import { setupTestApps, type TestApp, type TestMember } from '../../test/app.ts';
import { useDataDirs } from '../../test/data-dirs.ts';
import { givePackage, giveUnboxingFee, uploadPackagePhoto } from '../../test/packages.ts';
import { withStaffAndMember } from '../../test/roles.ts';
import { resultPackage, staffRequestStep } from '../../test/splits.ts';
import { definePackageService } from '../package-services/index.ts';

const { start } = setupTestApps();
const newDataDir = useDataDirs('package-kinds');

/**
 * A throwaway package-targeting kind: one or two R targets and up to two R/M resources, created at
 * `POST /api/bundles/request` and cancelled by `DELETE /api/bundles/{code}`; staff pack them into F boxes with a
 * ₩1,000 fee each. What the package-service scaffold does is tested here once for every such kind.
 */
const bundleMachine = {
  kind: 'bundle',
  prefix: 'RP',
  statuses: { BD01: 'Asked', BD02: 'Packing', BD03: 'Packed', BD09: 'Cancelled' },
  initial: 'BD01',
  editable: ['BD01'],
  selectable: [],
  transitions: [
    { from: 'BD01', to: 'BD02', by: ['staff'], action: 'Start' },
    { from: 'BD02', to: 'BD03', by: ['staff'], action: 'Complete' },
    { from: 'BD01', to: 'BD09', by: ['member', 'staff'], action: 'Cancel' },
    // Unlike the real kinds, staff may cancel one in progress: its own fees are then cancelled.
    { from: 'BD02', to: 'BD09', by: ['staff'], action: 'Cancel' },
  ],
} as const satisfies StatusMachine;

type BundleBody = { targets: string[]; resources: string[] };

const bundleKind = definePackageService<BundleBody>({
  machine: bundleMachine,
  flow: { processing: 'BD02', completed: 'BD03' },
  member: {
    path: '/bundles',
    createPath: '/request',
    cancelBy: 'DELETE',
    body: z.object({ targets: z.array(z.string()), resources: z.array(z.string()) }),
    listSchema: pageOf(z.unknown()),
    pageSchema: z.unknown(),
  },
  packages: {
    target: { types: ['R'], statuses: ['ARRIVED'], min: 1, max: 2, codes: (body) => body.targets },
    resource: { types: ['R', 'M'], statuses: ['ARRIVED'], min: 0, max: 2, codes: (body) => body.resources },
    hold: 'IN_SERVICE',
  },
  results: {
    type: 'F',
    sources: 'PACKED',
    fees: () => [{ subType: 'BUNDLE', name: 'Bundle', amountKrw: 1000 }],
  },
  row: ({ request, targets, resources, results, fees }) => ({
    code: request.code,
    status: request.status,
    targets,
    resources,
    results: results.map((result) => result.code),
    fees,
  }),
  page: (view, history) => ({ code: view.request.code, targets: view.targets, history }),
  staff: {
    detailSchema: z.unknown(),
    summary: (view) => ({ summary: view.targets.map((target) => target.code).join(', '), amountKrw: null }),
  },
});

async function setup() {
  const t = await start({ dataDir: await newDataDir() }, { requestKinds: [...requestKinds, bundleKind] });
  return withStaffAndMember(t);
}

const ask = (t: TestApp, member: TestMember, targets: string[], resources: string[] = []) =>
  t.inject({
    method: 'POST',
    url: '/api/bundles/request',
    cookie: member.cookie,
    payload: { targets, resources },
  });

async function statusOf(t: TestApp, member: TestMember, code: string) {
  return (await t.inject({ method: 'GET', url: `/api/packages/${code}`, cookie: member.cookie })).json()
    .status;
}

describe('a package-targeting kind on the scaffold', () => {
  it('creates at its create path, holds targets and resources, refuses bad counts, types and repeats', async () => {
    const { t, member } = await setup();
    const [a, b, c] = await Promise.all([
      givePackage(t, member),
      givePackage(t, member),
      givePackage(t, member),
    ]);
    const box = await givePackage(t, member, { type: 'F' });
    expect((await t.inject({ method: 'POST', url: '/api/bundles', cookie: member.cookie })).statusCode).toBe(
      404,
    );

    const refusals: [string[], string[], number, string][] = [
      [[], [], 400, packageServiceMessages.tooFewPackages(1)],
      [[a.code, b.code, c.code], [], 400, packageServiceMessages.tooManyPackages(2)],
      [[a.code], [a.code], 400, packageServiceMessages.duplicate(a.code)],
      [[a.code], [box.code], 400, packageServiceMessages.wrongType(box.code)],
    ];
    for (const [targets, resources, status, message] of refusals) {
      const refused = await ask(t, member, targets, resources);
      expect(refused.statusCode, refused.body).toBe(status);
      expect(refused.json().message).toBe(message);
    }
    const created = await ask(t, member, [a.code], [b.code]);
    expect(created.statusCode, created.body).toBe(200);
    expect(await statusOf(t, member, a.code)).toBe('IN_SERVICE');
    expect(await statusOf(t, member, b.code)).toBe('IN_SERVICE');
    const list = await t.inject({ method: 'GET', url: '/api/bundles', cookie: member.cookie });
    expect(list.json().content).toEqual([
      expect.objectContaining({ targets: [{ code: a.code }], resources: [{ code: b.code }], results: [] }),
    ]);
  });

  it('an edit may name a held package again in another role, and swaps the rest', async () => {
    const { t, member } = await setup();
    const [a, b, c] = await Promise.all([
      givePackage(t, member),
      givePackage(t, member),
      givePackage(t, member),
    ]);
    const { code } = (await ask(t, member, [a.code], [b.code])).json();
    const edited = await t.inject({
      method: 'PATCH',
      url: `/api/bundles/${code}`,
      cookie: member.cookie,
      payload: { targets: [b.code], resources: [c.code] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect([await statusOf(t, member, a.code), await statusOf(t, member, b.code)]).toEqual([
      'ARRIVED',
      'IN_SERVICE',
    ]);
    expect(await statusOf(t, member, c.code)).toBe('IN_SERVICE');
    const [row] = (await t.inject({ method: 'GET', url: '/api/bundles', cookie: member.cookie })).json()
      .content;
    expect(row).toMatchObject({ targets: [{ code: b.code }], resources: [{ code: c.code }] });
  });

  it('cancels by DELETE on the request’s path, releasing every held package', async () => {
    const { t, member } = await setup();
    const [a, b] = await Promise.all([givePackage(t, member), givePackage(t, member, { type: 'M' })]);
    const { code } = (await ask(t, member, [a.code], [b.code])).json();
    const post = await t.inject({
      method: 'POST',
      url: `/api/bundles/${code}/cancel`,
      cookie: member.cookie,
    });
    expect(post.statusCode).toBe(404);
    const cancelled = await t.inject({
      method: 'DELETE',
      url: `/api/bundles/${code}`,
      cookie: member.cookie,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(204);
    expect(await statusOf(t, member, a.code)).toBe('ARRIVED');
    expect(await statusOf(t, member, b.code)).toBe('ARRIVED');
  });

  it('makes result packages from every held package: any count, lineage to each, the kind’s fee on each', async () => {
    const { t, staff, member } = await setup();
    const [a, b] = await Promise.all([givePackage(t, member), givePackage(t, member)]);
    const { code } = (await ask(t, member, [a.code], [b.code])).json();
    const step = (name: string, payload?: object) =>
      staffRequestStep(t, staff, 'bundle', code, name, payload);
    expect((await step('start')).statusCode).toBe(200);
    // Photos go through the staff package photo upload first, as at the intake desk.
    const box = resultPackage(3000, 'Box 1', [await uploadPackagePhoto(t, staff.cookie)]);
    const recorded = await step('results', { packages: [box] });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect((await step('complete')).statusCode).toBe(200);
    expect(await statusOf(t, member, a.code)).toBe('PACKED');
    expect(await statusOf(t, member, b.code)).toBe('PACKED');
    const [row] = (await t.inject({ method: 'GET', url: '/api/bundles', cookie: member.cookie })).json()
      .content;
    expect(row.fees).toEqual([expect.objectContaining({ subType: 'BUNDLE', amount: 1000 })]);
    const made = await t.inject({
      method: 'GET',
      url: `/api/packages/${row.results[0]}`,
      cookie: member.cookie,
    });
    expect(made.json()).toMatchObject({
      type: 'F',
      name: 'Box 1',
      sourceCode: code,
      parentPackages: [{ code: a.code }, { code: b.code }],
    });
    expect(made.json().images).toHaveLength(1);
  });
});

describe('cancelling a package-targeting request', () => {
  it('cancels the fee lines it wrote and never the fees other services accrued', async () => {
    const { t, staff, member } = await setup();
    const a = await givePackage(t, member);
    await giveUnboxingFee(t, a.id);
    const { code } = (await ask(t, member, [a.code])).json();
    const step = (name: string, payload?: object) =>
      staffRequestStep(t, staff, 'bundle', code, name, payload);
    expect((await step('start')).statusCode).toBe(200);
    expect((await step('results', { packages: [resultPackage(1000), resultPackage(2000)] })).statusCode).toBe(
      200,
    );
    expect((await step('cancel', { reason: 'Damaged in packing' })).statusCode).toBe(204);
    const fees = await t.database.db.select().from(feeLines).orderBy(asc(feeLines.id));
    expect(fees.map((fee) => [fee.originCode, fee.status])).toEqual([
      ['UB2603010001', 'UNPAID'],
      [code, 'CANCELLED'],
      [code, 'CANCELLED'],
    ]);
  });
});
