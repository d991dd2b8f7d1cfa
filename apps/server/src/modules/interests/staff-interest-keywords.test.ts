import { describe, expect, it } from 'vitest';
import { setupTestApps } from '../../test/app.ts';
import { staffCookie } from '../../test/roles.ts';

const { start } = setupTestApps();
const path = '/api/staff/interest-keywords';

describe('staff interest keywords', () => {
  it('adds, lists as a tree (inactive too), renames, reorders, deactivates and deletes', async () => {
    const t = await start();
    const staff = await staffCookie(t);
    const groups = (await t.post(path, { keyword: 'GROUPS', name: 'Groups' }, staff)).json();
    expect(groups).toEqual({
      id: groups.id,
      keyword: 'GROUPS',
      name: 'Groups',
      parentId: null,
      position: 0,
      active: true,
    });
    const bts = (
      await t.post(path, { keyword: 'BTS', name: 'Bts', parentId: groups.id, position: 3 }, staff)
    ).json();
    const edited = await t.put(
      `${path}/${bts.id}`,
      { ...bts, name: 'BTS', position: 1, active: false },
      staff,
    );
    expect(edited.statusCode).toBe(200);
    expect((await t.get(`${path}/${bts.id}`, staff)).json()).toMatchObject({
      name: 'BTS',
      position: 1,
      active: false,
    });
    const list = await t.get(path, staff);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      { ...groups, children: [{ ...bts, name: 'BTS', position: 1, active: false }] },
    ]);
    expect((await t.delete(`${path}/${bts.id}`, staff)).statusCode).toBe(204);
    expect((await t.get(path, staff)).json()).toEqual([{ ...groups, children: [] }]);
  });

  it('keeps keywords one level deep and codes unique, with messages', async () => {
    const t = await start();
    const staff = await staffCookie(t);
    const groups = (await t.post(path, { keyword: 'GROUPS', name: 'Groups' }, staff)).json();
    const goods = (await t.post(path, { keyword: 'GOODS', name: 'Goods' }, staff)).json();
    const bts = (await t.post(path, { keyword: 'BTS', name: 'BTS', parentId: groups.id }, staff)).json();
    const cases = [
      [
        { keyword: 'JIN', name: 'Jin', parentId: bts.id },
        400,
        'A sub-keyword cannot have sub-keywords of its own: choose a top-level parent',
      ],
      [{ keyword: 'JIN', name: 'Jin', parentId: 999_999 }, 400, 'Unknown parent keyword'],
      [
        { keyword: 'bts x', name: 'Jin' },
        400,
        'Keyword may contain only capital letters, numbers and underscores',
      ],
      [{ keyword: 'BTS', name: 'Again' }, 409, 'Keyword is already in use.'],
    ] as const;
    for (const [body, status, message] of cases) {
      const response = await t.post(path, body, staff);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().message).toBe(message);
    }
    const underGoods = await t.put(`${path}/${groups.id}`, { ...groups, parentId: goods.id }, staff);
    expect(underGoods.statusCode).toBe(409);
    expect(underGoods.json().message).toBe(
      'This keyword has sub-keywords, so it cannot become a sub-keyword or be deleted',
    );
    const own = await t.put(`${path}/${goods.id}`, { ...goods, parentId: goods.id }, staff);
    expect(own.json().message).toBe('A keyword cannot be its own parent');
    expect((await t.delete(`${path}/${groups.id}`, staff)).statusCode).toBe(409);
    const moved = await t.put(`${path}/${bts.id}`, { ...bts, parentId: goods.id }, staff);
    expect(moved.json().parentId).toBe(goods.id);
    for (const response of [
      await t.put(`${path}/999999`, { keyword: 'X', name: 'X' }, staff),
      await t.get(`${path}/999999`, staff),
      await t.delete(`${path}/999999`, staff),
    ]) {
      expect(response.statusCode).toBe(404);
    }
  });

  it('answers 404 to members and visitors', async () => {
    const t = await start();
    const member = await t.createMember();
    for (const cookie of [member.cookie, undefined]) {
      expect((await t.get(path, cookie)).statusCode).toBe(404);
      expect((await t.post(path, { keyword: 'A', name: 'A' }, cookie)).statusCode).toBe(404);
    }
  });

  it('parallel moves and new children never make a keyword three levels deep', async () => {
    const t = await start();
    const staff = await staffCookie(t);
    const a = (await t.post(path, { keyword: 'A', name: 'A' }, staff)).json();
    const b = (await t.post(path, { keyword: 'B', name: 'B' }, staff)).json();
    const answers = await Promise.all([
      t.put(`${path}/${a.id}`, { ...a, parentId: b.id }, staff),
      t.put(`${path}/${b.id}`, { ...b, parentId: a.id }, staff),
      ...Array.from({ length: 10 }, (_, index) =>
        t.post(path, { keyword: `C${index}`, name: `C${index}`, parentId: index % 2 ? a.id : b.id }, staff),
      ),
    ]);
    for (const answer of answers) expect([200, 201, 400, 409]).toContain(answer.statusCode);
    const tree = (await t.get(path, staff)).json();
    const all = tree.flatMap((top: { children: object[] }) => [top, ...top.children]);
    // A keyword three levels deep would be missing from the tree, which shows two.
    const created = answers.filter((answer) => answer.statusCode === 201).length;
    expect(all).toHaveLength(2 + created);
    expect(created).toBeGreaterThan(0);
  });
});
