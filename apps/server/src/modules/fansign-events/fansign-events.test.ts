import { artistGroups, fansignEvents } from '@fanship/db/catalogue-schema';
import { encodeSliceCursor } from '@fanship/domain/catalogue/paging';
import { describe, expect, it } from 'vitest';
import { setupTestApps, type TestApp } from '../../test/app.ts';
import { postCreated } from '../../test/requests.ts';
import { staffCookie } from '../../test/roles.ts';
import { insertSeventeen } from '../../test-support/catalogue-fixtures.ts';

const { start } = setupTestApps();

function event(index: number, fields: Partial<typeof fansignEvents.$inferInsert> = {}) {
  return {
    title: `Event ${index}`,
    unitPriceKrw: 20_000,
    shopName: 'Soundwave',
    type: 'VIDEO_CALL',
    subType: 'FANCALL',
    artistNameEn: 'Someone',
    artistNameKo: '누군가',
    entryStartDate: new Date('2026-01-01T00:00:00Z'),
    entryEndDate: new Date(Date.UTC(2026, 2, 1 + index)),
    purchaseUrl: 'https://shop.example.com/event',
    ...fields,
  };
}

async function titles(t: TestApp, query: string) {
  const response = await t.get(`/api/fansign-events?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().content.map((row: { title: string }) => row.title);
}

describe('fansign events', () => {
  it('filters by keyword, type, sub-type and artist (code or name, any case), soonest entry end first', async () => {
    const t = await start();
    const svt = await insertSeventeen(t.database.db);
    await t.database.db.insert(fansignEvents).values([
      event(3, {
        title: 'Spring FANSIGN',
        type: 'OFFLINE',
        subType: 'FANSIGN',
        artistNameEn: 'SEVENTEEN',
        artistNameKo: '세븐틴',
        artistGroupId: svt.id,
      }),
      event(1, { title: 'Video call night', artistNameEn: 'IVE', artistNameKo: '아이브' }),
      event(2, {
        title: 'Lucky draw',
        subType: 'LUCKY_DRAW',
        artistNameEn: 'Hoshi',
        artistGroupId: svt.id,
      }),
    ]);
    expect(await titles(t, '')).toEqual(['Video call night', 'Lucky draw', 'Spring FANSIGN']);
    expect(await titles(t, 'keyword=fansign')).toEqual(['Spring FANSIGN']);
    expect(await titles(t, 'keyword=ive')).toEqual(['Video call night']);
    expect(await titles(t, 'keyword=%EC%84%B8%EB%B8%90')).toEqual(['Spring FANSIGN']);
    expect(await titles(t, 'type=offline')).toEqual(['Spring FANSIGN']);
    expect(await titles(t, 'subType=LUCKY_DRAW')).toEqual(['Lucky draw']);
    expect(await titles(t, 'artist=svt')).toEqual(['Lucky draw', 'Spring FANSIGN']);
    expect(await titles(t, 'artist=venteen')).toEqual(['Spring FANSIGN']);
    expect(await titles(t, 'artist=nobody')).toEqual([]);
    const badType = await t.get('/api/fansign-events?type=ONLINE');
    expect(badType.statusCode).toBe(400);
    expect(badType.json().message).toBe('Unknown event type: ONLINE');
  });

  it('lists open events first, soonest entry end first, then ended ones, latest first, marked ended', async () => {
    const t = await start();
    // The test clock reads 2026-03-01T09:00Z.
    await t.database.db
      .insert(fansignEvents)
      .values([
        event(0, { title: 'Ended long ago', entryEndDate: new Date('2026-02-10T00:00:00Z') }),
        event(0, { title: 'Open, ends later', entryEndDate: new Date('2026-03-20T00:00:00Z') }),
        event(0, { title: 'Ended yesterday', entryEndDate: new Date('2026-02-28T09:00:00Z') }),
        event(0, { title: 'Open, ends soon', entryEndDate: new Date('2026-03-02T00:00:00Z') }),
      ]);
    const expected = ['Open, ends soon', 'Open, ends later', 'Ended yesterday', 'Ended long ago'];
    const response = await t.get('/api/fansign-events');
    expect(
      response.json().content.map((row: { title: string; ended: boolean }) => [row.title, row.ended]),
    ).toEqual(expected.map((title) => [title, title.startsWith('Ended')]));
    const paged: string[] = [];
    let cursor: string | undefined;
    for (;;) {
      const slice = (
        await t.get(`/api/fansign-events?size=1${cursor ? `&sliceCursor=${cursor}` : ''}`)
      ).json();
      paged.push(...slice.content.map((row: { title: string }) => row.title));
      if (slice.last) break;
      cursor = slice.content.at(-1).sliceCursor;
    }
    expect(paged).toEqual(expected);
    const ended = (await t.get('/api/fansign-events?keyword=long')).json().content[0];
    const detail = await t.get(`/api/fansign-events/${ended.id}`);
    expect(detail.json()).toMatchObject({ title: 'Ended long ago', ended: true });
  });

  it('pages to the end with each event once and refuses malformed cursors', async () => {
    const t = await start();
    const sameEnd = new Date('2026-03-10T12:00:00.654321Z');
    await t.database.db
      .insert(fansignEvents)
      .values(
        Array.from({ length: 13 }, (_, index) => event(index, index % 2 ? { entryEndDate: sameEnd } : {})),
      );
    const seen: string[] = [];
    let cursor: string | undefined;
    for (;;) {
      const response = await t.get(`/api/fansign-events?size=4${cursor ? `&sliceCursor=${cursor}` : ''}`);
      const slice = response.json();
      seen.push(...slice.content.map((row: { title: string }) => row.title));
      if (slice.last) break;
      cursor = slice.content.at(-1).sliceCursor;
    }
    expect(seen).toHaveLength(13);
    expect(new Set(seen).size).toBe(13);
    for (const bad of [
      '%%%',
      encodeSliceCursor(['2026-01-01T00:00:00Z']),
      encodeSliceCursor(['x', 1]),
      encodeSliceCursor([2, '2026-01-01T00:00:00Z', 1]),
    ]) {
      const response = await t.get(`/api/fansign-events?sliceCursor=${encodeURIComponent(bad)}`);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().message).toBe('Invalid cursor');
    }
  });

  it('reads one event and answers 404 for unknown ids', async () => {
    const t = await start();
    const [row] = await t.database.db.insert(fansignEvents).values(event(1)).returning();
    const detail = await t.get(`/api/fansign-events/${row!.id}`);
    expect(detail.json()).toMatchObject({
      id: row!.id,
      title: 'Event 1',
      entryEndDate: '2026-03-02T00:00:00.000Z',
    });
    expect((await t.get('/api/fansign-events/99999')).statusCode).toBe(404);
  });

  it('lets only staff create, edit and delete events', async () => {
    const t = await start();
    await t.database.db.insert(artistGroups).values({ code: 'IVE', name: 'IVE' });
    const body = {
      title: 'IVE video call',
      unitPriceKrw: '18000',
      shopName: 'Makestar',
      type: 'VIDEO_CALL',
      subType: 'FANCALL',
      artistGroupCode: 'ive',
      artistNameEn: 'IVE',
      entryStartDate: '2026-04-01T00:00:00Z',
      entryEndDate: '2026-04-10T00:00:00Z',
      purchaseUrl: 'https://makestar.example.com/ive',
    };
    const member = await t.createMember();
    for (const cookie of [undefined, member.cookie]) {
      expect((await t.post('/api/staff/fansign-events', body, cookie)).statusCode).toBe(404);
    }
    const cookie = await staffCookie(t);
    const created = await postCreated(t, '/api/staff/fansign-events', cookie, body);
    const { id } = created.json();
    expect(created.json()).toMatchObject({
      artistGroupCode: 'IVE',
      unitPriceKrw: 18_000,
      winnerAnnouncementDate: null,
    });
    expect(await titles(t, 'artist=IVE')).toEqual(['IVE video call']);
    const reversed = await t.put(
      `/api/staff/fansign-events/${id}`,
      { ...body, entryEndDate: '2026-03-01T00:00:00Z' },
      cookie,
    );
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().fieldErrors).toEqual({
      entryEndDate: 'Entry end date must be after the entry start date',
    });
    const edited = await t.put(`/api/staff/fansign-events/${id}`, { ...body, title: 'Renamed' }, cookie);
    expect(edited.json().title).toBe('Renamed');
    expect((await t.delete(`/api/staff/fansign-events/${id}`, cookie)).statusCode).toBe(204);
    expect((await t.get(`/api/fansign-events/${id}`)).statusCode).toBe(404);
  });
});
