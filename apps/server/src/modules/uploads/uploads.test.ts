import { storedFiles } from '@fanship/db/catalogue-schema';
import { describe, expect, it } from 'vitest';
import { setupTestApps, type TestApp } from '../../test/app.ts';
import { useDataDirs } from '../../test/data-dirs.ts';
import { createMemberWithRole } from '../../test/roles.ts';
import { multipart, oversizedPng, png } from '../../test/uploads.ts';

const { start } = setupTestApps();
const newDataDir = useDataDirs('uploads');

async function startWithDisk(): Promise<TestApp> {
  return start({ dataDir: await newDataDir() });
}

describe('uploads', () => {
  it('stores a PNG and serves it back byte-identical with its type, nosniff and a long cache', async () => {
    const t = await startWithDisk();
    const staff = await createMemberWithRole(t, 'staff');
    const response = await t.upload('/api/staff/uploads', multipart('cover.png', png), staff.cookie);
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json();
    expect(answer).toMatchObject({ contentType: 'image/png', size: png.length });
    expect(answer.path).toMatch(/^\/media\/uploads\/[0-9a-f]{32}\.png$/);
    const served = await t.get(answer.path);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('max-age=31536000');
    expect(Buffer.compare(served.rawPayload, png)).toBe(0);
  });

  it('detects the type from the bytes: JPEG named .png is stored as JPEG, text named .png is refused', async () => {
    const t = await startWithDisk();
    const staff = await createMemberWithRole(t, 'staff');
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(20)]);
    const stored = await t.upload('/api/staff/uploads', multipart('photo.png', jpeg), staff.cookie);
    expect(stored.json()).toMatchObject({ contentType: 'image/jpeg' });
    expect(stored.json().path).toMatch(/\.jpg$/);
    const text = multipart('notes.png', Buffer.from('<svg onload="alert(1)"></svg> just text'));
    const refused = await t.inject({
      method: 'POST',
      url: '/api/staff/uploads',
      cookie: staff.cookie,
      ...text,
    });
    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Only PNG, JPEG, GIF and WebP images can be uploaded.',
    });
  });

  it('refuses files over 15 MB with 413 and a request without a file with 400', async () => {
    const t = await startWithDisk();
    const staff = await createMemberWithRole(t, 'staff');
    const response = await t.upload('/api/staff/uploads', multipart('big.png', oversizedPng()), staff.cookie);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'File size cannot exceed 15MB' });
    const wrongField = await t.upload(
      '/api/staff/uploads',
      multipart('a.png', png, 'image/png', 'other'),
      staff.cookie,
    );
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toBe('Please choose a file to upload.');
  });

  it('hides uploading from visitors and members, and answers 404 for unknown files', async () => {
    const t = await startWithDisk();
    const member = await t.createMember();
    for (const cookie of [undefined, member.cookie]) {
      const response = await t.upload('/api/staff/uploads', multipart('a.png', png), cookie);
      expect(response.statusCode).toBe(404);
    }
    for (const url of [
      '/media/uploads/0123456789abcdef0123456789abcdef.png',
      '/media/uploads/..%2F..%2Fetc%2Fpasswd',
    ]) {
      expect((await t.get(url)).statusCode, url).toBe(404);
    }
  });

  it('reads GIF and WebP from their bytes, refuses SVG and HTML dressed as images, and keeps nothing refused', async () => {
    const t = await startWithDisk();
    const staff = await createMemberWithRole(t, 'staff');
    const send = (filename: string, bytes: Buffer, type = 'image/png') =>
      t.upload('/api/staff/uploads', multipart(filename, bytes, type), staff.cookie);
    const gif = Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.alloc(16)]);
    const webp = Buffer.concat([
      Buffer.from('RIFF', 'latin1'),
      Buffer.from([16, 0, 0, 0]),
      Buffer.from('WEBPVP8 ', 'latin1'),
      Buffer.alloc(8),
    ]);
    expect((await send('a.jpg', gif, 'image/jpeg')).json()).toMatchObject({ contentType: 'image/gif' });
    expect((await send('b.png', webp)).json()).toMatchObject({ contentType: 'image/webp' });
    const before = await t.database.db.select().from(storedFiles);
    for (const [filename, text, type] of [
      [
        'logo.svg',
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        'image/svg+xml',
      ],
      ['page.png', '<!doctype html><script>alert(1)</script>', 'image/png'],
      ['empty.png', '', 'image/png'],
    ] as const) {
      const refused = await send(filename, Buffer.from(text), type);
      expect(refused.statusCode, filename).toBe(415);
      expect(refused.json().message).toBe('Only PNG, JPEG, GIF and WebP images can be uploaded.');
    }
    expect(await t.database.db.select().from(storedFiles)).toHaveLength(before.length);
  });

  it('accepts a file of exactly 15 MB and refuses one byte more', async () => {
    const t = await startWithDisk();
    const staff = await createMemberWithRole(t, 'staff');
    const limit = 15 * 1024 * 1024;
    const exact = Buffer.concat([png, Buffer.alloc(limit - png.length)]);
    const atLimit = await t.upload('/api/staff/uploads', multipart('exact.png', exact), staff.cookie);
    expect(atLimit.statusCode, atLimit.body).toBe(201);
    expect(atLimit.json().size).toBe(limit);
    const over = await t.upload(
      '/api/staff/uploads',
      multipart('over.png', Buffer.concat([exact, Buffer.alloc(1)])),
      staff.cookie,
    );
    expect(over.statusCode).toBe(413);
    expect(over.json().message).toBe('File size cannot exceed 15MB');
  });
});
