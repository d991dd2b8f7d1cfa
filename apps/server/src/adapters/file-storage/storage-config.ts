import { z } from 'zod';
import { httpUrlVariable, parseEnvironment } from '../../lib/environment-schema.ts';

/** An S3-compatible bucket's settings (S3_* variables). */
export type S3StorageConfig = {
  bucket: string;
  /** The service's URL (MinIO, R2, s3rver...); unset: AWS S3 in `region`. */
  endpoint?: string;
  region: string;
  /** Unset: the SDK's own credential chain (an instance role, AWS_* variables). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Bucket in the path (`endpoint/bucket/key`) rather than in the host name: the default with an endpoint. */
  forcePathStyle: boolean;
  /** Put before every key ('fanship/'), so several deployments can share a bucket; '' for none. */
  prefix: string;
};

/**
 * Where uploaded files live (STORAGE): on local disk under DATA_DIR (`local`, the default; one instance only) or in
 * an S3-compatible bucket (`s3`; needed as soon as several instances serve the same database).
 */
export type StorageConfig = { kind: 'local' } | ({ kind: 's3' } & S3StorageConfig);

const text = z.string().trim().min(1, 'must not be empty');

const storageEnvironmentSchema = z.object({
  STORAGE: z.enum(['local', 's3'], { error: 'must be local or s3' }).default('local'),
  // S3's own rule: 3 to 63 lower-case letters, digits, dots and dashes.
  S3_BUCKET: z
    .string()
    .trim()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name (3 to 63 lower-case letters, digits, . and -)',
    )
    .optional(),
  S3_ENDPOINT: httpUrlVariable().optional(),
  S3_REGION: text.default('us-east-1'),
  S3_ACCESS_KEY_ID: text.optional(),
  S3_SECRET_ACCESS_KEY: text.optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
  S3_PREFIX: z
    .string()
    .trim()
    .regex(
      /^([a-z0-9][a-z0-9._-]*\/)*$/,
      "must be lower-case folder names each ending in '/' (such as fanship/)",
    )
    .optional(),
});

/**
 * Reads STORAGE and the S3_* variables from the (non-empty) environment. With STORAGE=s3, S3_BUCKET is required,
 * and the two keys come together or not at all. `fail` reports a bad variable as config.ts's one-line error.
 */
export function readStorageConfig(
  environment: Record<string, string | undefined>,
  fail: (message: string) => never,
): StorageConfig {
  const env = parseEnvironment(storageEnvironmentSchema, environment, fail);
  if (env.STORAGE === 'local') return { kind: 'local' };
  if (!env.S3_BUCKET) return fail('S3_BUCKET is required when STORAGE is s3');
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    return fail('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  return {
    kind: 's3',
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' : Boolean(env.S3_ENDPOINT),
    prefix: env.S3_PREFIX ?? '',
  };
}
