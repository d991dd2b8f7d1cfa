import { ensureInterestKeywords } from '@fanship/db/seed-interests';
import { describe, expect, it } from 'vitest';
import { setupTestApps, type TestApp } from '../../test/app.ts';
import { staffCookie } from '../../test/roles.ts';

const { start } = setupTestApps();
const staffPath = '/api/staff/interest-keywords';

/** A keyword written through the staff API; answers its id. */
async function addKeyword(
  t: TestApp,
  cookie: string,
  body: { keyword: string; name: string; parentId?: number | null; position?: number; active?: boolean },
): Promise<number> {
  const response = await t.post(staffPath, body, cookie);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

describe('interest keywords', () => {
  it('answers the active top-level keywords with their active children in order, publicly and cacheable', async () => {
    const t = await start();
    const staff = await staffCookie(t);
    const goods = await addKeyword(t, staff, { keyword: 'GOODS', name: 'Goods', position: 2 });
    const groups = await addKeyword(t, staff, { keyword: 'GROUPS', name: 'Groups', position: 1 });
    await addKeyword(t, staff, { keyword: 'TWICE', name: 'TWICE', parentId: groups, position: 2 });
    await addKeyword(t, staff, { keyword: 'BTS', name: 'BTS', parentId: groups, position: 1 });
    await addKeyword(t, staff, { keyword: 'OLD', name: 'Old', parentId: groups, active: false });
    await addKeyword(t, staff, { keyword: 'ALBUMS', name: 'Albums', parentId: goods });
    await addKeyword(t, staff, { keyword: 'HIDDEN', name: 'Hidden', active: false });
    const response = await t.get('/api/interest-keywords');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    const tops: { keyword: string; name: string; children: object[] }[] = response.json();
    expect(Object.keys(tops[0] ?? {})).toEqual(['keyword', 'name', 'children']);
    expect(tops.map((top) => `${top.keyword}=${top.name}`)).toEqual(['GROUPS=Groups', 'GOODS=Goods']);
    const bts = { keyword: 'BTS', name: 'BTS' };
    const twice = { keyword: 'TWICE', name: 'TWICE' };
    expect(tops.map((top) => top.children)).toEqual([[bts, twice], [{ keyword: 'ALBUMS', name: 'Albums' }]]);
    // A staff change is seen at once (the cached answer is dropped).
    const renamed = await t.put(
      `${staffPath}/${goods}`,
      { keyword: 'GOODS', name: 'Merch', position: 0 },
      staff,
    );
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({
      id: goods,
      keyword: 'GOODS',
      name: 'Merch',
      parentId: null,
      position: 0,
      active: true,
    });
    expect((await t.get('/api/interest-keywords')).json().map((top: { name: string }) => top.name)).toEqual([
      'Merch',
      'Groups',
    ]);
  });

  it('seeds a K-pop set once, with keywords that have children and keywords that have none', async () => {
    const t = await start();
    await ensureInterestKeywords(t.database.db);
    await ensureInterestKeywords(t.database.db);
    const tops = (await t.get('/api/interest-keywords')).json();
    expect(tops.map((top: { keyword: string }) => top.keyword)).toEqual([
      'GROUPS',
      'SOLOISTS',
      'GENRES',
      'GOODS',
      'FANSIGNS',
      'CONCERTS',
    ]);
    expect(tops[0].children).toContainEqual({ keyword: 'BTS', name: 'BTS' });
    expect(tops.at(-1).children).toEqual([]);
  });
});

describe('a member’s interests (GET and PATCH /api/me)', () => {
  async function seeded() {
    const t = await start();
    await ensureInterestKeywords(t.database.db);
    return { t, member: await t.createMember() };
  }

  it('starts empty, replaces the set, answers it in keyword order and is idempotent', async () => {
    const { t, member } = await seeded();
    expect((await t.get('/api/me', member.cookie)).json().interests).toEqual([]);
    const first = await t.patch('/api/me', { interests: ['GOODS', 'BTS', 'GROUPS', 'BTS'] }, member.cookie);
    expect(first.statusCode).toBe(200);
    const expected = [
      { keyword: 'GROUPS', name: 'K-pop groups' },
      { keyword: 'BTS', name: 'BTS' },
      { keyword: 'GOODS', name: 'Goods' },
    ];
    expect(first.json()).toMatchObject({ code: member.code, interests: expected });
    const again = await t.patch('/api/me', { interests: ['GROUPS', 'BTS', 'GOODS'] }, member.cookie);
    expect(again.json().interests).toEqual(expected);
    expect((await t.get('/api/me', member.cookie)).json().interests).toEqual(expected);
    expect((await t.get('/api/auth/session', member.cookie)).json().member.interests).toEqual(expected);
    const replaced = await t.patch('/api/me', { interests: ['CONCERTS'] }, member.cookie);
    expect(replaced.json().interests).toEqual([{ keyword: 'CONCERTS', name: 'Concerts & tours' }]);
    const cleared = await t.patch('/api/me', { interests: [] }, member.cookie);
    expect(cleared.json().interests).toEqual([]);
  });

  it('refuses an unknown or inactive keyword, a malformed body and more than 50, keeping the set', async () => {
    const { t, member } = await seeded();
    await t.patch('/api/me', { interests: ['BTS'] }, member.cookie);
    const unknown = await t.patch('/api/me', { interests: ['BTS', 'NOPE'] }, member.cookie);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      code: 'VALIDATION',
      message: 'Unknown interest keyword: NOPE',
      fieldErrors: { interests: 'Unknown interest keyword: NOPE' },
    });
    const staff = await staffCookie(t);
    const list = (await t.get(staffPath, staff)).json();
    const concerts = list.find((top: { keyword: string }) => top.keyword === 'CONCERTS');
    await t.put(`${staffPath}/${concerts.id}`, { ...concerts, active: false }, staff);
    const inactive = await t.patch('/api/me', { interests: ['CONCERTS'] }, member.cookie);
    expect(inactive.json().message).toBe('Unknown interest keyword: CONCERTS');
    const tooMany = await t.patch(
      '/api/me',
      { interests: Array.from({ length: 51 }, (_, index) => `K${index}`) },
      member.cookie,
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('You can choose at most 50 interests');
    for (const body of [{}, { interests: 'BTS' }, { interests: [1] }, { interests: ['X'.repeat(41)] }]) {
      const response = await t.patch('/api/me', body, member.cookie);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await t.get('/api/me', member.cookie)).json().interests).toEqual([
      { keyword: 'BTS', name: 'BTS' },
    ]);
  });

  it('hides interests in a keyword deactivated later, directly or through its parent', async () => {
    const { t, member } = await seeded();
    await t.patch('/api/me', { interests: ['GROUPS', 'BTS', 'GOODS'] }, member.cookie);
    const staff = await staffCookie(t);
    const groups = (await t.get(staffPath, staff)).json()[0];
    await t.put(`${staffPath}/${groups.id}`, { ...groups, active: false }, staff);
    expect((await t.get('/api/me', member.cookie)).json().interests).toEqual([
      { keyword: 'GOODS', name: 'Goods' },
    ]);
  });

  it('needs a signed-in member', async () => {
    const t = await start();
    const response = await t.patch('/api/me', { interests: [] });
    expect(response.statusCode).toBe(401);
  });

  it('20 parallel replacements by one member end as one of them, with no failure', async () => {
    const { t, member } = await seeded();
    const sets = [['BTS', 'IVE'], ['GOODS'], ['TWICE', 'ALBUMS', 'GROUPS'], []];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        t.patch('/api/me', { interests: sets[index % sets.length] }, member.cookie),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    const kept = (await t.get('/api/me', member.cookie))
      .json()
      .interests.map((interest: { keyword: string }) => interest.keyword);
    expect(sets.map((set) => [...set].sort().join())).toContain([...kept].sort().join());
  });
});
