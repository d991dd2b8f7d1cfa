import { applicationInfos } from '@fanship/db/schema';
import { describe, expect, it } from 'vitest';
import { setupTestApps } from '../../test/app.ts';

const { start } = setupTestApps();
const path = '/api/me/application-info';
const mina = { name: 'Mina Park', data: 'Phone 010-1234-5678, born 2001-02-03' };

describe('applicant information', () => {
  it('creates, lists newest first, reads, edits and deletes a record', async () => {
    const t = await start();
    const { cookie } = await t.createMember();
    const created = await t.post(path, mina, cookie);
    expect(created.statusCode).toBe(201);
    const record = created.json();
    expect(record).toMatchObject({ id: expect.any(Number), ...mina });
    t.clock.advance(5);
    const second = await t.post(path, { name: '  Jisoo  ' }, cookie);
    expect(second.json()).toMatchObject({ name: 'Jisoo', data: '' });
    const list = await t.get(path, cookie);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((entry: { name: string }) => entry.name)).toEqual(['Jisoo', 'Mina Park']);
    expect((await t.get(`${path}/${record.id}`, cookie)).json()).toEqual(record);
    const edited = await t.patch(`${path}/${record.id}`, { name: 'Mina P.', data: 'New data' }, cookie);
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: record.id, name: 'Mina P.', data: 'New data' });
    const deleted = await t.delete(`${path}/${second.json().id}`, cookie);
    expect(deleted.statusCode).toBe(204);
    expect((await t.get(path, cookie)).json()).toEqual([edited.json()]);
  });

  it("answers a missing name and too long information with the spec's messages", async () => {
    const t = await start();
    const { cookie } = await t.createMember();
    const missing = await t.post(path, { name: '  ', data: 'x'.repeat(3001) }, cookie);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      code: 'VALIDATION',
      message: 'Name is required',
      fieldErrors: { name: 'Name is required', data: 'Information is too long (Max 3000 characters)' },
    });
    const absent = await t.post(path, {}, cookie);
    expect(absent.json().fieldErrors).toEqual({ name: 'Name is required' });
    const longest = await t.post(path, { name: 'x'.repeat(100), data: 'y'.repeat(3000) }, cookie);
    expect(longest.statusCode).toBe(201);
    const { id } = longest.json();
    const badEdit = await t.patch(`${path}/${id}`, { name: '', data: '' }, cookie);
    expect(badEdit.statusCode).toBe(400);
    expect(badEdit.json().fieldErrors).toEqual({ name: 'Name is required' });
    const tooLongName = await t.post(path, { name: 'x'.repeat(101) }, cookie);
    expect(tooLongName.json().fieldErrors).toEqual({ name: 'Name is too long (max. 100)' });
  });

  it("hides another member's record behind 404, as it does unknown and malformed ids", async () => {
    const t = await start();
    const owner = await t.createMember();
    const other = await t.createMember();
    const { id } = (await t.post(path, mina, owner.cookie)).json();
    const attempts = [
      { method: 'GET' as const, url: `${path}/${id}` },
      { method: 'PATCH' as const, url: `${path}/${id}`, payload: { name: 'Taken' } },
      { method: 'DELETE' as const, url: `${path}/${id}` },
      { method: 'PATCH' as const, url: `${path}/999999`, payload: { name: 'Nobody' } },
      { method: 'DELETE' as const, url: `${path}/abc` },
    ];
    for (const attempt of attempts) {
      const response = await t.inject({ ...attempt, cookie: other.cookie });
      expect(response.statusCode, `${attempt.method} ${attempt.url}`).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Resource Not Found' });
    }
    expect((await t.get(path, other.cookie)).json()).toEqual([]);
    expect((await t.get(`${path}/${id}`, owner.cookie)).json()).toMatchObject(mina);
  });

  it('needs a signed-in member for every call', async () => {
    const t = await start();
    const responses = await Promise.all(
      [
        { method: 'GET' as const, url: path },
        { method: 'POST' as const, url: path, payload: mina },
        { method: 'PATCH' as const, url: `${path}/1`, payload: mina },
        { method: 'DELETE' as const, url: `${path}/1` },
      ].map((attempt) => t.inject(attempt)),
    );
    expect(responses.map((response) => [response.statusCode, response.json().message])).toEqual(
      Array.from({ length: 4 }, () => [401, 'Authentication Failed']),
    );
  });

  it('caps a member at 20 records with a 409, other members unaffected', async () => {
    const t = await start();
    const { cookie } = await t.createMember();
    for (let index = 0; index < 20; index++) {
      expect((await t.post(path, { name: `Applicant ${index}` }, cookie)).statusCode).toBe(201);
    }
    const refused = await t.post(path, mina, cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'CONFLICT',
      message: "You can keep at most 20 applicant's information records. Please delete one first.",
    });
    const other = await t.createMember();
    expect((await t.post(path, mina, other.cookie)).statusCode).toBe(201);
  });

  // Runs on PostgreSQL when TEST_DATABASE_URL is set: without the member lock, parallel counts all saw room.
  it('keeps the cap of 20 under 40 parallel creations', async () => {
    const t = await start();
    const member = await t.createMember();
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, index) => t.post(path, { name: `Applicant ${index}` }, member.cookie)),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(20);
    expect(statuses.filter((status) => status === 409)).toHaveLength(20);
    expect(await t.database.db.select().from(applicationInfos)).toHaveLength(20);
  });
});
