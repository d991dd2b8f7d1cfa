import { fansignEvents } from '@fanship/db/catalogue-schema';
import { describe, expect, it } from 'vitest';
import { setupTestApps, type TestApp } from '../../test/app.ts';
import { createMemberWithRole } from '../../test/roles.ts';
import { insertSeventeen, staffListingBody } from '../../test-support/catalogue-fixtures.ts';

/**
 * The public reads decision 014 caches (artist page, fansign events, trending products, posts): every staff
 * change is in the next answer, and answers that depend on the clock move at the instant they change.
 */
const { start } = setupTestApps();

// The test clock reads 2026-03-01T09:00Z.
const listing = staffListingBody;

const staffEvent = {
  title: 'Spring fansign',
  unitPriceKrw: 20_000,
  shopName: 'Soundwave',
  type: 'OFFLINE',
  subType: 'FANSIGN',
  artistGroupCode: 'SVT',
  artistNameEn: 'SEVENTEEN',
  entryStartDate: '2026-02-01T00:00:00Z',
  entryEndDate: '2026-03-10T00:00:00Z',
  purchaseUrl: 'https://shop.example.com/event',
};

type ArtistPageAnswer = {
  artist: { name: string; members: { code: string }[] };
  marketplacePreview: { pid: string; name: string }[];
  fansignPreview: { title: string; ended: boolean }[];
};

async function artistPage(t: TestApp, code = 'SVT'): Promise<ArtistPageAnswer> {
  const response = await t.get(`/api/artist-groups/${code}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function eventList(t: TestApp, query = ''): Promise<string[]> {
  const response = await t.get(`/api/fansign-events${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json<{ content: { title: string; ended: boolean }[] }>()
    .content.map((event) => `${event.title}${event.ended ? ' (ended)' : ''}`);
}

async function expectWrite(t: TestApp, cookie: string, request: Parameters<TestApp['inject']>[0]) {
  const response = await t.inject({ ...request, cookie });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response;
}

describe('cached artist pages', () => {
  it('show every staff change to the artist, its listings and its events at the next request', async () => {
    const t = await start();
    await insertSeventeen(t.database.db);
    const { cookie } = await createMemberWithRole(t, 'staff');
    const seen: string[] = [];
    const look = async () => {
      const page = await artistPage(t);
      seen.push(
        [
          page.artist.name,
          page.artist.members.map((member) => member.code).join('+'),
          page.marketplacePreview.map((row) => `${row.pid}:${row.name}`).join('+'),
          page.fansignPreview.map((row) => row.title).join('+'),
        ].join(' | '),
      );
    };
    await look();
    await expectWrite(t, cookie, {
      method: 'POST',
      url: '/api/staff/marketplace-listings',
      payload: listing,
    });
    await look();
    await expectWrite(t, cookie, {
      method: 'PUT',
      url: '/api/staff/marketplace-listings/BJ-1',
      payload: { ...listing, name: 'Lightstick v2' },
    });
    await look();
    await expectWrite(t, cookie, {
      method: 'PUT',
      url: '/api/staff/marketplace-listings/BJ-1',
      payload: { ...listing, saleStatus: 'SOLD_OUT' },
    });
    await look();
    await expectWrite(t, cookie, { method: 'DELETE', url: '/api/staff/marketplace-listings/BJ-1' });
    await look();
    const created = await expectWrite(t, cookie, {
      method: 'POST',
      url: '/api/staff/fansign-events',
      payload: staffEvent,
    });
    const eventId = created.json<{ id: number }>().id;
    await look();
    await expectWrite(t, cookie, {
      method: 'PUT',
      url: `/api/staff/fansign-events/${eventId}`,
      payload: { ...staffEvent, title: 'Summer fansign' },
    });
    await look();
    await expectWrite(t, cookie, {
      method: 'PUT',
      url: '/api/staff/artist-groups/SVT',
      payload: { code: 'SVT', name: 'SVT Renamed', type: 'G' },
    });
    await look();
    await expectWrite(t, cookie, {
      method: 'POST',
      url: '/api/staff/artist-groups/SVT/members',
      payload: { code: 'SVT-HOSHI', name: 'Hoshi' },
    });
    await look();
    await expectWrite(t, cookie, { method: 'DELETE', url: `/api/staff/fansign-events/${eventId}` });
    await look();
    expect(seen).toEqual([
      'SEVENTEEN |  |  | ',
      'SEVENTEEN |  | BJ-1:Weverse lightstick | ',
      'SEVENTEEN |  | BJ-1:Lightstick v2 | ',
      'SEVENTEEN |  |  | ',
      'SEVENTEEN |  |  | ',
      'SEVENTEEN |  |  | Spring fansign',
      'SEVENTEEN |  |  | Summer fansign',
      'SVT Renamed |  |  | Summer fansign',
      'SVT Renamed | SVT-HOSHI |  | Summer fansign',
      'SVT Renamed | SVT-HOSHI |  | ',
    ]);
  });

  it('finds an artist created after its code was asked for', async () => {
    const t = await start();
    const { cookie } = await createMemberWithRole(t, 'staff');
    expect((await t.get('/api/artist-groups/NEW')).statusCode).toBe(404);
    await expectWrite(t, cookie, {
      method: 'POST',
      url: '/api/staff/artist-groups',
      payload: { code: 'NEW', name: 'Newcomers', type: 'G' },
    });
    expect((await artistPage(t, 'NEW')).artist.name).toBe('Newcomers');
  });

  it('marks an event ended, and moves it, at the instant its entry ends, with nothing written', async () => {
    const t = await start();
    const svt = await insertSeventeen(t.database.db);
    const event = (title: string, entryEndDate: string) => ({
      title,
      unitPriceKrw: 20_000,
      shopName: 'Soundwave',
      type: 'OFFLINE',
      subType: 'FANSIGN',
      artistGroupId: svt.id,
      artistNameEn: 'SEVENTEEN',
      entryStartDate: new Date('2026-02-01T00:00:00Z'),
      entryEndDate: new Date(entryEndDate),
      purchaseUrl: 'https://shop.example.com/event',
    });
    await t.database.db
      .insert(fansignEvents)
      .values([
        event('Ends first', '2026-03-01T09:00:10Z'),
        event('Ends next', '2026-03-01T09:00:20Z'),
        event('Ended long ago', '2026-02-15T00:00:00Z'),
      ]);
    const preview = async () =>
      (await artistPage(t)).fansignPreview.map((row) => `${row.title}${row.ended ? ' (ended)' : ''}`);
    const open = ['Ends first', 'Ends next', 'Ended long ago (ended)'];
    expect(await eventList(t)).toEqual(open);
    expect(await preview()).toEqual(open);
    t.clock.advance(10);
    // At the entry end itself the event is still open.
    expect(await eventList(t)).toEqual(open);
    expect(await preview()).toEqual(open);
    t.clock.advance(0.001);
    const firstEnded = ['Ends next', 'Ends first (ended)', 'Ended long ago (ended)'];
    expect(await eventList(t)).toEqual(firstEnded);
    expect(await preview()).toEqual(firstEnded);
    t.clock.advance(10);
    const bothEnded = ['Ends next (ended)', 'Ends first (ended)', 'Ended long ago (ended)'];
    expect(await eventList(t)).toEqual(bothEnded);
    expect(await preview()).toEqual(bothEnded);
  });
});

describe('cached fansign event lists', () => {
  it('show a staff event creation, edit and deletion at the next request', async () => {
    const t = await start();
    await insertSeventeen(t.database.db);
    const { cookie } = await createMemberWithRole(t, 'staff');
    expect(await eventList(t)).toEqual([]);
    expect(await eventList(t, '?artist=svt')).toEqual([]);
    const created = await expectWrite(t, cookie, {
      method: 'POST',
      url: '/api/staff/fansign-events',
      payload: staffEvent,
    });
    const id = created.json<{ id: number }>().id;
    expect(await eventList(t)).toEqual(['Spring fansign']);
    expect(await eventList(t, '?artist=svt')).toEqual(['Spring fansign']);
    await expectWrite(t, cookie, {
      method: 'PUT',
      url: `/api/staff/fansign-events/${id}`,
      payload: { ...staffEvent, title: 'Ended fansign', entryEndDate: '2026-03-01T08:00:00Z' },
    });
    expect(await eventList(t)).toEqual(['Ended fansign (ended)']);
    await expectWrite(t, cookie, { method: 'DELETE', url: `/api/staff/fansign-events/${id}` });
    expect(await eventList(t)).toEqual([]);
  });
});

describe('cached trending product lists', () => {
  it('show a staff creation, edit and deletion at the next request', async () => {
    const t = await start();
    const { cookie } = await createMemberWithRole(t, 'staff');
    const names = async () =>
      (await t.get('/api/ofm-products'))
        .json<{ content: { name: string; unitPriceKrw: number }[] }>()
        .content.map((product) => `${product.name}:${product.unitPriceKrw}`);
    const body = {
      name: 'Limited tote',
      unitPriceKrw: 25_000,
      purchaseUrl: 'https://shop.example.com/tote',
      shopName: '29CM',
      descriptionHtml: '<p>Canvas</p>',
    };
    expect(await names()).toEqual([]);
    const created = await expectWrite(t, cookie, {
      method: 'POST',
      url: '/api/staff/trending-products',
      payload: body,
    });
    const id = created.json<{ id: number }>().id;
    expect(await names()).toEqual(['Limited tote:25000']);
    await expectWrite(t, cookie, {
      method: 'PUT',
      url: `/api/staff/trending-products/${id}`,
      payload: { ...body, name: 'Tote bag', unitPriceKrw: 19_000 },
    });
    expect(await names()).toEqual(['Tote bag:19000']);
    await expectWrite(t, cookie, { method: 'DELETE', url: `/api/staff/trending-products/${id}` });
    expect(await names()).toEqual([]);
  });
});

describe('cached post lists', () => {
  it('show a staff creation, edit and deletion, and each view, at the next request', async () => {
    const t = await start();
    const { cookie } = await createMemberWithRole(t, 'staff');
    const titles = async () =>
      (await t.get('/api/posts'))
        .json<{ content: { title: string; viewCount: number }[] }>()
        .content.map((post) => `${post.title}:${post.viewCount}`);
    const body = { kind: 'POST', subType: 'NEWS', title: 'Comeback news', contentHtml: '<p>Soon</p>' };
    expect(await titles()).toEqual([]);
    const created = await expectWrite(t, cookie, { method: 'POST', url: '/api/staff/posts', payload: body });
    const id = created.json<{ id: number }>().id;
    expect(await titles()).toEqual(['Comeback news:0']);
    expect((await t.get(`/api/posts/${id}`)).statusCode).toBe(200);
    expect(await titles()).toEqual(['Comeback news:1']);
    await expectWrite(t, cookie, {
      method: 'PUT',
      url: `/api/staff/posts/${id}`,
      payload: { ...body, title: 'Comeback date' },
    });
    expect(await titles()).toEqual(['Comeback date:1']);
    await expectWrite(t, cookie, { method: 'DELETE', url: `/api/staff/posts/${id}` });
    expect(await titles()).toEqual([]);
  });
});
