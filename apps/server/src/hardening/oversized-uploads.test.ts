import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { storedFiles } from '@fanship/db/catalogue-schema';
import { memberFiles } from '@fanship/db/request-schema';
import { packageFiles } from '@fanship/db/warehouse-schema';
import { MAX_UPLOAD_BYTES } from '@fanship/domain/catalogue/staff-content';
import { describe, expect, it } from 'vitest';
import { setupTestApps, type TestApp } from '../test/app.ts';
import { useDataDirs } from '../test/data-dirs.ts';
import { givePackage } from '../test/packages.ts';
import { createOfmRequest, payThroughSandbox } from '../test/payments.ts';
import { createMemberWithRole } from '../test/roles.ts';
import { png, slowMultipart } from '../test/uploads.ts';

// Issue 20: a file over an upload route's limit was stored cut to the limit (201) when the parser's cut fell on a
// chunk boundary and the reader had caught up with the sender (a busy server, a slow client). Each upload route
// gets the body in two chunks split exactly at the limit, the rest after a pause: every time 413, nothing kept.

const { start } = setupTestApps();
const newDataDir = useDataDirs('oversized');

async function startWithDisk(overrides: { videoMaxBytes?: number } = {}) {
  const dataDir = await newDataDir();
  const t = await start({ dataDir, ...overrides });
  return { t, dataDir, staff: await createMemberWithRole(t, 'staff') };
}

/** A PNG of exactly `size` bytes (its signature, then filler). */
const pngOf = (size: number) => Buffer.concat([png, Buffer.alloc(size - png.length, 1)]);

/** Every file under the storage folder (temporary `.part` files included). */
async function filesOnDisk(dataDir: string): Promise<string[]> {
  try {
    const entries = await readdir(path.join(dataDir, 'uploads'), { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
  } catch {
    return [];
  }
}

async function expectNothingKept(t: TestApp, dataDir: string) {
  expect(await filesOnDisk(dataDir)).toEqual([]);
  expect(await t.database.db.select().from(memberFiles)).toHaveLength(0);
  expect(await t.database.db.select().from(storedFiles)).toHaveLength(0);
  expect(await t.database.db.select().from(packageFiles)).toHaveLength(0);
}

const tooLarge = { code: 'PAYLOAD_TOO_LARGE', message: 'File size cannot exceed 15MB' };

async function upload(t: TestApp, url: string, cookie: string, bytes: Buffer, splitAt: number) {
  return t.upload(url, slowMultipart('big.png', bytes, splitAt), cookie);
}

describe('oversized uploads are refused whatever the timing (issue 20)', () => {
  it('staff uploads: 15 MB + 1 split at 15 MB, and more split one byte later, get 413; 15 MB fits', async () => {
    const { t, dataDir, staff } = await startWithDisk();
    const url = '/api/staff/uploads';
    const atLimit = await upload(t, url, staff.cookie, pngOf(MAX_UPLOAD_BYTES + 1), MAX_UPLOAD_BYTES);
    expect(atLimit.statusCode, atLimit.body).toBe(413);
    expect(atLimit.json()).toEqual(tooLarge);
    const pastLimit = await upload(
      t,
      url,
      staff.cookie,
      pngOf(MAX_UPLOAD_BYTES + 65_536),
      MAX_UPLOAD_BYTES + 1,
    );
    expect(pastLimit.statusCode, pastLimit.body).toBe(413);
    expect(pastLimit.json()).toEqual(tooLarge);
    await expectNothingKept(t, dataDir);

    const fits = await upload(t, url, staff.cookie, pngOf(MAX_UPLOAD_BYTES), MAX_UPLOAD_BYTES - 1);
    expect(fits.statusCode, fits.body).toBe(201);
    expect(fits.json().size).toBe(MAX_UPLOAD_BYTES);
  });

  it("members' request images (/uploads/member-files): 413, nothing kept", async () => {
    const { t, dataDir } = await startWithDisk();
    const member = await t.createMember();
    const url = '/api/uploads/member-files?domain=ofm';
    const response = await upload(t, url, member.cookie, pngOf(MAX_UPLOAD_BYTES + 1), MAX_UPLOAD_BYTES);
    expect(response.statusCode, response.body).toBe(413);
    expect(response.json()).toEqual(tooLarge);
    await expectNothingKept(t, dataDir);
  });

  it('parcel photos (/staff/package-photos): 413, nothing kept', async () => {
    const { t, dataDir, staff } = await startWithDisk();
    const url = '/api/staff/package-photos';
    const response = await upload(t, url, staff.cookie, pngOf(MAX_UPLOAD_BYTES + 1), MAX_UPLOAD_BYTES);
    expect(response.statusCode, response.body).toBe(413);
    expect(response.json()).toEqual(tooLarge);
    await expectNothingKept(t, dataDir);
  });

  it("an OFM request's result photos (/staff/ofm/{code}/result-images): 413, nothing kept", async () => {
    const { t, dataDir, staff } = await startWithDisk();
    const member = await t.createMember();
    const code = await createOfmRequest(t, member);
    await payThroughSandbox(t, member, code);
    const url = `/api/staff/ofm/${code}/result-images`;
    const response = await upload(t, url, staff.cookie, pngOf(MAX_UPLOAD_BYTES + 1), MAX_UPLOAD_BYTES);
    expect(response.statusCode, response.body).toBe(413);
    expect(response.json()).toEqual(tooLarge);
    await expectNothingKept(t, dataDir);
  });

  it('unboxing videos (/staff/unboxing/{code}/videos, streamed to storage): 413 at and past the limit', async () => {
    const maxBytes = 4_096;
    const { t, dataDir, staff } = await startWithDisk({ videoMaxBytes: maxBytes });
    const member = await t.createMember();
    const pkg = await givePackage(t, member);
    const asked = await t.put(
      `/api/packages/${pkg.code}/unboxing`,
      { priority: false, memberNote: 'Film it', agreement: true },
      member.cookie,
    );
    expect(asked.statusCode, asked.body).toBe(200);
    const code = asked.json().code as string;
    const started = await t.post(`/api/staff/unboxing/${code}/start`, undefined, staff.cookie);
    expect(started.statusCode, started.body).toBe(200);
    const ftyp = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex');
    const mp4Of = (size: number) => Buffer.concat([ftyp, Buffer.alloc(size - ftyp.length, 7)]);
    const url = `/api/staff/unboxing/${code}/videos`;
    const send = (bytes: Buffer, splitAt: number) =>
      t.upload(url, slowMultipart('box.mp4', bytes, splitAt, 'video/mp4'), staff.cookie);
    for (const [size, splitAt] of [
      [maxBytes + 1, maxBytes],
      [maxBytes + 1_000, maxBytes + 1],
    ] as const) {
      const response = await send(mp4Of(size), splitAt);
      expect(response.statusCode, `${size} bytes split at ${splitAt}: ${response.body}`).toBe(413);
      expect(response.json().message).toBe('The video is too large (max. 4 KiB).');
    }
    await expectNothingKept(t, dataDir);
    const fits = await send(mp4Of(maxBytes), maxBytes - 1);
    expect(fits.statusCode, fits.body).toBe(201);
    expect(fits.json().sizeBytes).toBe(maxBytes);
  });
});
