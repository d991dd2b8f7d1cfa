import type { FileStorage } from './file-storage.ts';
import { createLocalFileStorage } from './local-file-storage.ts';
import { createS3FileStorage } from './s3-file-storage.ts';
import type { StorageConfig } from './storage-config.ts';

/**
 * The file storage STORAGE names: local disk under `${dataDir}/uploads`, or the configured S3-compatible bucket
 * (uploads staged under `${dataDir}/upload-staging` on their way).
 */
export function createFileStorage(storage: StorageConfig, dataDir: string): FileStorage {
  return storage.kind === 's3'
    ? createS3FileStorage(storage, `${dataDir}/upload-staging`)
    : createLocalFileStorage(`${dataDir}/uploads`);
}
