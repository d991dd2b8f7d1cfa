import { describe, expect, it } from 'vitest';
import { setupTestApps, type TestApp } from '../test/app.ts';
import { useDataDirs } from '../test/data-dirs.ts';
import { createMemberWithRole } from '../test/roles.ts';
import { multipart, png } from '../test/uploads.ts';

// Issue 25: image uploads were read whole into a Buffer and stored with `put` (20 parallel 15 MiB uploads took a
// server from 190 to 594 MB). Every upload now streams into `putStream` (`lib/sniffed-upload.ts`); here the store's
// whole-buffer `put` fails, so any upload route still using it fails too.

const { start } = setupTestApps();
const newDataDir = useDataDirs('streamed');

async function startWithoutWholePuts(): Promise<{ t: TestApp; streamed: string[] }> {
  const t = await start({ dataDir: await newDataDir() });
  const storage = t.app.appContext.fileStorage;
  const streamed: string[] = [];
  const putStream = storage.putStream.bind(storage);
  storage.put = async () => {
    throw new Error('An upload was held whole in memory');
  };
  storage.putStream = (key, stream, contentType, options) => {
    streamed.push(key);
    return putStream(key, stream, contentType, options);
  };
  return { t, streamed };
}

/** A PNG of 2 MiB: many chunks of the multipart parser. */
const largePng = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024, 3)]);

describe('image uploads are streamed to storage', () => {
  it("staff uploads, members' request images and parcel photos: each through putStream, served back whole", async () => {
    const { t, streamed } = await startWithoutWholePuts();
    const staff = await createMemberWithRole(t, 'staff');
    const member = await t.createMember();
    const routes = [
      { url: '/api/staff/uploads', cookie: staff.cookie, served: (body: { path: string }) => body.path },
      {
        url: '/api/uploads/member-files?domain=ofm',
        cookie: member.cookie,
        served: (body: { url: string }) => body.url,
      },
      { url: '/api/staff/package-photos', cookie: staff.cookie, served: (body: { url: string }) => body.url },
    ];
    for (const route of routes) {
      const response = await t.upload(route.url, multipart('large.png', largePng), route.cookie);
      expect(response.statusCode, `${route.url}: ${response.body}`).toBe(201);
      const served = await t.get(route.served(response.json()), staff.cookie);
      expect(served.statusCode).toBe(200);
      expect(Buffer.compare(served.rawPayload, largePng)).toBe(0);
    }
    expect(streamed).toHaveLength(3);
  });
});
