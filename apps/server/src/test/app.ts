import type { DatabaseHandle } from '@fanship/db/client';
import { mailOutbox } from '@fanship/db/schema';
import { createTestDatabaseFactory, type TestDatabaseFactory } from '@fanship/db/testing';
import type {} from '@fanship/db/testing-global-setup';
import { desc } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { type AppDependencies, buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import type { Clock } from '../lib/clock.ts';

/** A clock tests move forward by hand. */
export type TestClock = Clock & { advance: (seconds: number) => void };

export type TestMember = {
  code: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  cookie: string;
};

type ConfigOverrides = Omit<Partial<Config>, 'rateLimits'> & { rateLimits?: Partial<Config['rateLimits']> };

let emailCounter = 0;

/** A unique email address for one test. */
export function uniqueEmail(label = 'fan'): string {
  emailCounter++;
  return `${label}-${process.pid}-${Date.now()}-${emailCounter}@example.com`;
}

/** A clock starting at a fixed instant. */
export function createTestClock(start = new Date('2026-03-01T09:00:00Z')): TestClock {
  let current = start.getTime();
  return { now: () => new Date(current), advance: (seconds) => (current += seconds * 1000) };
}

/**
 * The configuration tests run with: cheap password hashing, generous rate limits, no web build. The server's log is
 * silent unless `TEST_LOG_LEVEL` asks for it (`TEST_LOG_LEVEL=error` prints what lies behind a 500).
 */
export function testConfig(overrides: ConfigOverrides = {}): Config {
  const base = loadConfig({
    NODE_ENV: 'test',
    PASSWORD_HASH_COST: '10',
    WEB_DIST: '/nonexistent-web-dist',
    ...(process.env.TEST_LOG_LEVEL ? { LOG_LEVEL: process.env.TEST_LOG_LEVEL } : {}),
  });
  const generous = { max: 1000, windowSeconds: 60 };
  return {
    ...base,
    ...overrides,
    rateLimits: {
      signIn: generous,
      sendVerificationCode: generous,
      validateEmail: generous,
      checkReferralCode: generous,
      signUp: generous,
      recovery: generous,
      passwordChange: generous,
      phoneVerification: generous,
      ...overrides.rateLimits,
    },
  };
}

/** Reads the session cookie pair (`fanship_session=...`) from a response. */
export function sessionCookieFrom(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((entry) => entry.name === 'fanship_session');
  if (!cookie) throw new Error(`No session cookie in response ${response.statusCode}: ${response.body}`);
  return `fanship_session=${cookie.value}`;
}

type BodyRequest = (
  url: string,
  payload?: InjectOptions['payload'],
  cookie?: string,
) => Promise<LightMyRequestResponse>;

/** Everything one test needs: the app, its database, its clock and helpers for members and mail. */
export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  clock: TestClock;
  inject: (options: InjectOptions & { cookie?: string }) => Promise<LightMyRequestResponse>;
  /** Shorthands of `inject`: one request, signed in with `cookie` where given, `payload` its JSON body. */
  get: (url: string, cookie?: string) => Promise<LightMyRequestResponse>;
  delete: (url: string, cookie?: string) => Promise<LightMyRequestResponse>;
  post: BodyRequest;
  put: BodyRequest;
  patch: BodyRequest;
  /** POSTs a multipart form (`multipart` in test/uploads.ts) to `url`. */
  upload: (
    url: string,
    form: Pick<InjectOptions, 'payload' | 'headers'>,
    cookie?: string,
  ) => Promise<LightMyRequestResponse>;
  latestMailTo: (to: string) => Promise<{ subject: string; textBody: string; status: string } | undefined>;
  sendCode: (email: string) => Promise<string>;
  signUp: (fields?: Partial<Omit<TestMember, 'cookie' | 'code'>>) => Promise<Omit<TestMember, 'cookie'>>;
  signIn: (username: string, password: string) => Promise<string>;
  createMember: (fields?: Partial<Omit<TestMember, 'cookie' | 'code'>>) => Promise<TestMember>;
};

/** How a sibling instance is started. */
export type SiblingOptions = {
  /**
   * Its own clock (starting at the same instant) instead of the sibling's: two instances whose timers run apart, as
   * a cache's check interval on each instance does. By default a sibling shares the clock (a restart, one proxy).
   */
  ownClock?: boolean;
};

/** Registers per-file database setup; call `start()` in each test for a fresh database and app. */
export function setupTestApps(): {
  start: (
    overrides?: ConfigOverrides,
    dependencies?: Pick<AppDependencies, 'paymentProviders' | 'requestKinds' | 'messenger'>,
    /** Another instance on this test app's database (two instances behind a proxy, or a restart). */
    sibling?: TestApp,
    options?: SiblingOptions,
  ) => Promise<TestApp>;
} {
  let factory: TestDatabaseFactory;
  const apps: FastifyInstance[] = [];
  const databases: DatabaseHandle[] = [];
  beforeAll(async () => {
    factory = await createTestDatabaseFactory(process.env.TEST_DATABASE_URL, inject('testDatabaseTemplate'));
  });
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
    // The test's connections end with it (on PostgreSQL, test files running in parallel share max_connections).
    await Promise.all(databases.splice(0).map((database) => database.close()));
  });
  afterAll(async () => {
    await factory?.dispose();
  });

  const start = async (
    overrides: ConfigOverrides = {},
    dependencies: Pick<AppDependencies, 'paymentProviders' | 'requestKinds' | 'messenger'> = {},
    sibling?: TestApp,
    { ownClock = false }: SiblingOptions = {},
  ): Promise<TestApp> => {
    const database = sibling?.database ?? (await factory.create());
    if (!sibling) databases.push(database);
    const clock = (!ownClock && sibling?.clock) || createTestClock();
    const app = await buildApp(testConfig(overrides), { database, clock, ...dependencies });
    apps.push(app);
    const inject: TestApp['inject'] = ({ cookie, headers, ...options }) =>
      app.inject({ ...options, headers: { ...headers, ...(cookie ? { cookie } : {}) } });
    const withBody =
      (method: 'POST' | 'PUT' | 'PATCH'): BodyRequest =>
      (url, payload, cookie) =>
        inject({ method, url, payload, cookie });
    const shorthands = {
      get: (url: string, cookie?: string) => inject({ method: 'GET', url, cookie }),
      delete: (url: string, cookie?: string) => inject({ method: 'DELETE', url, cookie }),
      post: withBody('POST'),
      put: withBody('PUT'),
      patch: withBody('PATCH'),
      upload: (url: string, form: Pick<InjectOptions, 'payload' | 'headers'>, cookie?: string) =>
        inject({ method: 'POST', url, cookie, ...form }),
    };

    const latestMailTo: TestApp['latestMailTo'] = async (to) => {
      const rows = await database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id));
      return rows.find((row) => row.toAddress === to);
    };

    const sendCode: TestApp['sendCode'] = async (email) => {
      const response = await inject({
        method: 'POST',
        url: '/api/email-verification/send',
        payload: { email },
      });
      expect(response.statusCode, response.body).toBe(200);
      const mail = await latestMailTo(email);
      const code = mail?.textBody.match(/\b(\d{6})\b/)?.[1];
      if (!code) throw new Error(`No verification code mailed to ${email}`);
      return code;
    };

    const signUp: TestApp['signUp'] = async (fields = {}) => {
      const member = {
        email: uniqueEmail(),
        password: 'Secret12!',
        firstName: 'Test',
        lastName: 'Fan',
        ...fields,
      };
      const verificationCode = await sendCode(member.email);
      const response = await inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: { ...member, countryCode: 'US', verificationCode },
      });
      expect(response.statusCode, response.body).toBe(201);
      return { ...member, code: response.json<{ code: string }>().code };
    };

    const signIn: TestApp['signIn'] = async (username, password) => {
      const response = await inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { username, password },
      });
      expect(response.statusCode, response.body).toBe(200);
      return sessionCookieFrom(response);
    };

    const createMember: TestApp['createMember'] = async (fields) => {
      const member = await signUp(fields);
      return { ...member, cookie: await signIn(member.code, member.password) };
    };

    return {
      app,
      database,
      clock,
      inject,
      ...shorthands,
      latestMailTo,
      sendCode,
      signUp,
      signIn,
      createMember,
    };
  };
  return { start };
}
