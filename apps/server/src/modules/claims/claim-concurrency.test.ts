import { packageClaims, packages } from '@fanship/db/warehouse-schema';
import { eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApps } from '../../test/app.ts';
import { claimCode, fileClaim } from '../../test/claims.ts';
import { givePackage } from '../../test/packages.ts';
import { createMemberWithRole } from '../../test/roles.ts';

const { start } = setupTestApps();

// A pool parcel goes to one member only. This matters on PostgreSQL, where the approvals really run at once (the
// CI runs this file there too, with TEST_DATABASE_URL); PGlite has one connection and serialises them.
describe('approving claims under concurrency', () => {
  it('gives one pool parcel to exactly one of 10 claims approved at once; the others are 409s', async () => {
    const t = await start();
    const staff = await createMemberWithRole(t, 'staff');
    const parcel = await givePackage(t, null, { trackingNo: 'CJ1234567890', receiverName: 'Kim Fan' });
    const members = await Promise.all(Array.from({ length: 10 }, () => t.createMember()));
    const codes: string[] = [];
    for (const member of members) {
      const created = await fileClaim(t, member);
      expect(created.statusCode, created.body).toBe(201);
      codes.push(await claimCode(t, created.json<{ id: number }>().id));
    }

    const responses = await Promise.all(
      codes.map((code) =>
        t.post(`/api/staff/package-claims/${code}/approve`, { packageCode: parcel.code }, staff.cookie),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);

    const [given] = await t.database.db.select().from(packages).where(eq(packages.id, parcel.id));
    expect(given?.status).toBe('ARRIVED');
    expect(given?.memberId).not.toBeNull();
    const linked = await t.database.db.select().from(packageClaims).where(isNotNull(packageClaims.packageId));
    expect(linked).toHaveLength(1);
    const winner = responses.find((response) => response.statusCode === 200)?.json();
    expect(winner).toMatchObject({ status: 'SCPC02', packageCode: parcel.code });
    expect(linked[0]?.requestId).toBe(winner.id);
  });
});
