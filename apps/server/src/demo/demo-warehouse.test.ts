import { feeLines } from '@fanship/db/payment-schema';
import { seedDemoData } from '@fanship/db/seed';
import { packageLineage, packages } from '@fanship/db/warehouse-schema';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../lib/password-hash.ts';
import { setupTestApps, type TestApp } from '../test/app.ts';
import { useDataDirs } from '../test/data-dirs.ts';
import { seedDemoWarehouse } from './demo-warehouse.ts';

const { start } = setupTestApps();
const newDataDir = useDataDirs('demo-warehouse');

type PackagePage = {
  code: string;
  type: string;
  status: string;
  videos: unknown[];
  images: unknown[];
  sourceCode: string | null;
  countdown: { daysLeft: number } | null;
  fees: { name: string; amountKrw: number; status: string; originCode: string }[];
  parentPackages: { code: string }[];
};

async function seededApp(): Promise<TestApp> {
  const t = await start({ dataDir: await newDataDir() });
  const cost = t.app.appContext.config.passwordHashCost;
  await seedDemoData(t.database.db, { hashPassword: (password) => hashPassword(password, cost) });
  return t;
}

const seed = (t: TestApp) => seedDemoWarehouse(t.app.appContext.config, t.database, t.clock.now());

/** Every package of the demo member as their package pages answer them (`GET /api/packages/{code}`). */
async function demoPackagePages(t: TestApp): Promise<PackagePage[]> {
  const rows = await t.database.db.select({ code: packages.code }).from(packages).orderBy(packages.id);
  const cookie = await t.signIn('DEMO001', 'Demo1234!');
  return Promise.all(
    rows.map(async ({ code }) => {
      const response = await t.get(`/api/packages/${code}`, cookie);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<PackagePage>();
    }),
  );
}

describe('the demo warehouse', () => {
  it('gives DEMO001 R packages from incomings (one unboxed), an M package from an OFM and a packed F box ready to ship, once', async () => {
    const t = await seededApp();
    expect(await seed(t)).toBe(true);
    const pages = await demoPackagePages(t);
    const ofType = (type: string) => pages.filter((page) => page.type === type);

    const received = ofType('R');
    expect(received).toHaveLength(3);
    for (const page of received) {
      expect(page.sourceCode).toMatch(/^IN/);
      expect(page.images).toHaveLength(1);
    }
    const unboxed = received.filter((page) => page.videos.length > 0);
    expect(unboxed).toHaveLength(1);
    expect(unboxed[0]!.fees).toEqual([
      expect.objectContaining({ status: 'UNPAID', originCode: expect.stringMatching(/^UB/) }),
    ]);
    const waiting = received.find((page) => page.status === 'ARRIVED');
    // Near the end of its free days (40 of 45 days stored, the arrival day counted).
    expect(waiting?.countdown).toMatchObject({ daysLeft: 4, chargeableDays: 0 });

    const [bought] = ofType('M');
    expect(bought).toMatchObject({ status: 'ARRIVED', sourceCode: expect.stringMatching(/^OF/) });
    expect(bought?.countdown?.daysLeft).toBeGreaterThan(20);

    const [box] = ofType('F');
    const packed = received.filter((page) => page.status === 'PACKED');
    expect(packed.map((page) => page.code)).toContain(unboxed[0]!.code);
    expect(box).toMatchObject({ status: 'ARRIVED', sourceCode: expect.stringMatching(/^PA/) });
    expect(box!.parentPackages.map((parent) => parent.code).sort()).toEqual(
      packed.map((page) => page.code).sort(),
    );
    expect(box!.fees).toEqual([
      expect.objectContaining({ name: 'Consolidation', status: 'UNPAID', originCode: box!.sourceCode }),
    ]);
    expect(await t.database.db.select().from(packageLineage)).toHaveLength(2);

    // A second start finds the warehouse there and leaves it alone.
    const linesBefore = await t.database.db.select().from(feeLines);
    expect(await seed(t)).toBe(false);
    expect(await t.database.db.select().from(packages)).toHaveLength(pages.length);
    expect(await t.database.db.select().from(feeLines)).toHaveLength(linesBefore.length);
  });
});
