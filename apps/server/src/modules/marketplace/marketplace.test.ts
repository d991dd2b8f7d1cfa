import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { marketplaceListings, storedFiles } from '@fanship/db/catalogue-schema';
import { MARKETPLACE_CARE_CATEGORY_ID } from '@fanship/domain/catalogue/marketplace';
import { encodeSliceCursor } from '@fanship/domain/catalogue/paging';
import { LISTING_UPLOAD_PREFIX } from '@fanship/domain/catalogue/staff-catalogue';
import { like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApps, type TestApp } from '../../test/app.ts';
import { useDataDirs } from '../../test/data-dirs.ts';
import { postCreated } from '../../test/requests.ts';
import { staffCookie } from '../../test/roles.ts';
import { insertSeventeen, staffListingBody } from '../../test-support/catalogue-fixtures.ts';

const { start } = setupTestApps();

function listing(index: number, fields: Partial<typeof marketplaceListings.$inferInsert> = {}) {
  return {
    pid: `P${String(index).padStart(3, '0')}`,
    name: `Lightstick ${index}`,
    priceKrw: 10_000 + index,
    imageUrlTemplate: `https://img.example.com/${index}_{cnt}_w{res}.jpg`,
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, index)),
    ...fields,
  };
}

async function search(t: TestApp, query: string) {
  const response = await t.get(`/api/bunjang/retrieve-products?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: { pid: string }[]; hasNext: boolean; nextCursor: string | null };
}

describe('marketplace (local source)', () => {
  it('matches the keyword as a case-insensitive substring, newest first, in category 910 by default', async () => {
    const t = await start();
    await t.database.db
      .insert(marketplaceListings)
      .values([
        listing(1, { name: 'SEVENTEEN Carat Bong' }),
        listing(2, { name: 'seventeen photocard set' }),
        listing(3, { name: 'BTS Army Bomb' }),
        listing(4, { name: 'Seventeen album', categoryId: '555' }),
        listing(5, { name: '100%_literal' }),
      ]);
    expect((await search(t, 'keyword=venTEEN')).data.map((row) => row.pid)).toEqual(['P002', 'P001']);
    expect((await search(t, 'keyword=seventeen&categoryId=555')).data.map((row) => row.pid)).toEqual([
      'P004',
    ]);
    expect((await search(t, 'keyword=%25_')).data.map((row) => row.pid)).toEqual(['P005']);
    expect((await search(t, 'keyword=0%25')).data.map((row) => row.pid)).toEqual(['P005']);
    expect((await search(t, 'keyword=x_y')).data).toEqual([]);
  });

  it('lists only care listings for category=care and refuses other categories', async () => {
    const t = await start();
    await t.database.db
      .insert(marketplaceListings)
      .values([listing(1), listing(2, { categoryId: MARKETPLACE_CARE_CATEGORY_ID, name: 'Care pick' })]);
    expect((await search(t, 'category=care')).data.map((row) => row.pid)).toEqual(['P002']);
    const refused = await t.get('/api/bunjang/retrieve-products?category=food');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("Unknown category: only 'care' is allowed");
  });

  it('pages to the end with each listing exactly once, even with equal timestamps', async () => {
    const t = await start();
    const sameTime = new Date('2026-02-01T00:00:00.123456Z');
    await t.database.db
      .insert(marketplaceListings)
      .values(
        Array.from({ length: 23 }, (_, index) =>
          listing(index, index % 3 === 0 ? { createdAt: sameTime } : {}),
        ),
      );
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await search(t, `size=5${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.data.map((row) => row.pid));
      expect(page.hasNext).toBe(page.nextCursor !== null);
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(5);
    expect(new Set(seen).size).toBe(23);
    expect(seen).toHaveLength(23);
  });

  it('answers 400 Invalid cursor for malformed cursors', async () => {
    const t = await start();
    for (const cursor of [
      'not*base64',
      encodeSliceCursor(['yesterday', 'P1']),
      encodeSliceCursor([1]),
      'abc',
    ]) {
      const response = await t.get(`/api/bunjang/retrieve-products?cursor=${cursor}`);
      expect(response.statusCode, cursor).toBe(400);
      expect(response.json().message).toBe('Invalid cursor');
    }
  });

  it('returns a sold listing with its status and 404 for unknown pids', async () => {
    const t = await start();
    await t.database.db
      .insert(marketplaceListings)
      .values(listing(1, { saleStatus: 'SOLD_OUT', condition: 'LIKE_NEW' }));
    const sold = await t.get('/api/bunjang/products/P001?category=care');
    expect(sold.statusCode).toBe(200);
    expect(sold.json()).toMatchObject({
      pid: 'P001',
      saleStatus: 'SOLD_OUT',
      condition: 'LIKE_NEW',
      imageCount: 1,
    });
    expect((await t.get('/api/bunjang/products/NOPE')).statusCode).toBe(404);
    expect((await t.get('/api/bunjang/products/bad.pid')).statusCode).toBe(400);
  });
});

describe('staff marketplace listings', () => {
  // The group code in any case.
  const body = { ...staffListingBody, artistGroupCode: 'svt' };

  it('hides every write from visitors and members (404) and lets staff create, edit and delete', async () => {
    const t = await start();
    await insertSeventeen(t.database.db);
    const member = await t.createMember();
    for (const cookie of [undefined, member.cookie]) {
      const response = await t.post('/api/staff/marketplace-listings', body, cookie);
      expect(response.statusCode).toBe(404);
      expect((await t.get('/api/staff/marketplace-listings', cookie)).statusCode).toBe(404);
    }
    const cookie = await staffCookie(t);
    const created = await postCreated(t, '/api/staff/marketplace-listings', cookie, body);
    expect(created.json()).toMatchObject({
      pid: 'BJ-1',
      priceKrw: 35_000,
      categoryId: '910',
      artistGroupCode: 'SVT',
    });
    const duplicate = await t.post('/api/staff/marketplace-listings', body, cookie);
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().fieldErrors).toEqual({ pid: 'A listing with this id already exists' });
    const unknownArtist = await t.post(
      '/api/staff/marketplace-listings',
      { ...body, pid: 'BJ-2', artistGroupCode: 'NOBODY' },
      cookie,
    );
    expect(unknownArtist.statusCode).toBe(400);
    expect(unknownArtist.json().fieldErrors).toEqual({ artistGroupCode: 'Unknown artist group: NOBODY' });
    const sold = await t.put(
      '/api/staff/marketplace-listings/BJ-1',
      { ...body, saleStatus: 'SOLD_OUT' },
      cookie,
    );
    expect(sold.json()).toMatchObject({ saleStatus: 'SOLD_OUT' });
    const publicDetail = await t.get('/api/bunjang/products/BJ-1');
    expect(publicDetail.json().saleStatus).toBe('SOLD_OUT');
    const list = await t.get('/api/staff/marketplace-listings?keyword=WEVERSE', cookie);
    expect(list.json().data.map((row: { pid: string }) => row.pid)).toEqual(['BJ-1']);
    expect((await t.delete('/api/staff/marketplace-listings/BJ-1', cookie)).statusCode).toBe(204);
    expect((await t.get('/api/bunjang/products/BJ-1')).statusCode).toBe(404);
    const invalid = await t.post(
      '/api/staff/marketplace-listings',
      { ...body, imageUrlTemplate: 'javascript:alert(1)' },
      cookie,
    );
    expect(invalid.statusCode).toBe(400);
  });

  const newDataDir = useDataDirs('listing');

  async function upload(t: TestApp, cookie: string, bytes: Buffer): Promise<string> {
    const boundary = '----listing-test';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await t.inject({
      method: 'POST',
      url: '/api/staff/uploads',
      cookie,
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().path;
  }

  it('keeps uploaded images as one numbered series that the public listing shows, in order', async () => {
    const dataDir = await newDataDir();
    const t = await start({ dataDir });
    await insertSeventeen(t.database.db);
    const cookie = await staffCookie(t);
    const pngHeader = Buffer.from('89504e470d0a1a0a', 'hex');
    const first = Buffer.concat([pngHeader, Buffer.from('first image')]);
    const second = Buffer.concat([pngHeader, Buffer.from('second image')]);
    const paths = [await upload(t, cookie, first), await upload(t, cookie, second)];
    const { imageUrlTemplate: _template, imageCount: _count, ...rest } = body;
    const uploaded = { ...rest, pid: 'UP-1', imageSource: 'UPLOAD', imagePaths: [paths[1], paths[0]] };

    const missing = await t.post('/api/staff/marketplace-listings', { ...uploaded, imagePaths: [] }, cookie);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual({ imagePaths: 'Please upload at least one image' });
    const foreign = await t.post(
      '/api/staff/marketplace-listings',
      { ...uploaded, imagePaths: ['/media/uploads/0123456789abcdef0123456789abcdef.png'] },
      cookie,
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fieldErrors.imagePaths).toBe(
      'Image 1 is not an uploaded file. Please upload it again.',
    );
    // A series that fails part of the way (its third file gone from the store) leaves no copies behind.
    const gone = await upload(t, cookie, Buffer.concat([pngHeader, Buffer.from('gone')]));
    await t.app.appContext.fileStorage.delete(gone.replace('/media/uploads/', ''));
    const partial = await t.post(
      '/api/staff/marketplace-listings',
      { ...uploaded, imagePaths: [...uploaded.imagePaths, gone] },
      cookie,
    );
    expect(partial.json().fieldErrors.imagePaths).toBe(
      'Image 3 is not an uploaded file. Please upload it again.',
    );
    const seriesRows = await t.database.db
      .select()
      .from(storedFiles)
      .where(like(storedFiles.storageKey, 'marketplace/%'));
    expect(seriesRows).toEqual([]);
    const seriesFiles = await readdir(path.join(dataDir, 'uploads', 'marketplace'), {
      recursive: true,
      withFileTypes: true,
    });
    expect(seriesFiles.filter((entry) => entry.isFile())).toEqual([]);

    const created = await postCreated(t, '/api/staff/marketplace-listings', cookie, uploaded);
    const { imageUrlTemplate, imageCount } = created.json();
    expect(imageCount).toBe(2);
    expect(imageUrlTemplate.startsWith(LISTING_UPLOAD_PREFIX)).toBe(true);
    expect(imageUrlTemplate).toMatch(/\/\{cnt\}$/);
    const publicListing = (await t.get('/api/bunjang/products/UP-1')).json();
    expect(publicListing.imageUrlTemplate).toBe(imageUrlTemplate);
    for (const [number, bytes] of [
      [1, second],
      [2, first],
    ] as const) {
      const served = await t.get(imageUrlTemplate.replace('{cnt}', String(number)));
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(Buffer.compare(served.rawPayload, bytes)).toBe(0);
    }

    // Saving the same images again keeps the series; dropping one makes a new series of one.
    const current = [1, 2].map((number) => imageUrlTemplate.replace('{cnt}', String(number)));
    const kept = await t.put(
      '/api/staff/marketplace-listings/UP-1',
      { ...uploaded, name: 'Renamed', imagePaths: current },
      cookie,
    );
    expect(kept.json()).toMatchObject({ name: 'Renamed', imageUrlTemplate, imageCount: 2 });
    const trimmed = await t.put(
      '/api/staff/marketplace-listings/UP-1',
      { ...uploaded, imagePaths: [current[1]] },
      cookie,
    );
    expect(trimmed.json().imageCount).toBe(1);
    expect(trimmed.json().imageUrlTemplate).not.toBe(imageUrlTemplate);
    const only = await t.get(trimmed.json().imageUrlTemplate.replace('{cnt}', '1'));
    expect(Buffer.compare(only.rawPayload, first)).toBe(0);
  });

  it('asks for a template and a count when the images are not uploaded', async () => {
    const t = await start();
    const cookie = await staffCookie(t);
    const { imageUrlTemplate: _template, imageCount: _count, ...rest } = body;
    const response = await t.post(
      '/api/staff/marketplace-listings',
      { ...rest, artistGroupCode: '' },
      cookie,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      imageUrlTemplate: 'Image URL template is required',
      imageCount: 'Image count is required',
    });
  });
});
