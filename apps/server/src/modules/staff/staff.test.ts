import { describe, expect, it } from 'vitest';
import { setupTestApps } from '../../test/app.ts';
import { createMemberWithRole } from '../../test/roles.ts';

const { start } = setupTestApps();

describe('staff area', () => {
  it('answers 404 to visitors and members on every staff route, 200 to staff', async () => {
    const t = await start();
    const member = await t.createMember();
    const staff = await createMemberWithRole(t, 'staff');
    const notFound = { code: 'NOT_FOUND', message: 'Resource Not Found' };
    for (const url of ['/api/staff/members?query=a', `/api/staff/members/${member.code}`]) {
      for (const cookie of [undefined, member.cookie, 'fanship_session=forged']) {
        const response = await t.get(url, cookie);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(notFound);
      }
      expect((await t.get(url, staff.cookie)).statusCode).toBe(200);
    }
  });

  it('finds members by exact code, or part of email or name, in any letter case', async () => {
    const t = await start();
    const staff = await createMemberWithRole(t, 'admin');
    const minji = await t.signUp({ firstName: 'Min', lastName: 'Ji', email: 'minji.fan@example.com' });
    await t.signUp({ firstName: 'Other', lastName: 'Person', email: 'other@example.org' });
    const search = async (query: string) => {
      const response = await t.get(`/api/staff/members?query=${encodeURIComponent(query)}`, staff.cookie);
      expect(response.statusCode).toBe(200);
      return response.json() as { code: string; email: string }[];
    };
    expect((await search(minji.code.toLowerCase())).map((row) => row.code)).toEqual([minji.code]);
    expect((await search('MINJI.FAN')).map((row) => row.code)).toEqual([minji.code]);
    expect((await search('min ji')).map((row) => row.code)).toEqual([minji.code]);
    expect(await search('%')).toEqual([]);
    const [row] = await search(minji.code);
    expect(Object.keys(row ?? {}).sort()).toEqual(
      ['code', 'countryCode', 'createdAt', 'email', 'firstName', 'lastName', 'role'].sort(),
    );
    expect((await search('')).length).toBe(3);
  });

  it("shows a member's profile with addresses", async () => {
    const t = await start();
    const staff = await createMemberWithRole(t, 'staff');
    const member = await t.createMember();
    await t.post(
      '/api/me/addresses',
      {
        nickname: 'Home',
        countryCode: 'FR',
        city: 'Paris',
        state: 'IDF',
        zipCode: '75001',
        line1: '1 Rue de Rivoli',
        phone: '+33 1 23 45 67 89',
        recipientName: 'Test Fan',
        recipientEmail: 'fan@example.com',
      },
      member.cookie,
    );
    const response = await t.get(`/api/staff/members/${member.code}`, staff.cookie);
    expect(response.json()).toMatchObject({
      code: member.code,
      email: member.email,
      addresses: [{ city: 'Paris' }],
    });
    const missing = await t.get('/api/staff/members/ZZZZZZZ', staff.cookie);
    expect(missing.statusCode).toBe(404);
  });

  it('lets an admin change a role, which applies at once; staff get 404 and nobody changes their own', async () => {
    const t = await start();
    const admin = await createMemberWithRole(t, 'admin');
    const staff = await createMemberWithRole(t, 'staff');
    const member = await t.createMember();
    const changeRole = (code: string, role: unknown, cookie: string | undefined) =>
      t.patch(`/api/staff/members/${code}/role`, { role }, cookie);

    for (const cookie of [undefined, member.cookie, staff.cookie]) {
      const refused = await changeRole(member.code, 'admin', cookie);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ code: 'NOT_FOUND', message: 'Resource Not Found' });
    }
    expect((await t.get('/api/me', member.cookie)).json().role).toBe('member');

    const bad = await changeRole(member.code, 'owner', admin.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ role: 'Role must be member, staff or admin' });
    expect((await changeRole(member.code, undefined, admin.cookie)).json().fieldErrors).toEqual({
      role: 'Role is required',
    });
    const own = await changeRole(admin.code, 'member', admin.cookie);
    expect(own.statusCode).toBe(409);
    expect(own.json()).toMatchObject({ message: 'You cannot change your own role.' });
    expect((await changeRole('ZZZZZZZ', 'staff', admin.cookie)).statusCode).toBe(404);

    // Promoted, the member reaches the staff API with the session they already have; demoted, no longer.
    const promoted = await changeRole(member.code.toLowerCase(), 'staff', admin.cookie);
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json()).toMatchObject({ code: member.code, role: 'staff' });
    const asStaff = await t.get('/api/staff/members?query=a', member.cookie);
    expect(asStaff.statusCode).toBe(200);
    await changeRole(member.code, 'member', admin.cookie);
    const demoted = await t.get('/api/staff/members?query=a', member.cookie);
    expect(demoted.statusCode).toBe(404);
  });
});
