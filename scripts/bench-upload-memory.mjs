#!/usr/bin/env node
/**
 * Upload memory benchmark (issue 25: 20 parallel 15 MiB uploads took the server from 190 to 594 MB). Starts a
 * throwaway server (built first if needed, not timed), signs in as the demo staff member and sends `--parallel`
 * uploads of a 15 MiB image at once to `POST /api/staff/uploads` (the image uploads' limit is 15 MiB; videos take
 * the same streamed path), on local storage and then on an S3-compatible bucket (s3rver, started here in this
 * process, so its memory is not the server's). Prints the server's resident memory (VmRSS in /proc/<pid>/status)
 * before, at its peak during and two seconds after the uploads. Goal: the peak within 100 MB of the start.
 * Linux only. Not part of CI, nothing timed.
 *
 * Usage: npm run bench:upload-memory [-- --parallel 20] [--port 3310] [--storage local,s3]
 */
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import S3rver from 's3rver';
import { benchArgs, root, throwawayServerEnv } from './bench-common.mjs';

const { values, port } = benchArgs({
  runs: 1,
  port: 3310,
  options: { parallel: { type: 'string', default: '20' }, storage: { type: 'string', default: 'local,s3' } },
});
const parallel = Number(values.parallel);
const base = `http://127.0.0.1:${port}`;
const MIB = 1024 * 1024;

/** The server's resident memory in MB. */
function rssMb(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) / 1024 : Number.NaN;
}

/** A multipart form with a 15 MiB PNG (its signature, then filler) in field `file`. */
function uploadForm() {
  const boundary = '----fanship-bench';
  const signature = Buffer.from('89504e470d0a1a0a', 'hex');
  const image = Buffer.concat([signature, Buffer.alloc(15 * MIB - signature.length, 1)]);
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head), image, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

async function waitForHealth(child) {
  for (let tries = 0; tries < 1200; tries++) {
    if (child.exitCode !== null) throw new Error('The server exited before it answered');
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    await sleep(100);
  }
  throw new Error('The server did not answer within 2 minutes');
}

async function signIn() {
  const response = await fetch(`${base}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'STAFF01', password: 'Staff1234!' }),
  });
  if (!response.ok) throw new Error(`Sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** One storage's figures: starts the server with `extraEnv`, uploads, samples its memory, stops it. */
async function measure(label, extraEnv) {
  const { dataDir, env } = throwawayServerEnv(port, 'bench-upload', {
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    ...extraEnv,
  });
  const child = spawn(process.execPath, ['--conditions=production', 'apps/server/dist/main.js'], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  try {
    await waitForHealth(child);
    const cookie = await signIn();
    const form = uploadForm();
    await sleep(2000);
    const before = rssMb(child.pid);
    let peak = before;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        peak = Math.max(peak, rssMb(child.pid));
        await sleep(10);
      }
    })();
    const answers = await Promise.all(
      Array.from({ length: parallel }, () =>
        fetch(`${base}/api/staff/uploads`, {
          method: 'POST',
          headers: { cookie, 'content-type': form.type },
          body: form.body,
        }).then(async (response) => response.status),
      ),
    );
    sampling = false;
    await sampler;
    await sleep(2000);
    const after = rssMb(child.pid);
    const stored = answers.filter((status) => status === 201).length;
    const mb = (value) => `${value.toFixed(0)} MB`;
    const change = (value) => `${value < 0 ? '-' : '+'}${mb(Math.abs(value))}`;
    console.log(
      `${label}: ${stored}/${parallel} uploads of 15 MiB stored; server RSS before ${mb(before)}, peak ${mb(peak)} ` +
        `(${change(peak - before)}), after ${mb(after)} (${change(after - before)})`,
    );
    if (stored !== parallel) console.log(`  answers: ${answers.join(' ')}`);
  } finally {
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const build = spawnSync(process.execPath, ['scripts/build-changed.mjs'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

for (const storage of values.storage.split(',')) {
  if (storage === 'local') await measure('local disk', { STORAGE: 'local' });
  if (storage === 's3') {
    const directory = await mkdtemp(join(tmpdir(), 'fanship-bench-s3-'));
    const s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory,
      configureBuckets: [{ name: 'fanship-bench' }],
    });
    const { port: s3Port } = await s3.run();
    try {
      await measure('S3 (s3rver)', {
        STORAGE: 's3',
        S3_BUCKET: 'fanship-bench',
        S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      });
    } finally {
      await s3.close();
      rmSync(directory, { recursive: true, force: true });
    }
  }
}
