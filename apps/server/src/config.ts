import { isIP } from 'node:net';
import { fileURLToPath } from 'node:url';
import { defaultExchangeRateBounds, type ExchangeRateBounds } from '@fanship/domain/catalogue/exchange-rates';
import type { WiseAccount } from '@fanship/domain/payments/wise-contract';
import { trimTrailing } from '@fanship/domain/text';
import { DEFAULT_VIDEO_MAX_BYTES } from '@fanship/domain/warehouse/unboxing';
import { z } from 'zod';
import { readStorageConfig, type StorageConfig } from './adapters/file-storage/storage-config.ts';
import { type MessagingConfig, readMessagingConfig } from './adapters/messaging/messaging-config.ts';
import { loadCardConfig } from './adapters/payments/card/card-config.ts';
import type { CardProviderConfig } from './adapters/payments/card/card-payment-provider.ts';
import { type PayPalConfig, readPayPalConfig } from './adapters/payments/paypal/paypal-config.ts';
import { readWiseAccount } from './adapters/payments/wise/wise-account-config.ts';
import { ConfigError } from './lib/config-error.ts';

/**
 * How long a client may take (seconds), so slow or half-sent requests cannot hold the server: the request's headers
 * (HEADERS_TIMEOUT_SECONDS, default 10); a connection with nothing sent either way (IDLE_TIMEOUT_SECONDS, 60); an
 * idle kept-alive connection between requests (KEEP_ALIVE_TIMEOUT_SECONDS, 72: longer than a proxy's own); the
 * whole body of a request (BODY_TIMEOUT_SECONDS, 30) or of an upload, a multipart body (UPLOAD_TIMEOUT_SECONDS, 3600).
 */
export type ServerTimeouts = {
  headersSeconds: number;
  idleSeconds: number;
  keepAliveSeconds: number;
  bodySeconds: number;
  uploadSeconds: number;
};

/** A rate limit: at most `max` requests per client address within `windowSeconds`. */
export type RateLimit = { max: number; windowSeconds: number };

/** Everything the server reads from its environment, validated once at start-up. */
export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  publicUrl: string;
  nodeEnv: 'development' | 'production' | 'test';
  /** How much the request log says: info in production, debug in development, nothing in tests. */
  logLevel: LogLevel;
  webDist: string;
  passwordHashCost: number;
  sessionIdleSeconds: number;
  sessionAbsoluteSeconds: number;
  outboxPollSeconds: number;
  /**
   * Which proxies may say who the client is (X-Forwarded-For): none by default, so the peer address is the
   * client; else a hop count or a list of addresses, CIDR ranges or the names loopback, linklocal, uniquelocal.
   */
  trustProxy: false | number | string[];
  /** Per-account back-off on sign-in and password checks, whatever address the guesses come from. */
  signInBackoff: SignInBackoff;
  rateLimits: {
    signIn: RateLimit;
    sendVerificationCode: RateLimit;
    /** The sign-up form's duplicate-email check: generous for typing, but no bulk probing of emails. */
    validateEmail: RateLimit;
    /** The sign-up form's check of a friend's referral code: as generous, and no bulk probing of codes. */
    checkReferralCode: RateLimit;
    signUp: RateLimit;
    recovery: RateLimit;
    /** Changing a password, by reset link or from the profile. */
    passwordChange: RateLimit;
    /** Sending and checking phone codes (each member and phone also has its own hourly cap in the database). */
    phoneVerification: RateLimit;
  };
  /** How text messages leave (phone codes, notices on the messaging channel). */
  messaging: MessagingConfig;
  /** Where marketplace listings come from: the local table (default) or a Bunjang-style HTTP API. */
  marketplace: { source: 'local' | 'http'; apiUrl?: string; timeoutMs: number };
  /** The band of won-per-dollar rates admin may set (EXCHANGE_RATE_MIN, EXCHANGE_RATE_MAX). */
  exchangeRateBounds: ExchangeRateBounds;
  /**
   * How members pay through a payment window: the built-in sandbox provider (PAYMENT_PROVIDER=sandbox, the
   * default outside production) or the real providers configured here (live, the default in production; a method
   * whose provider is not configured is not offered).
   */
  payments: {
    provider: 'sandbox' | 'live';
    paypal?: PayPalConfig;
    card?: CardProviderConfig;
    /** The Wise account bank transfers go to (WISE_* variables); undefined: bank transfer is not offered. */
    wise?: WiseAccount;
  };
  /** Where uploaded files live: local disk under DATA_DIR (the default) or an S3-compatible bucket (STORAGE=s3). */
  storage: StorageConfig;
  /** The largest unboxing video staff may upload, in bytes (VIDEO_MAX_BYTES, default 1 GiB). */
  videoMaxBytes: number;
  /** How long a client may take over a request (seconds; `plugins/timeouts.ts`). */
  timeouts: ServerTimeouts;
  /** The support chat's plugin key (CHAT_PLUGIN_KEY, Channel Talk); unset: the help button leads to the help desk. */
  chatPluginKey?: string;
};

/**
 * After `freeFailures` failed password checks for one account, the account is locked for `firstLockSeconds`,
 * doubling with every further failure up to `maxLockSeconds`; the count starts again after `resetSeconds`
 * without a failure, or at once after a success.
 */
export type SignInBackoff = {
  freeFailures: number;
  firstLockSeconds: number;
  maxLockSeconds: number;
  resetSeconds: number;
};

const proxyNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** Whether an entry of TRUST_PROXY is an IP address, a CIDR range or one of proxy-addr's names. */
function isProxyAddress(entry: string): boolean {
  if (proxyNames.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

const trustProxySchema = z
  .string()
  .trim()
  .transform((value, context): false | number | string[] => {
    if (value === '' || value === 'false') return false;
    if (/^\d{1,2}$/.test(value)) return Number(value) === 0 ? false : Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    const wrong = entries.find((entry) => !isProxyAddress(entry));
    if (wrong !== undefined) {
      context.addIssue({
        code: 'custom',
        message: `must be a hop count or a comma-separated list of proxy addresses or CIDR ranges ('${wrong}' is neither)`,
      });
      return z.NEVER;
    }
    return entries;
  });

const logLevels = ['silent', 'error', 'warn', 'info', 'debug'] as const;
export type LogLevel = (typeof logLevels)[number];
const defaultLogLevels: Record<Config['nodeEnv'], LogLevel> = {
  production: 'info',
  development: 'debug',
  test: 'silent',
};

export { ConfigError };

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

const integer = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .refine((value) => value >= min && value <= max, `must be between ${min} and ${max}`);

const url = (protocols: string[]) =>
  z
    .string()
    .trim()
    .refine(
      (value) => {
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      },
      `must be a URL starting with ${protocols.map((protocol) => `${protocol}//`).join(' or ')}`,
    );

const environmentSchema = z.object({
  PORT: integer(1, 65535).default(3000),
  HOST: z.string().trim().min(1, 'must not be empty').default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
  SMTP_URL: url(['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .min(3, 'must be a sender such as Name <address>')
    .default('Fanship <no-reply@fanship.local>'),
  PUBLIC_URL: url(['http:', 'https:']).optional(),
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { error: 'must be development, production or test' })
    .default('development'),
  LOG_LEVEL: z.enum(logLevels, { error: `must be one of ${logLevels.join(', ')}` }).optional(),
  WEB_DIST: z.string().trim().min(1, 'must not be empty').default(defaultWebDist),
  PASSWORD_HASH_COST: integer(10, 20).optional(),
  RATE_LIMIT_SCALE: integer(1, 1000).default(1),
  TRUST_PROXY: trustProxySchema.default(false),
  MARKETPLACE_SOURCE: z.enum(['local', 'http'], { error: 'must be local or http' }).default('local'),
  MARKETPLACE_API_URL: url(['http:', 'https:']).optional(),
  EXCHANGE_RATE_MIN: integer(1, 99_999_999).default(defaultExchangeRateBounds.min),
  EXCHANGE_RATE_MAX: integer(1, 99_999_999).default(defaultExchangeRateBounds.max),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'live'], { error: 'must be sandbox or live' }).default('sandbox'),
  // At most 2 GiB - 1: member_files.size_bytes is a 32-bit integer.
  VIDEO_MAX_BYTES: integer(1024, 2_147_483_647).default(DEFAULT_VIDEO_MAX_BYTES),
  HEADERS_TIMEOUT_SECONDS: integer(1, 3600).default(10),
  IDLE_TIMEOUT_SECONDS: integer(1, 86_400).default(60),
  KEEP_ALIVE_TIMEOUT_SECONDS: integer(1, 3600).default(72),
  BODY_TIMEOUT_SECONDS: integer(1, 86_400).default(30),
  UPLOAD_TIMEOUT_SECONDS: integer(1, 86_400).default(3600),
  CHAT_PLUGIN_KEY: z
    .string()
    .trim()
    .regex(/^[\w-]{1,100}$/, 'must be a plugin key of letters, digits, dashes or underscores')
    .optional(),
});

/** Reports a bad variable as the one-line start-up error. */
function configProblem(message: string): never {
  throw new ConfigError(`Invalid configuration: ${message}`);
}

/** Reads and validates the configuration; throws ConfigError naming the first bad variable. */
export function loadConfig(environment: Record<string, string | undefined>): Config {
  const present = Object.fromEntries(
    Object.entries(environment).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = environmentSchema.safeParse(present);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    const shown = present[name] === undefined ? '' : ` (got '${present[name]}')`;
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}${shown}`);
  }
  const env = result.data;
  const passwordHashCost = env.PASSWORD_HASH_COST ?? 17;
  if (env.NODE_ENV === 'production' && passwordHashCost < 17) {
    throw new ConfigError('Invalid configuration: PASSWORD_HASH_COST must be at least 17 in production');
  }
  if (env.MARKETPLACE_SOURCE === 'http' && !env.MARKETPLACE_API_URL) {
    throw new ConfigError(
      'Invalid configuration: MARKETPLACE_API_URL is required when MARKETPLACE_SOURCE is http',
    );
  }
  if (env.EXCHANGE_RATE_MIN >= env.EXCHANGE_RATE_MAX) {
    throw new ConfigError(
      `Invalid configuration: EXCHANGE_RATE_MIN must be below EXCHANGE_RATE_MAX (got ${env.EXCHANGE_RATE_MIN} and ${env.EXCHANGE_RATE_MAX})`,
    );
  }
  const paymentContext = { nodeEnv: env.NODE_ENV, provider: env.PAYMENT_PROVIDER };
  const paypal = readPayPalConfig(present, paymentContext, configProblem);
  const scale = env.RATE_LIMIT_SCALE;
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    publicUrl: trimTrailing(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`, '/'),
    nodeEnv: env.NODE_ENV,
    logLevel: env.LOG_LEVEL ?? defaultLogLevels[env.NODE_ENV],
    webDist: env.WEB_DIST,
    passwordHashCost,
    sessionIdleSeconds: 7 * 24 * 3600,
    sessionAbsoluteSeconds: 30 * 24 * 3600,
    outboxPollSeconds: 5,
    trustProxy: env.TRUST_PROXY,
    signInBackoff: { freeFailures: 5, firstLockSeconds: 30, maxLockSeconds: 15 * 60, resetSeconds: 3600 },
    rateLimits: {
      signIn: { max: 10 * scale, windowSeconds: 60 },
      sendVerificationCode: { max: 5 * scale, windowSeconds: 600 },
      validateEmail: { max: 30 * scale, windowSeconds: 60 },
      checkReferralCode: { max: 30 * scale, windowSeconds: 60 },
      signUp: { max: 10 * scale, windowSeconds: 60 },
      recovery: { max: 5 * scale, windowSeconds: 600 },
      passwordChange: { max: 10 * scale, windowSeconds: 600 },
      phoneVerification: { max: 20 * scale, windowSeconds: 600 },
    },
    messaging: readMessagingConfig(present, env.NODE_ENV, configProblem),
    marketplace: {
      source: env.MARKETPLACE_SOURCE,
      apiUrl: env.MARKETPLACE_API_URL && trimTrailing(env.MARKETPLACE_API_URL, '/'),
      timeoutMs: 5000,
    },
    exchangeRateBounds: { min: env.EXCHANGE_RATE_MIN, max: env.EXCHANGE_RATE_MAX },
    payments: {
      provider: env.PAYMENT_PROVIDER,
      paypal,
      card: loadCardConfig(present, env.NODE_ENV),
      wise: readWiseAccount(present, env.NODE_ENV, configProblem),
    },
    storage: readStorageConfig(present, configProblem),
    videoMaxBytes: env.VIDEO_MAX_BYTES,
    timeouts: {
      headersSeconds: env.HEADERS_TIMEOUT_SECONDS,
      idleSeconds: env.IDLE_TIMEOUT_SECONDS,
      keepAliveSeconds: env.KEEP_ALIVE_TIMEOUT_SECONDS,
      bodySeconds: env.BODY_TIMEOUT_SECONDS,
      uploadSeconds: env.UPLOAD_TIMEOUT_SECONDS,
    },
    chatPluginKey: env.CHAT_PLUGIN_KEY,
  };
}
