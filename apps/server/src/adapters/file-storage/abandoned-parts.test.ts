import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readdir, rm, stat, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { createLocalFileStorage } from './local-file-storage.ts';

// Issue 25: a kill -9 during a video upload left a partial file that nothing removed.

const folders: string[] = [];
afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

const child = fileURLToPath(new URL('../../test/slow-upload-child.ts', import.meta.url));

async function filesIn(folder: string): Promise<string[]> {
  return (await readdir(folder).catch(() => [] as string[])).sort();
}

it('an upload killed with SIGKILL leaves only a temporary file, which the sweep removes once abandoned', async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'fanship-killed-'));
  folders.push(root);
  const storage = createLocalFileStorage(root);
  await storage.put('member-files/kept.mp4', Buffer.from('a finished video'), 'video/mp4');

  const upload = spawn(process.execPath, ['--import', 'tsx', child, root, 'member-files/cut.mp4'], {
    stdio: 'ignore',
  });
  const exited = once(upload, 'exit');
  const folder = path.join(root, 'member-files');
  // Killed once it has written a good part of a megabyte.
  for (let tries = 0; ; tries++) {
    const part = (await filesIn(folder)).find((name) => name.endsWith('.part'));
    if (part && (await stat(path.join(folder, part))).size > 512 * 1024) break;
    if (tries > 600) throw new Error('The upload never started');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  upload.kill('SIGKILL');
  const [, signal] = await exited;
  expect(signal).toBe('SIGKILL');

  // Nothing under the key a row would name; only the temporary file.
  expect(await storage.get('member-files/cut.mp4')).toBeNull();
  const left = await filesIn(folder);
  expect(left).toHaveLength(2);
  expect(left[0]).toMatch(/^cut\.mp4\.\d+\.[0-9a-f]{12}\.part$/);
  expect(left[1]).toBe('kept.mp4');

  // A temporary file written to within the hour may be an upload under way: kept.
  const anHourAgo = new Date(Date.now() - 60 * 60 * 1000);
  expect(await storage.removeAbandonedParts(anHourAgo)).toBe(0);
  // Untouched for two hours: abandoned, removed; finished files stay.
  const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
  await utimes(path.join(folder, left[0]!), twoHoursAgo, twoHoursAgo);
  expect(await storage.removeAbandonedParts(anHourAgo)).toBe(1);
  expect(await filesIn(folder)).toEqual(['kept.mp4']);
  expect((await storage.get('member-files/kept.mp4'))?.meta.size).toBe(16);
});

it('a store that was never written to has nothing to sweep', async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'fanship-empty-'));
  folders.push(root);
  expect(await createLocalFileStorage(path.join(root, 'uploads')).removeAbandonedParts(new Date())).toBe(0);
});
