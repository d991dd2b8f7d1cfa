/**
 * A process that streams an endless upload into local file storage, slowly, until it is killed (the kill -9 test
 * of `adapters/file-storage/abandoned-parts.test.ts`). Arguments: the storage root and the key.
 */
import { createLocalFileStorage } from '../adapters/file-storage/local-file-storage.ts';

const [root = '', key = ''] = process.argv.slice(2);

async function* endless() {
  for (;;) {
    yield Buffer.alloc(64 * 1024, 7);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

await createLocalFileStorage(root).putStream(key, endless(), 'video/mp4');
