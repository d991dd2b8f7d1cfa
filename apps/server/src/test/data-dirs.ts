import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';

/**
 * Registers per-file clean-up of throwaway data folders (uploaded files land there) and returns a function that makes
 * a fresh one named after `label`; each test's folders are removed after it.
 */
export function useDataDirs(label: string): () => Promise<string> {
  const folders: string[] = [];
  afterEach(async () => {
    await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
  });
  return async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), `fanship-${label}-`));
    folders.push(dataDir);
    return dataDir;
  };
}
