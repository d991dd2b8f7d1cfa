import {
  artistGroups,
  artistMembers,
  fansignEvents,
  marketplaceListings,
} from '@fanship/db/catalogue-schema';
import { describe, expect, it } from 'vitest';
import { setupTestApps, type TestApp } from '../../test/app.ts';
import { postCreated } from '../../test/requests.ts';
import { staffCookie } from '../../test/roles.ts';

const { start } = setupTestApps();

async function insertGroup(t: TestApp, code: string, name: string) {
  const [group] = await t.database.db
    .insert(artistGroups)
    .values({ code, name, description: `About ${name}` })
    .returning();
  return group!;
}

function listingFor(groupId: number, index: number, saleStatus = 'SELLING') {
  return {
    pid: `A${groupId}-${index}`,
    name: `Listing ${index}`,
    priceKrw: 1000,
    saleStatus,
    imageUrlTemplate: 'https://img.example.com/{cnt}_{res}.jpg',
    artistGroupId: groupId,
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, index)),
  };
}

function eventFor(groupId: number, index: number) {
  return {
    title: `Fansign ${index}`,
    unitPriceKrw: 15_000,
    shopName: 'Withmuu',
    type: 'OFFLINE',
    subType: 'FANSIGN',
    artistGroupId: groupId,
    artistNameEn: 'Group',
    entryStartDate: new Date('2026-01-01T00:00:00Z'),
    entryEndDate: new Date(Date.UTC(2026, 3, 30 - index)),
    purchaseUrl: 'https://shop.example.com/e',
  };
}

describe('artists', () => {
  it('lists every group with its members in name order', async () => {
    const t = await start();
    const zb1 = await insertGroup(t, 'ZB1', 'ZEROBASEONE');
    const ive = await insertGroup(t, 'IVE', 'ive');
    await insertGroup(t, 'AESPA', 'aespa');
    await t.database.db.insert(artistMembers).values([
      { groupId: ive.id, code: 'IVE-YUJIN', name: 'Yujin' },
      { groupId: ive.id, code: 'IVE-WONYOUNG', name: 'Wonyoung' },
      { groupId: zb1.id, code: 'ZB1-HANBIN', name: 'Hanbin' },
    ]);
    const response = await t.get('/api/artist-groups');
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.map((group: { code: string }) => group.code)).toEqual(['AESPA', 'IVE', 'ZB1']);
    expect(list[1]).toEqual({
      code: 'IVE',
      name: 'ive',
      type: 'G',
      imagePath: null,
      searchTerm: '',
      members: [
        { code: 'IVE-YUJIN', name: 'Yujin' },
        { code: 'IVE-WONYOUNG', name: 'Wonyoung' },
      ],
    });
  });

  it('answers the artist page with previews capped at 5 and hasMore flags', async () => {
    const t = await start();
    const busy = await insertGroup(t, 'BUSY', 'Busy Group');
    const quiet = await insertGroup(t, 'QUIET', 'Quiet Group');
    await t.database.db
      .insert(marketplaceListings)
      .values([
        ...Array.from({ length: 6 }, (_, index) => listingFor(busy.id, index)),
        listingFor(busy.id, 9, 'SOLD_OUT'),
        ...Array.from({ length: 5 }, (_, index) => listingFor(quiet.id, index)),
        listingFor(quiet.id, 7, 'RESERVED'),
      ]);
    await t.database.db
      .insert(fansignEvents)
      .values([
        ...Array.from({ length: 6 }, (_, index) => eventFor(busy.id, index)),
        ...Array.from({ length: 2 }, (_, index) => eventFor(quiet.id, index)),
      ]);
    const busyPage = (await t.get('/api/artist-groups/BUSY')).json();
    expect(busyPage.artist).toMatchObject({ code: 'BUSY', description: 'About Busy Group' });
    expect(busyPage.marketplacePreview.map((row: { pid: string }) => row.pid)).toEqual(
      [5, 4, 3, 2, 1].map((index) => `A${busy.id}-${index}`),
    );
    expect(busyPage.hasMoreMarketplace).toBe(true);
    expect(busyPage.fansignPreview.map((row: { title: string }) => row.title)).toEqual([
      'Fansign 5',
      'Fansign 4',
      'Fansign 3',
      'Fansign 2',
      'Fansign 1',
    ]);
    expect(busyPage.hasMoreFansign).toBe(true);
    const quietPage = (await t.get('/api/artist-groups/QUIET')).json();
    expect(quietPage.marketplacePreview).toHaveLength(5);
    expect(quietPage.hasMoreMarketplace).toBe(false);
    expect(quietPage.fansignPreview).toHaveLength(2);
    expect(quietPage.hasMoreFansign).toBe(false);
  });

  it('decodes URL-encoded codes and answers 404 for unknown ones', async () => {
    const t = await start();
    await insertGroup(t, 'Girls Day & Co', 'Girls Day');
    const response = await t.get(`/api/artist-groups/${encodeURIComponent('Girls Day & Co')}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().artist.code).toBe('Girls Day & Co');
    const unknown = await t.get('/api/artist-groups/NOBODY');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'NOT_FOUND', message: 'Resource Not Found' });
  });
});

describe('staff artist groups', () => {
  const group = {
    code: 'NJZ',
    name: 'NewJeans',
    type: 'G',
    description: 'Five members',
    searchTerm: '뉴진스',
  };

  it('is hidden from visitors and members and lets staff keep groups and members', async () => {
    const t = await start();
    const member = await t.createMember();
    for (const cookie of [undefined, member.cookie]) {
      expect((await t.post('/api/staff/artist-groups', group, cookie)).statusCode).toBe(404);
      expect((await t.delete('/api/staff/artist-groups/NJZ', cookie)).statusCode).toBe(404);
    }
    const cookie = await staffCookie(t);
    const created = await postCreated(t, '/api/staff/artist-groups', cookie, group);
    expect(created.json()).toMatchObject({
      code: 'NJZ',
      name: 'NewJeans',
      searchTerm: '뉴진스',
      members: [],
    });
    const duplicate = await t.post('/api/staff/artist-groups', group, cookie);
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().fieldErrors).toEqual({ code: 'An artist group with this code already exists' });
    const badCode = await t.post('/api/staff/artist-groups', { ...group, code: 'a/b' }, cookie);
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().fieldErrors).toEqual({ code: 'Code cannot contain /, ?, # or %' });

    const members = '/api/staff/artist-groups/NJZ/members';
    await t.post(members, { code: 'NJZ-MINJI', name: 'Minji' }, cookie);
    const added = await t.post(members, { code: 'NJZ-HANI', name: 'Hani' }, cookie);
    expect(added.statusCode).toBe(201);
    expect(added.json().members).toEqual([
      { code: 'NJZ-MINJI', name: 'Minji' },
      { code: 'NJZ-HANI', name: 'Hani' },
    ]);
    const taken = await t.post(members, { code: 'NJZ-HANI', name: 'Again' }, cookie);
    expect(taken.statusCode).toBe(409);
    const renamed = await t.put(`${members}/NJZ-HANI`, { code: 'NJZ-HANI', name: 'Hanni' }, cookie);
    expect(renamed.json().members[1]).toEqual({ code: 'NJZ-HANI', name: 'Hanni' });
    const removed = await t.delete(`${members}/NJZ-MINJI`, cookie);
    expect(removed.json().members).toEqual([{ code: 'NJZ-HANI', name: 'Hanni' }]);
    expect((await t.delete(`${members}/NJZ-MINJI`, cookie)).statusCode).toBe(404);

    const edited = await t.put('/api/staff/artist-groups/NJZ', { ...group, name: 'NJZ' }, cookie);
    expect(edited.json()).toMatchObject({ name: 'NJZ', members: [{ code: 'NJZ-HANI', name: 'Hanni' }] });
    expect((await t.get('/api/artist-groups/NJZ')).json().artist.name).toBe('NJZ');
    expect((await t.delete('/api/staff/artist-groups/NJZ', cookie)).statusCode).toBe(204);
    expect((await t.get('/api/artist-groups/NJZ')).statusCode).toBe(404);
  });
});
