import { requestHistory, requests } from '@fanship/db/request-schema';
import { packageHistory, packages } from '@fanship/db/warehouse-schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApps, type TestMember } from '../../test/app.ts';
import { giveIncoming } from '../../test/incomings.ts';
import { ofmAwaitingReceipt, receiveExpected } from '../../test/ofm.ts';
import { createMemberWithRole } from '../../test/roles.ts';

const { start } = setupTestApps();

// docs/domain.md "Request lifecycles": one parcel, one package. This matters on PostgreSQL, where the transactions really
// run at once (the CI runs this file there too, with TEST_DATABASE_URL); PGlite has one connection and serialises.
describe('receiving one incoming under concurrency', () => {
  it('makes exactly one package of 20 parallel intakes by different staff; the others get 409, none a 500', async () => {
    const t = await start();
    const member = await t.createMember();
    const staff = await Promise.all(Array.from({ length: 4 }, () => createMemberWithRole(t, 'staff')));
    const incoming = await giveIncoming(t, member, { trackingNo: 'CJ900800700' });
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        t.post(
          '/api/staff/intake',
          {
            trackingNo: 'CJ900800700',
            weightGrams: 800,
            widthCm: 20,
            lengthCm: 15,
            heightCm: 10,
            destination: {
              kind: 'incoming',
              incomingCode: incoming.code,
              arrival: index % 2 === 0 ? 'ALL' : 'PARTIAL',
            },
          },
          staff[index % staff.length]?.cookie,
        ),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const made = await t.database.db
      .select()
      .from(packages)
      .where(eq(packages.incomingRequestId, incoming.id));
    expect(made).toHaveLength(1);
    const code = made[0]?.code;
    for (const response of responses.filter((candidate) => candidate.statusCode === 409)) {
      expect(response.json().message).toBe(`This incoming was already received as package ${code}.`);
    }
    // The incoming moved once.
    const [request] = await t.database.db.select().from(requests).where(eq(requests.id, incoming.id));
    expect(request?.status).toBe(made[0]?.status === 'ARRIVED' ? 'SCIN02' : 'SCIN03');
    const moves = await t.database.db
      .select()
      .from(requestHistory)
      .where(eq(requestHistory.requestId, incoming.id));
    expect(moves).toHaveLength(2);
  });

  it('makes one package of 20 parallel receives of an unknown number to the pool, a member or the pool registration; the others get 409 (decision 024)', async () => {
    const t = await start();
    const member = await t.createMember();
    const staff = await Promise.all(Array.from({ length: 4 }, () => createMemberWithRole(t, 'staff')));
    const parcel = { trackingNo: 'HJ300200100', weightGrams: 800, widthCm: 20, lengthCm: 15, heightCm: 10 };
    const destinations = [{ kind: 'pool' }, { kind: 'member', memberCode: member.code }];
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) => {
        const cookie = staff[index % staff.length]?.cookie;
        // Every third goes through `POST /staff/lost-and-found`, a parcel registered straight into the pool.
        if (index % 3 === 2) {
          return t.post('/api/staff/lost-and-found', parcel, cookie);
        }
        const destination = destinations[index % 3];
        return t.post('/api/staff/intake', { ...parcel, destination }, cookie);
      }),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const made = await t.database.db.select().from(packages).where(eq(packages.trackingNo, 'HJ300200100'));
    expect(made).toHaveLength(1);
    for (const response of responses.filter((candidate) => candidate.statusCode === 409)) {
      expect(response.json().message).toBe(
        `This tracking number is already on package ${made[0]?.code}. Check the parcel: to receive it again anyway, give a reason.`,
      );
    }
  });

  it('receives an OFM’s package awaiting receipt once of 20 parallel receives: one ARRIVED move, the others 409 (decision 027)', async () => {
    const t = await start();
    const member = await t.createMember();
    const staff = await Promise.all(Array.from({ length: 4 }, () => createMemberWithRole(t, 'staff')));
    const { packageCodes } = await ofmAwaitingReceipt(t, member, staff[0] as TestMember, [
      { name: 'Albums', trackingNo: 'CJ700600500' },
    ]);
    const [code] = packageCodes as [string];
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        receiveExpected(t, staff[index % staff.length] as TestMember, code, {
          scanned: index % 2 === 0 ? code : 'CJ700600500',
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    for (const response of responses.filter((candidate) => candidate.statusCode === 409)) {
      expect(response.json().message).toBe(`Package ${code} is arrived: it is not awaiting receipt.`);
    }
    const [row] = await t.database.db.select().from(packages).where(eq(packages.code, code));
    expect(row?.status).toBe('ARRIVED');
    const moves = await t.database.db
      .select()
      .from(packageHistory)
      .where(eq(packageHistory.packageId, row?.id ?? 0));
    expect(moves.map((move) => move.toStatus)).toEqual(['AWAITING_RECEIPT', 'ARRIVED']);
  });

  it('never leaves a completed OFM with a package awaiting receipt when the desk’s undo and Complete race (decision 027)', async () => {
    const t = await start();
    const member = await t.createMember();
    const staff = await createMemberWithRole(t, 'staff');
    for (let round = 0; round < 3; round++) {
      const { code, packageCodes } = await ofmAwaitingReceipt(t, member, staff);
      const [packageCode] = packageCodes as [string];
      expect((await receiveExpected(t, staff, packageCode)).statusCode).toBe(201);
      const [undone, completed] = await Promise.all([
        t.post(`/api/staff/intake/${packageCode}/undo`, undefined, staff.cookie),
        t.post(`/api/staff/ofm/${code}/complete`, undefined, staff.cookie),
      ]);
      // Exactly one wins: a completed request keeps its received package; an undone receipt keeps it open.
      expect([undone.statusCode, completed.statusCode].sort()).toEqual([200, 409]);
      const [request] = await t.database.db.select().from(requests).where(eq(requests.code, code));
      const [pkg] = await t.database.db.select().from(packages).where(eq(packages.code, packageCode));
      expect([request?.status, pkg?.status]).toEqual(
        completed.statusCode === 200 ? ['SCOM11', 'ARRIVED'] : ['SCOM04', 'AWAITING_RECEIPT'],
      );
    }
  });
});
