/**
 * The server's entry point: turns on the module compile cache before any other module is loaded, then starts the
 * server (start-server.ts). A static import would be loaded, and compiled, before the cache is on.
 *
 * A build (`npm run build`, `npm start`) also bundles start-server.js with the workspace packages into
 * `server-bundle.js` beside this file (scripts/bundle-server.mjs): one module to load instead of ~1,450. Without
 * the bundle (`npm run dev`, a bare `tsc` build) the modules load one by one.
 */
import { existsSync } from 'node:fs';
import { enableCompileCache } from './lib/compile-cache.ts';

enableCompileCache();
const bundle = new URL('./server-bundle.js', import.meta.url);
if (existsSync(bundle)) await import(bundle.href);
else await import('./start-server.ts');
