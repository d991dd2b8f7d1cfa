import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { members } from '@fanship/db/schema';
import { seedCatalogue } from '@fanship/db/seed-catalogue';
import { seedContent } from '@fanship/db/seed-content';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { setupTestApps, type TestApp, type TestMember } from '../test/app.ts';
import { createMemberWithRole } from '../test/roles.ts';
import { type Failure, FuzzRun, formatFailures, type Send } from './fuzz-runner.ts';
import { countDocumentOperations, type OpenApiDocument, operationsOf } from './openapi-walk.ts';

// Issue 7: every operation of /api/docs/json gets hostile path, query and body values, as a visitor, a
// member and an admin. Any 5xx, any answer slower than 2 s, or any error without the { code, message } body
// fails the suite, and the failure message lists every failing case (not just the first).
// FUZZ_REPORT=<file> also writes the failures as JSON.

const { start } = setupTestApps();
const folders: string[] = [];
const allFailures: Failure[] = [];
/** Big-string cases found slow once are not repeated for the next role (each one costs seconds). */
const slowKeys = new Set<string>();

afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  if (process.env.FUZZ_REPORT) await writeFile(process.env.FUZZ_REPORT, JSON.stringify(allFailures, null, 2));
});

async function startApp(): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'fanship-fuzz-'));
  folders.push(dataDir);
  const t = await start({ dataDir });
  // The demo catalogue and content give the discovery pass real ids to fill path parameters with.
  await seedCatalogue(t.database.db);
  await seedContent(t.database.db, new Date('2026-03-01T09:00:00Z').getTime());
  return t;
}

async function apiDocument(t: TestApp): Promise<OpenApiDocument> {
  const response = await t.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  return response.json<OpenApiDocument>();
}

function sender(t: TestApp): Send {
  return async ({ method, url, contentType, payload, cookie }) => {
    const response = await t.inject({
      method: method as 'GET',
      url,
      cookie,
      headers: contentType === undefined ? {} : { 'content-type': contentType },
      ...(payload === undefined ? {} : { payload }),
    });
    return { status: response.statusCode, body: response.body };
  };
}

/** Signs the member in again when a case signed them out, and restores their role if a case changed it. */
function sessionKeeper(t: TestApp, member: TestMember, role: 'member' | 'admin') {
  let cookie = member.cookie;
  return {
    cookie: () => cookie,
    afterOperation: async () => {
      const me = await t.inject({ method: 'GET', url: '/api/me', cookie });
      if (me.statusCode === 200 && me.json<{ role?: string }>().role === role) return;
      await t.database.db.update(members).set({ role }).where(eq(members.code, member.code));
      cookie = await t.signIn(member.code, member.password);
    },
  };
}

describe('API fuzz suite (issue 7)', () => {
  it('walks every operation of the API document (more than 80)', async () => {
    const t = await startApp();
    const document = await apiDocument(t);
    const operations = operationsOf(document);
    expect(operations.length).toBe(countDocumentOperations(document));
    expect(operations.length).toBeGreaterThan(80);
    expect(new Set(operations.map((operation) => `${operation.method} ${operation.path}`)).size).toBe(
      operations.length,
    );
  });

  it.each(['visitor', 'member', 'admin'] as const)(
    'answers every hostile request as a %s with < 500, within 2 s, in the error model',
    async (role) => {
      const t = await startApp();
      const document = await apiDocument(t);
      const operations = operationsOf(document);
      let cookie: () => string | undefined = () => undefined;
      let afterOperation: (() => Promise<void>) | undefined;
      const admin = await createMemberWithRole(t, 'admin');
      const excluded = new Set<string>([admin.code]);
      if (role === 'admin') ({ cookie, afterOperation } = sessionKeeper(t, admin, role));
      if (role === 'member') {
        const member = await t.createMember();
        excluded.add(member.code);
        ({ cookie, afterOperation } = sessionKeeper(t, member, role));
      }
      // Routes an admin may use but this role may not are guarded: they get a sample here, all cases as admin.
      const referenceCookie = role === 'admin' ? undefined : () => admin.cookie;
      const run = new FuzzRun({
        role,
        send: sender(t),
        cookie,
        excluded,
        afterOperation,
        slowKeys,
        referenceCookie,
      });
      await run.runAll(operations);
      allFailures.push(...run.failures);
      if (process.env.FUZZ_REPORT) {
        const top = [...run.timings].sort((a, b) => b[1].ms - a[1].ms).slice(0, 15);
        const kinds = [...run.kindTimings].sort((a, b) => b[1].ms - a[1].ms).slice(0, 25);
        console.log(role, run.requests, 'requests', JSON.stringify(top), JSON.stringify(kinds));
      }
      // The walker reached every operation of the document, so no route goes untested.
      expect(run.exercised.size).toBe(countDocumentOperations(document));
      expect(run.failures.length, formatFailures(run.failures)).toBe(0);
    },
    // About 75 s of CPU for the three roles on PGlite; the margin is for a machine shared with other work.
    300_000,
  );
});
