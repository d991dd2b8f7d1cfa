import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: './data',
      mailFrom: 'Fanship <no-reply@fanship.local>',
      publicUrl: 'http://localhost:3000',
      nodeEnv: 'development',
      passwordHashCost: 17,
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.webDist).toMatch(/apps\/web\/dist$/);
    expect(config.rateLimits.signIn).toEqual({ max: 10, windowSeconds: 60 });
  });

  it('derives PUBLIC_URL from PORT and scales rate limits', () => {
    const config = loadConfig({ PORT: '8080', RATE_LIMIT_SCALE: '50', PASSWORD_HASH_COST: '12' });
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.rateLimits.recovery.max).toBe(250);
    expect(config.passwordHashCost).toBe(12);
  });

  it('reads the timeouts, with defaults that keep uploads generous', () => {
    expect(loadConfig({}).timeouts).toEqual({
      headersSeconds: 10,
      idleSeconds: 60,
      keepAliveSeconds: 72,
      bodySeconds: 30,
      uploadSeconds: 3600,
    });
    const config = loadConfig({
      BODY_TIMEOUT_SECONDS: '5',
      UPLOAD_TIMEOUT_SECONDS: '600',
      HEADERS_TIMEOUT_SECONDS: '3',
    });
    expect(config.timeouts).toMatchObject({ bodySeconds: 5, uploadSeconds: 600, headersSeconds: 3 });
    expect(() => loadConfig({ BODY_TIMEOUT_SECONDS: '0' })).toThrow(/BODY_TIMEOUT_SECONDS/);
  });

  it('names the bad variable in one line', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(
      new ConfigError("Invalid configuration: PORT must be a whole number (got 'abc')"),
    );
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
      /^Invalid configuration: DATABASE_URL must be a URL/,
    );
    expect(() => loadConfig({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ NODE_ENV: 'staging' })).toThrow(
      /NODE_ENV must be development, production or test/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', PASSWORD_HASH_COST: '10' })).toThrow(
      /PASSWORD_HASH_COST/,
    );
  });

  it('logs debug in development, info in production, nothing in tests, unless LOG_LEVEL says', () => {
    expect(loadConfig({}).logLevel).toBe('debug');
    expect(loadConfig({ NODE_ENV: 'production' }).logLevel).toBe('info');
    expect(loadConfig({ NODE_ENV: 'test' }).logLevel).toBe('silent');
    expect(loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn' }).logLevel).toBe('warn');
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(
      /^Invalid configuration: LOG_LEVEL must be one of silent, error, warn, info, debug \(got 'loud'\)$/,
    );
  });

  it('reads the support chat plugin key: unset by default, refused when it is not a key', () => {
    expect(loadConfig({}).chatPluginKey).toBeUndefined();
    expect(loadConfig({ CHAT_PLUGIN_KEY: ' 0a1b2c3d-4e5f ' }).chatPluginKey).toBe('0a1b2c3d-4e5f');
    expect(() => loadConfig({ CHAT_PLUGIN_KEY: 'key"><script>' })).toThrow(
      /^Invalid configuration: CHAT_PLUGIN_KEY/,
    );
  });

  it('reads the marketplace source: local by default, http only with its URL', () => {
    expect(loadConfig({}).marketplace).toEqual({ source: 'local', apiUrl: undefined, timeoutMs: 5000 });
    expect(
      loadConfig({ MARKETPLACE_SOURCE: 'http', MARKETPLACE_API_URL: 'https://api.example.com/' }).marketplace,
    ).toEqual({ source: 'http', apiUrl: 'https://api.example.com', timeoutMs: 5000 });
    expect(() => loadConfig({ MARKETPLACE_SOURCE: 'http' })).toThrow(
      'MARKETPLACE_API_URL is required when MARKETPLACE_SOURCE is http',
    );
    expect(() => loadConfig({ MARKETPLACE_SOURCE: 'remote' })).toThrow(
      /MARKETPLACE_SOURCE must be local or http/,
    );
  });

  it('reads the file storage: local by default, S3 with a bucket, keys together and clear errors', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'local' });
    expect(
      loadConfig({
        STORAGE: 's3',
        S3_BUCKET: 'fanship-files',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_PREFIX: 'prod/',
      }).storage,
    ).toEqual({
      kind: 's3',
      bucket: 'fanship-files',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
      prefix: 'prod/',
    });
    // AWS itself: no endpoint, virtual-hosted buckets, the SDK's own credentials.
    expect(loadConfig({ STORAGE: 's3', S3_BUCKET: 'fanship', S3_REGION: 'eu-west-1' }).storage).toMatchObject(
      {
        region: 'eu-west-1',
        credentials: undefined,
        forcePathStyle: false,
        prefix: '',
      },
    );
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(
      'Invalid configuration: S3_BUCKET is required when STORAGE is s3',
    );
    expect(() => loadConfig({ STORAGE: 'disk' })).toThrow("STORAGE must be local or s3 (got 'disk')");
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'Fan_Files' })).toThrow(
      /^Invalid configuration: S3_BUCKET/,
    );
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'fans', S3_ENDPOINT: 'minio:9000' })).toThrow(
      /S3_ENDPOINT must be a URL/,
    );
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'fans', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    );
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'fans', S3_PREFIX: 'prod' })).toThrow(
      /S3_PREFIX must/,
    );
  });
});
