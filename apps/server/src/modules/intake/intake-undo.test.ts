import { packages } from '@fanship/db/warehouse-schema';
import { intakeUndoMessages } from '@fanship/domain/warehouse/intake-shift';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApps, type TestApp, type TestMember } from '../../test/app.ts';
import { giveIncoming } from '../../test/incomings.ts';
import { packageHistoryOf, packageStatusOf } from '../../test/packages.ts';
import { requestHistoryOf } from '../../test/requests.ts';
import { createMemberWithRole, withStaffAndMember } from '../../test/roles.ts';

const { start } = setupTestApps();

const measured = { weightGrams: 1_250, widthCm: '30.5', lengthCm: 20, heightCm: 10 };

async function receive(t: TestApp, staff: TestMember, trackingNo: string, destination: object) {
  const response = await t.post('/api/staff/intake', { ...measured, trackingNo, destination }, staff.cookie);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ packageCode: string }>().packageCode;
}

const undo = (t: TestApp, staff: TestMember, code: string) =>
  t.post(`/api/staff/intake/${code}/undo`, undefined, staff.cookie);

const shift = async (t: TestApp, staff: TestMember) => {
  const response = await t.get('/api/staff/intake/shift', staff.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

async function packageId(t: TestApp, code: string): Promise<number> {
  const [row] = await t.database.db.select({ id: packages.id }).from(packages).where(eq(packages.code, code));
  return row?.id as number;
}

function expectConflict(response: Awaited<ReturnType<TestApp['post']>>, message: string) {
  expect(response.statusCode, response.body).toBe(409);
  expect(response.json().message).toBe(message);
}

describe('the intake desk’s shift view', () => {
  it('lists the worker’s receives of the Korean day, newest first, with member, country and destination', async () => {
    const { t, staff, member } = await withStaffAndMember(await start(), {
      firstName: 'Mina',
      lastName: 'Park',
    });
    const other = await createMemberWithRole(t, 'staff');
    // 2026-03-01T09:00Z is 18:00 in Korea; a receive 7 hours later is the next Korean day.
    const incoming = await giveIncoming(t, member, { trackingNo: 'CJ100200300' });
    const first = await receive(t, staff, 'CJ100200300', {
      kind: 'incoming',
      incomingCode: incoming.code,
      arrival: 'ALL',
    });
    t.clock.advance(60);
    const second = await receive(t, staff, 'ZZ100200300', { kind: 'pool' });
    await receive(t, other, 'ZZ100200301', { kind: 'member', memberCode: member.code });

    const today = await shift(t, staff);
    expect(today).toMatchObject({ day: '2026-03-01', count: 2, undo: { packageCode: second } });
    expect(today.parcels).toEqual([
      expect.objectContaining({
        packageCode: second,
        destination: 'pool',
        member: null,
        trackingNo: 'ZZ100200300',
      }),
      expect.objectContaining({
        packageCode: first,
        destination: 'incoming',
        incomingCode: incoming.code,
        member: { code: member.code, name: 'Mina Park', countryCode: 'US' },
      }),
    ]);
    // Past the 5 minutes the undo is gone; at the next Korean midnight so is the list.
    t.clock.advance(5 * 60 + 1);
    expect((await shift(t, staff)).undo).toBeNull();
    t.clock.advance(7 * 60 * 60);
    expect(await shift(t, staff)).toMatchObject({ day: '2026-03-02', count: 0, parcels: [] });
  });
});

describe('undoing a receive', () => {
  it('reverses exactly the receive for an incoming: package VOIDED with history, incoming back to SCIN01, number free', async () => {
    const { t, staff, member } = await withStaffAndMember(await start());
    const incoming = await giveIncoming(t, member, { trackingNo: 'CJ100200300' });
    const destination = { kind: 'incoming', incomingCode: incoming.code, arrival: 'PARTIAL' };
    const code = await receive(t, staff, 'CJ100200300', destination);
    t.clock.advance(4 * 60);

    const undone = await undo(t, staff, code);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toEqual({
      packageCode: code,
      status: 'VOIDED',
      statusLabel: 'Receive undone',
      incomingCode: incoming.code,
    });
    const [row] = await t.database.db.select().from(packages).where(eq(packages.code, code));
    expect(row).toMatchObject({ memberId: null, incomingRequestId: null, sourceRequestId: null });
    expect(
      (await packageHistoryOf(t, row?.id as number)).map((entry) => [entry.fromStatus, entry.toStatus]),
    ).toEqual([
      [null, 'PARTIALLY_ARRIVED'],
      ['PARTIALLY_ARRIVED', 'VOIDED'],
    ]);
    const moves = await requestHistoryOf(t, incoming.id);
    expect(moves.slice(-2).map((entry) => [entry.fromStatus, entry.toStatus])).toEqual([
      ['SCIN01', 'SCIN03'],
      ['SCIN03', 'SCIN01'],
    ]);
    // The member no longer has it; the desk finds the incoming open and receives the parcel again, no override.
    expect((await t.get(`/api/packages/${code}`, member.cookie)).statusCode).toBe(404);
    const found = (await t.get('/api/staff/intake/lookup?trackingNo=CJ100200300', staff.cookie)).json();
    expect(found.packages).toEqual([]);
    expect(found.incomings).toEqual([expect.objectContaining({ code: incoming.code, status: 'SCIN01' })]);
    await receive(t, staff, 'CJ100200300', destination);
    expect((await shift(t, staff)).count).toBe(1);
  });

  it('is refused with 409 after 5 minutes, to another worker, for an earlier parcel and once anything else happened', async () => {
    const { t, staff, member } = await withStaffAndMember(await start());
    const other = await createMemberWithRole(t, 'staff');
    const forMember = { kind: 'member', memberCode: member.code };
    const late = await receive(t, staff, 'CJ100200300', forMember);
    t.clock.advance(5 * 60 + 1);
    expectConflict(await undo(t, staff, late), intakeUndoMessages.tooLate);

    const earlier = await receive(t, staff, 'CJ100200301', forMember);
    const last = await receive(t, staff, 'CJ100200302', forMember);
    expectConflict(await undo(t, other, last), intakeUndoMessages.otherWorker);
    expectConflict(await undo(t, staff, earlier), intakeUndoMessages.notLast);
    // The member asks for an unboxing of it: the package is no longer only what the desk made.
    const asked = await t.put(
      `/api/packages/${last}/unboxing`,
      { priority: false, memberNote: 'Film it', agreement: true },
      member.cookie,
    );
    expect(asked.statusCode, asked.body).toBe(200);
    expectConflict(await undo(t, staff, last), intakeUndoMessages.changed);
    expect(await packageStatusOf(t, last)).toBe('UNBOXING_REQUEST');
    // Only staff, and only the desk's parcels.
    expect((await undo(t, member, last)).statusCode).toBe(404);
    expect((await t.post(`/api/staff/intake/${last}/undo`)).statusCode).toBe(404);
    expect((await undo(t, staff, 'PK0000000000')).statusCode).toBe(404);
    expect((await t.get('/api/staff/intake/shift', member.cookie)).statusCode).toBe(404);
  });

  // On PostgreSQL (TEST_DATABASE_URL) the undos really run at once: the package's row lock and the guarded moves
  // let exactly one through.
  it('lets one of many parallel undos of the same receive win; the others get 409, none a 500', async () => {
    const { t, staff, member } = await withStaffAndMember(await start());
    const incoming = await giveIncoming(t, member, { trackingNo: 'CJ100200300' });
    const code = await receive(t, staff, 'CJ100200300', {
      kind: 'incoming',
      incomingCode: incoming.code,
      arrival: 'ALL',
    });
    const responses = await Promise.all(Array.from({ length: 12 }, () => undo(t, staff, code)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(11);
    expect(await packageHistoryOf(t, await packageId(t, code))).toHaveLength(2);
    const moves = await requestHistoryOf(t, incoming.id);
    expect(
      moves.filter((entry) => entry.toStatus === 'SCIN01' && entry.fromStatus === 'SCIN02'),
    ).toHaveLength(1);
  });
});
