import { feeLines } from '@fanship/db/payment-schema';
import { pageOf } from '@fanship/domain/requests/request-contract';
import type { StatusMachine } from '@fanship/domain/requests/status-machines';
import { packageServiceMessages, recordResultsSchema } from '@fanship/domain/warehouse/package-services';
import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { requestKinds } from '../../request-kinds.ts';
import { setupTestApps, type TestApp, type TestMember } from '../../test/app.ts';
import { givePackage } from '../../test/packages.ts';
import { withStaffAndMember } from '../../test/roles.ts';
import { resultPackage } from '../../test/splits.ts';
import { definePackageService } from '../package-services/index.ts';

const { start } = setupTestApps();

/**
 * A throwaway package-targeting kind: one or two R targets and up to two R/M resources, created at
 * `POST /api/bundles/request` and cancelled by `DELETE /api/bundles/{code}`, at most 5 kg of targets; staff pack them
 * into F boxes with a ₩1,000 fee each and ₩100 per roll of tape used on the first; the packed packages go on
 * counting storage. What the package-service scaffold does is tested here once for every such kind.
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

const bundleResultsSchema = recordResultsSchema.extend({ tape: z.number().int().default(0) });

const bundleKind = definePackageService<BundleBody, z.output<typeof bundleResultsSchema>>({
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
    check: ({ targets }) =>
      targets.reduce((grams, pkg) => grams + (pkg.weightGrams ?? 0), 0) > 5000 ? 'Too heavy' : undefined,
    hold: 'IN_SERVICE',
  },
  results: {
    type: 'F',
    sources: 'PACKED',
    input: bundleResultsSchema,
    fees: ({ input, taken }, index) => [
      { subType: 'BUNDLE', name: 'Bundle', amountKrw: 1000 },
      ...(index === 0 && input.tape > 0
        ? [{ subType: 'TAPE', name: `Tape for ${taken.length} packages`, amountKrw: input.tape * 100 }]
        : []),
    ],
    carriesStorage: true,
  },
  row: ({ request, targets, resources, targetPackages, resourcePackages, results, fees }) => ({
    code: request.code,
    status: request.status,
    targets,
    resources,
    taken: [...targetPackages, ...resourcePackages],
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
  const t = await start({}, { requestKinds: [...requestKinds, bundleKind] });
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
  it('creates at its create path, holds targets and resources, refuses bad counts, types, repeats and the kind’s own check', async () => {
    const { t, member } = await setup();
    const [a, b, c, heavy] = await Promise.all([
      givePackage(t, member),
      givePackage(t, member, { type: 'M' }),
      givePackage(t, member),
      givePackage(t, member, { weightGrams: 4000 }),
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
      [[a.code, heavy.code], [], 400, 'Too heavy'],
    ];
    for (const [targets, resources, status, message] of refusals) {
      const refused = await ask(t, member, targets, resources);
      expect(refused.statusCode, refused.body).toBe(status);
      expect(refused.json().message).toBe(message);
    }
    expect(await statusOf(t, member, a.code)).toBe('ARRIVED');
    const created = await ask(t, member, [a.code], [b.code]);
    expect(created.statusCode, created.body).toBe(200);
    expect(await statusOf(t, member, a.code)).toBe('IN_SERVICE');
    expect(await statusOf(t, member, b.code)).toBe('IN_SERVICE');
    const list = await t.inject({ method: 'GET', url: '/api/bundles', cookie: member.cookie });
    expect(list.json().content).toEqual([
      expect.objectContaining({ targets: [{ code: a.code }], resources: [{ code: b.code }], results: [] }),
    ]);
    const item = { name: 'Mini album', quantity: 1, unitPrice: 20_000 };
    const edited = await t.inject({
      method: 'PATCH',
      url: `/api/bundles/${created.json().code}`,
      cookie: member.cookie,
      payload: { targets: [c.code, a.code], resources: [b.code] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const reordered = await t.inject({ method: 'GET', url: '/api/bundles', cookie: member.cookie });
    // Kept and added packages are listed in the order the edit names them.
    expect(reordered.json().content[0].targets).toEqual([{ code: c.code }, { code: a.code }]);
    expect(list.json().content[0].taken).toEqual([
      { code: a.code, weightGrams: 1200, items: [{ ...item, type: 'GENERAL' }] },
      { code: b.code, weightGrams: 1200, items: [{ ...item, type: 'OFM' }] },
    ]);
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

  it('makes result packages from every held package: any count, lineage to each, the kind’s fees from its own input and the taken packages, storage carried', async () => {
    const { t, staff, member } = await setup();
    const [a, b] = await Promise.all([givePackage(t, member), givePackage(t, member)]);
    const { code } = (await ask(t, member, [a.code], [b.code])).json();
    const step = (name: string, payload?: object) =>
      t.inject({
        method: 'POST',
        url: `/api/staff/requests/bundle/${code}/${name}`,
        cookie: staff.cookie,
        ...(payload ? { payload } : {}),
      });
    expect((await step('start')).statusCode).toBe(200);
    const recorded = await step('results', {
      packages: [resultPackage(3000, 'Box 1'), resultPackage(1000)],
      tape: 3,
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect((await step('complete')).statusCode).toBe(200);
    const page = (code: string) =>
      t.inject({ method: 'GET', url: `/api/packages/${code}`, cookie: member.cookie }).then((r) => r.json());
    for (const source of [a, b]) {
      expect(await page(source.code)).toMatchObject({ status: 'PACKED', storageEndedAt: null });
    }
    const [row] = (await t.inject({ method: 'GET', url: '/api/bundles', cookie: member.cookie })).json()
      .content;
    const [first, second] = row.results;
    expect(row.fees).toEqual([
      expect.objectContaining({ subType: 'BUNDLE', amount: 1000, packageCode: first }),
      expect.objectContaining({
        subType: 'TAPE',
        name: 'Tape for 2 packages',
        amount: 300,
        packageCode: first,
      }),
      expect.objectContaining({ subType: 'BUNDLE', amount: 1000, packageCode: second }),
    ]);
    expect(await page(first)).toMatchObject({
      type: 'F',
      name: 'Box 1',
      sourceCode: code,
      storageStartedAt: null,
      parentPackages: [{ code: a.code }, { code: b.code }],
    });
  });
});

describe('cancelling a package-targeting request', () => {
  it('cancels the fee lines it wrote and never the fees other services accrued', async () => {
    const { t, staff, member } = await setup();
    const a = await givePackage(t, member);
    await t.database.db.insert(feeLines).values({
      packageId: a.id,
      originCode: 'UB2603010001',
      kind: 'UNBOXING',
      name: 'Unboxing',
      amountKrw: 2500,
    });
    const { code } = (await ask(t, member, [a.code])).json();
    const step = (name: string, payload: object | undefined = undefined) =>
      t.inject({
        method: 'POST',
        url: `/api/staff/requests/bundle/${code}/${name}`,
        cookie: staff.cookie,
        payload,
      });
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
