import type { FileStorage } from './file-storage.ts';
import { createLocalFileStorage } from './local-file-storage.ts';
import type { StorageConfig } from './storage-config.ts';

/**
 * The file storage STORAGE names: local disk under `${dataDir}/uploads`, or the configured S3-compatible bucket
 * (uploads staged under `${dataDir}/upload-staging` on their way). The S3 adapter, and the AWS SDK with it, loads
 * only when configured: a server on local disk never pays for importing it at start.
 */
export async function createFileStorage(storage: StorageConfig, dataDir: string): Promise<FileStorage> {
  if (storage.kind !== 's3') return createLocalFileStorage(`${dataDir}/uploads`);
  const { createS3FileStorage } = await import('./s3-file-storage.ts');
  return createS3FileStorage(storage, `${dataDir}/upload-staging`);
}
