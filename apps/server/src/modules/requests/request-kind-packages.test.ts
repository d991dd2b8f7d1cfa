import { feeLines } from '@fanship/db/payment-schema';
import { packageServiceMessages } from '@fanship/domain/warehouse/package-services';
import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { requestKinds } from '../../request-kinds.ts';
import { setupTestApps, type TestApp, type TestMember } from '../../test/app.ts';
import { bundleKind } from '../../test/bundle-kind.ts';
import { useDataDirs } from '../../test/data-dirs.ts';
import { givePackage, giveUnboxingFee, uploadPackagePhoto } from '../../test/packages.ts';
import { kindStep } from '../../test/requests.ts';
import { withStaffAndMember } from '../../test/roles.ts';
import { resultPackage } from '../../test/splits.ts';

const { start } = setupTestApps();
const newDataDir = useDataDirs('package-kinds');

async function setup() {
  const t = await start({ dataDir: await newDataDir() }, { requestKinds: [...requestKinds, bundleKind] });
  return withStaffAndMember(t);
}

const bundleStep = kindStep('bundle');

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

  it('makes result packages from every held package: any count, lineage to each, the kind’s fees from its own input and the taken packages, storage carried', async () => {
    const { t, staff, member } = await setup();
    const [a, b] = await Promise.all([givePackage(t, member), givePackage(t, member)]);
    const { code } = (await ask(t, member, [a.code], [b.code])).json();
    const step = (name: string, payload?: object) => bundleStep(t, staff, code, name, payload);
    expect((await step('start')).statusCode).toBe(200);
    // Photos go through the staff package photo upload first, as at the intake desk.
    const box = resultPackage(3000, 'Box 1', [await uploadPackagePhoto(t, staff.cookie)]);
    const recorded = await step('results', { packages: [box, resultPackage(1000)], tape: 3 });
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
      images: [expect.any(Object)],
      // Oldest first: a and b were made in parallel, so either may be the older.
      parentPackages: [a, b].sort((x, y) => x.id - y.id).map((pkg) => ({ code: pkg.code })),
    });
  });
});

describe('cancelling a package-targeting request', () => {
  it('cancels the fee lines it wrote and never the fees other services accrued', async () => {
    const { t, staff, member } = await setup();
    const a = await givePackage(t, member);
    await giveUnboxingFee(t, a.id);
    const { code } = (await ask(t, member, [a.code])).json();
    const step = (name: string, payload?: object) => bundleStep(t, staff, code, name, payload);
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
