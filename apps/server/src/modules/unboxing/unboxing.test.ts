import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { feeLines } from '@fanship/db/payment-schema';
import { memberFiles } from '@fanship/db/request-schema';
import { packageFiles, packages, unboxingRequests } from '@fanship/db/warehouse-schema';
import { unboxingMessages } from '@fanship/domain/warehouse/unboxing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApps, type TestApp, type TestMember } from '../../test/app.ts';
import { useDataDirs } from '../../test/data-dirs.ts';
import { givePackage, packageHistoryOf } from '../../test/packages.ts';
import { queueCodesByAmount } from '../../test/requests.ts';
import { createMemberWithRole } from '../../test/roles.ts';
import { rowsWhere } from '../../test/rows.ts';
import { mp4, multipart } from '../../test/uploads.ts';

const { start } = setupTestApps();
const newDataDir = useDataDirs('unboxing');

async function setup(overrides: { videoMaxBytes?: number } = {}) {
  const dataDir = await newDataDir();
  const t = await start({ dataDir, ...overrides });
  const staff = await createMemberWithRole(t, 'staff');
  const member = await t.createMember();
  return { t, staff, member, dataDir };
}

const request = (t: TestApp, member: TestMember, code: string, payload: object) =>
  t.put(`/api/packages/${code}/unboxing`, payload, member.cookie);

const asks = { priority: false, memberNote: 'Please film the photocards', agreement: true };

const step = (t: TestApp, staff: TestMember, code: string, name: 'start' | 'complete') =>
  t.post(`/api/staff/unboxing/${code}/${name}`, undefined, staff.cookie);

const uploadVideo = (t: TestApp, cookie: string, code: string, bytes: Buffer, name = 'box.mp4') =>
  t.upload(`/api/staff/unboxing/${code}/videos`, multipart(name, bytes, 'video/mp4'), cookie);

async function storedFiles(dataDir: string): Promise<string[]> {
  try {
    return await readdir(path.join(dataDir, 'uploads', 'member-files'));
  } catch {
    return [];
  }
}

async function packageRow(t: TestApp, code: string) {
  const [row] = await t.database.db.select().from(packages).where(eq(packages.code, code));
  return row;
}

const feesOf = (t: TestApp, packageId: number) => rowsWhere(t, feeLines, feeLines.packageId, packageId);

describe('member unboxing requests', () => {
  it('asks for an unboxing on an arrived package: UB code, package moved, fees on the package', async () => {
    const { t, member } = await setup();
    const pkg = await givePackage(t, member, { weightGrams: 12_000 });
    const answer = await request(t, member, pkg.code, { ...asks, priority: true });
    expect(answer.statusCode, answer.body).toBe(200);
    const unboxing = answer.json();
    expect(unboxing).toMatchObject({
      status: 'SCUN01',
      statusLabel: 'Requested',
      packageCode: pkg.code,
      priority: true,
      memberNote: 'Please film the photocards',
      free: false,
      feeKrw: 9_000,
      cancellable: true,
      videos: [],
      fees: [
        { name: 'Unboxing video', amountKrw: 4_000, status: 'UNPAID' },
        { name: 'Priority unboxing', amountKrw: 5_000, status: 'UNPAID' },
      ],
    });
    expect(unboxing.code).toMatch(/^UB\d{10}$/);
    expect((await packageRow(t, pkg.code))?.status).toBe('UNBOXING_REQUEST');
    expect(await feesOf(t, pkg.id)).toMatchObject([
      { targetRequestId: null, originCode: unboxing.code, kind: 'UNBOXING', amountKrw: 4_000 },
      { targetRequestId: null, originCode: unboxing.code, kind: 'UNBOXING', amountKrw: 5_000 },
    ]);
    const [row] = await t.database.db.select().from(unboxingRequests);
    expect(row).toMatchObject({ packageId: pkg.id, packageStatusBefore: 'ARRIVED', feeKrw: 9_000 });
    const history = await packageHistoryOf(t, pkg.id);
    expect(history.at(-1)).toMatchObject({
      event: 'STATUS',
      fromStatus: 'ARRIVED',
      toStatus: 'UNBOXING_REQUEST',
      actor: 'member',
      note: `Unboxing requested: ${unboxing.code}`,
    });

    const read = await t.get(`/api/packages/${pkg.code}/unboxing`, member.cookie);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(unboxing);
  });

  it('makes one unboxing of two asked at once: the other is refused with 409', async () => {
    const { t, member } = await setup();
    const pkg = await givePackage(t, member);
    const answers = await Promise.all([
      request(t, member, pkg.code, asks),
      request(t, member, pkg.code, asks),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().message).toBe(
      unboxingMessages.notRequestable,
    );
    expect(await t.database.db.select().from(unboxingRequests)).toHaveLength(1);
    expect(await feesOf(t, pkg.id)).toHaveLength(1);
  });

  it('unboxes BUNJANG packages for free: no fee lines', async () => {
    const { t, member } = await setup();
    const pkg = await givePackage(t, member, { type: 'M', tags: ['BUNJANG'] });
    const answer = await request(t, member, pkg.code, { ...asks, priority: true });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ free: true, feeKrw: 0, fees: [] });
    expect(await feesOf(t, pkg.id)).toHaveLength(0);
  });

  it('checks the body with the spec messages and saves nothing on a refusal', async () => {
    const { t, member } = await setup();
    const pkg = await givePackage(t, member);
    const refused = await request(t, member, pkg.code, {
      priority: false,
      memberNote: ' ',
      agreement: false,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toMatchObject({
      memberNote: 'Note is required',
      agreement: 'Please confirm you have read and understood the disclaimer',
    });
    const long = await request(t, member, pkg.code, { ...asks, memberNote: 'a'.repeat(3001) });
    expect(long.json().fieldErrors).toMatchObject({ memberNote: 'Note is too long (max. 3000)' });
    expect(await t.database.db.select().from(unboxingRequests)).toHaveLength(0);
  });

  it("answers 404 for another member's package and where there is no unboxing; 409 where none may be asked", async () => {
    const { t, member } = await setup();
    const other = await t.createMember();
    const pkg = await givePackage(t, member);
    expect((await request(t, other, pkg.code, asks)).statusCode).toBe(404);
    expect((await t.get(`/api/packages/${pkg.code}/unboxing`, member.cookie)).statusCode).toBe(404);
    await request(t, member, pkg.code, asks);
    for (const method of ['GET', 'DELETE'] as const) {
      const answer = await t.inject({
        method,
        url: `/api/packages/${pkg.code}/unboxing`,
        cookie: other.cookie,
      });
      expect(answer.statusCode).toBe(404);
    }
    expect((await t.get(`/api/packages/${pkg.code}/unboxing`)).statusCode).toBe(401);
    const box = await givePackage(t, member, { type: 'F' });
    expect((await request(t, member, box.code, asks)).statusCode).toBe(409);
    const shipped = await givePackage(t, member, { status: 'SHIPPED' });
    expect((await request(t, member, shipped.code, asks)).statusCode).toBe(409);
  });

  it('cancels while requested: the package goes back to where it was and the fees are cancelled', async () => {
    const { t, member } = await setup();
    const pkg = await givePackage(t, member, { status: 'PARTIALLY_ARRIVED' });
    const created = (await request(t, member, pkg.code, asks)).json();
    const cancelled = await t.delete(`/api/packages/${pkg.code}/unboxing`, member.cookie);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ code: created.code, status: 'SCUN09', cancellable: false });
    expect((await packageRow(t, pkg.code))?.status).toBe('PARTIALLY_ARRIVED');
    expect((await feesOf(t, pkg.id)).map((fee) => fee.status)).toEqual(['CANCELLED']);
    // Cancelled twice: nothing left to cancel. Asked again: a new unboxing.
    const again = await t.delete(`/api/packages/${pkg.code}/unboxing`, member.cookie);
    expect(again.statusCode).toBe(409);
    expect((await request(t, member, pkg.code, asks)).statusCode).toBe(200);
  });
});

describe('staff unboxing', () => {
  async function requested(overrides: { videoMaxBytes?: number } = {}) {
    const s = await setup(overrides);
    const pkg = await givePackage(s.t, s.member);
    const code: string = (await request(s.t, s.member, pkg.code, asks)).json().code;
    return { ...s, pkg, code };
  }

  it('starts, takes a video, completes; the member is told with the package link and sees the video', async () => {
    const { t, staff, member, pkg, code, dataDir } = await requested();
    const queue = await t.get('/api/staff/requests/unboxing', staff.cookie);
    expect(queue.statusCode, queue.body).toBe(200);
    expect(queue.json().content).toMatchObject([
      { code, status: 'SCUN01', summary: `${pkg.code} · 1.20 kg · ₩2,500`, amountKrw: 2_500 },
    ]);
    // Nothing to upload before the start.
    expect((await uploadVideo(t, staff.cookie, code, mp4())).statusCode).toBe(409);

    const started = await step(t, staff, code, 'start');
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({
      status: 'SCUN02',
      package: { code: pkg.code, status: 'UNBOXING_PROCESSING', weightGrams: 1_200 },
      actions: [{ to: 'SCUN03', action: 'Complete' }],
    });
    const startMail = await t.latestMailTo(member.email);
    expect(startMail?.subject).toBe(`[Unboxing] ${code}: Processing`);
    expect(startMail?.textBody).toContain(`/packages/${pkg.code}`);
    // Started: the member can no longer cancel.
    const late = await t.delete(`/api/packages/${pkg.code}/unboxing`, member.cookie);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(unboxingMessages.cancelOnlyRequested);

    const early = await step(t, staff, code, 'complete');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(unboxingMessages.noVideo);

    // Members cannot upload, even their own package's video.
    expect((await uploadVideo(t, member.cookie, code, mp4())).statusCode).toBe(404);
    const wrong = await uploadVideo(t, staff.cookie, code, Buffer.from('GIF89a this is not a video at all'));
    expect(wrong.statusCode).toBe(415);
    expect(wrong.json().message).toBe(unboxingMessages.videoType);
    expect(await storedFiles(dataDir)).toEqual([]);
    expect(await t.database.db.select().from(memberFiles)).toHaveLength(0);

    const video = mp4(5_000);
    const uploaded = await uploadVideo(t, staff.cookie, code, video);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const stored = uploaded.json();
    expect(stored).toMatchObject({ contentType: 'video/mp4', sizeBytes: video.length });
    expect(stored.filename).toMatch(/^[a-f0-9]{32}\.mp4$/);
    const [file] = await t.database.db
      .select({ kind: packageFiles.kind, originRequestId: packageFiles.originRequestId, file: memberFiles })
      .from(packageFiles)
      .innerJoin(memberFiles, eq(memberFiles.id, packageFiles.fileId))
      .where(eq(packageFiles.packageId, pkg.id));
    expect(file).toMatchObject({
      kind: 'VIDEO',
      file: { domain: 'package-video', tag: 'UNBOXING_VIDEO', memberId: pkg.memberId },
    });
    expect(file?.originRequestId).not.toBeNull();
    expect(file?.file.attachedAt).not.toBeNull();

    const completed = await step(t, staff, code, 'complete');
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json()).toMatchObject({ status: 'SCUN03', package: { status: 'ARRIVED' } });
    const mail = await t.latestMailTo(member.email);
    expect(mail?.subject).toBe(`[Unboxing] ${code}: Your unboxing video is ready`);
    expect(mail?.textBody).toContain('Your unboxing video is ready.');
    expect(mail?.textBody).toContain(`/packages/${pkg.code}`);
    const events = await packageHistoryOf(t, pkg.id);
    expect(events.map((row) => `${row.event} ${row.toStatus ?? ''}`.trim())).toEqual([
      'CREATED ARRIVED',
      'STATUS UNBOXING_REQUEST',
      'STATUS UNBOXING_PROCESSING',
      'VIDEO',
      'STATUS ARRIVED',
    ]);

    const mine = await t.get(`/api/packages/${pkg.code}/unboxing`, member.cookie);
    expect(mine.json()).toMatchObject({
      status: 'SCUN03',
      videos: [{ url: stored.url, sizeBytes: video.length }],
    });
    const whole = await t.get(stored.url, member.cookie);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(Buffer.compare(whole.rawPayload, video)).toBe(0);
  });

  it('answers ranges of a video to its member and staff only', async () => {
    const { t, staff, member, code } = await requested();
    await step(t, staff, code, 'start');
    const video = mp4(3_000);
    const { url } = (await uploadVideo(t, staff.cookie, code, video)).json();
    const ranged = (range: string, cookie = member.cookie) =>
      t.inject({ method: 'GET', url, cookie, headers: { range } });

    const first = await ranged('bytes=0-99');
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-99/${video.length}`);
    expect(first.headers['content-length']).toBe('100');
    expect(Buffer.compare(first.rawPayload, video.subarray(0, 100))).toBe(0);

    const middle = await ranged('bytes=1000-1499', staff.cookie);
    expect(middle.statusCode).toBe(206);
    expect(Buffer.compare(middle.rawPayload, video.subarray(1000, 1500))).toBe(0);

    const suffix = await ranged('bytes=-100');
    expect(suffix.statusCode).toBe(206);
    expect(suffix.headers['content-range']).toBe(
      `bytes ${video.length - 100}-${video.length - 1}/${video.length}`,
    );
    expect(Buffer.compare(suffix.rawPayload, video.subarray(video.length - 100))).toBe(0);

    const past = await ranged(`bytes=${video.length}-`);
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${video.length}`);

    const other = await t.createMember();
    expect((await ranged('bytes=0-99', other.cookie)).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url, headers: { range: 'bytes=0-99' } })).statusCode).toBe(401);
  });

  it('refuses a video over VIDEO_MAX_BYTES with 413, keeping nothing', async () => {
    const { t, staff, code, dataDir } = await requested({ videoMaxBytes: 4_096 });
    await step(t, staff, code, 'start');
    const tooBig = await uploadVideo(t, staff.cookie, code, mp4(5_000));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe('The video is too large (max. 4 KiB).');
    expect(await storedFiles(dataDir)).toEqual([]);
    expect(await t.database.db.select().from(memberFiles)).toHaveLength(0);
    // A Content-Length far past the limit is refused before the body is read.
    const declared = await t.upload(
      `/api/staff/unboxing/${code}/videos`,
      multipart('big.mp4', mp4(200_000), 'video/mp4'),
      staff.cookie,
    );
    expect(declared.statusCode).toBe(413);
    const fits = await uploadVideo(t, staff.cookie, code, mp4(4_096 - 24));
    expect(fits.statusCode, fits.body).toBe(201);
  });

  it('streams a large video to disk without holding it in memory', async () => {
    const { t, staff, code, dataDir } = await requested();
    await step(t, staff, code, 'start');
    const boundary = '----fanship-video-boundary';
    const chunk = Buffer.alloc(1024 * 1024, 3);
    const megabytes = 64;
    async function* body() {
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
      );
      yield mp4(0);
      for (let index = 0; index < megabytes; index++) yield chunk;
      yield Buffer.from(`\r\n--${boundary}--\r\n`);
    }
    const { Readable } = await import('node:stream');
    global.gc?.();
    const before = process.memoryUsage().rss;
    const uploaded = await t.inject({
      method: 'POST',
      url: `/api/staff/unboxing/${code}/videos`,
      cookie: staff.cookie,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Readable.from(body()),
    });
    const growth = process.memoryUsage().rss - before;
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(uploaded.json().sizeBytes).toBe(megabytes * 1024 * 1024 + mp4(0).length);
    expect(await storedFiles(dataDir)).toHaveLength(1);
    // Holding the upload would take at least its 64 MB; streaming keeps the growth far below it.
    expect(growth).toBeLessThan(40 * 1024 * 1024);
  }, 60_000);

  it('cancels through the generic staff cancel: package back, fees cancelled, member told', async () => {
    const { t, staff, member, pkg, code } = await requested();
    const cancelled = await t.post(
      `/api/staff/requests/unboxing/${code}/cancel`,
      { reason: 'The parcel is sealed by customs' },
      staff.cookie,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(204);
    expect((await packageRow(t, pkg.code))?.status).toBe('ARRIVED');
    expect((await feesOf(t, pkg.id)).map((fee) => fee.status)).toEqual(['CANCELLED']);
    const mail = await t.latestMailTo(member.email);
    expect(mail?.subject).toBe(`[Unboxing] ${code}: Cancelled`);
    expect(mail?.textBody).toContain('Reason: The parcel is sealed by customs');
    expect(mail?.textBody).toContain(`/packages/${pkg.code}`);
    const detail = await t.get(`/api/staff/requests/unboxing/${code}`, staff.cookie);
    expect(detail.json()).toMatchObject({ status: 'SCUN09', actions: [] });
    // A started unboxing is not cancelled by staff either.
    const next = (await request(t, member, pkg.code, asks)).json().code;
    await step(t, staff, next, 'start');
    const refused = await t.post(
      `/api/staff/requests/unboxing/${next}/cancel`,
      { reason: 'Too late' },
      staff.cookie,
    );
    expect(refused.statusCode).toBe(409);
  });
});

describe('the staff unboxing queue by amount', () => {
  it('sorts by the fee it shows, either way (a free one at ₩0)', async () => {
    const { t, staff, member } = await setup();
    const ask = async (pkg: { code: string }, priority: boolean) => {
      const answer = await request(t, member, pkg.code, { ...asks, priority });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<{ code: string }>().code;
    };
    const dear = await ask(await givePackage(t, member, { weightGrams: 12_000 }), true);
    const free = await ask(await givePackage(t, member, { type: 'M', tags: ['BUNJANG'] }), true);
    const light = await ask(await givePackage(t, member, { weightGrams: 1_000 }), false);
    expect(await queueCodesByAmount(t, staff, 'unboxing', [dear, free, light])).toEqual([free, light, dear]);
  });
});
