import module from 'node:module';
import { fileURLToPath } from 'node:url';

/** Where the compiled modules are kept: the server package's `node_modules/.cache` (gone with `npm ci`). */
export const compileCacheDirectory = fileURLToPath(
  new URL('../../node_modules/.cache/compile-cache', import.meta.url),
);

/** Node's `module.enableCompileCache` (22.1+; undefined on Node 20). */
type EnableCompileCache = (directory?: string) => unknown;

/**
 * Turns on Node's on-disk cache of compiled modules: a start after the first reads each module's compiled code
 * instead of compiling it again. `NODE_COMPILE_CACHE` names another folder and `NODE_DISABLE_COMPILE_CACHE`
 * turns it off, as for Node itself; on Node 20 it does nothing. A folder that cannot be written only costs the
 * time saved. Returns the folder used, if any.
 */
export function enableCompileCache(
  env: NodeJS.ProcessEnv = process.env,
  node: { enableCompileCache?: EnableCompileCache } = module as object,
): string | undefined {
  if (!node.enableCompileCache || env.NODE_DISABLE_COMPILE_CACHE) return undefined;
  const directory = env.NODE_COMPILE_CACHE || compileCacheDirectory;
  node.enableCompileCache(directory);
  return directory;
}
