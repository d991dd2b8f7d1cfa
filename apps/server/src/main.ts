/**
 * The server's entry point: turns on the module compile cache before any other module is loaded, then starts the
 * server (start-server.ts). A static import would be loaded, and compiled, before the cache is on.
 *
 * A build (`npm run build`, `npm start`) also bundles start-server.js with the workspace packages into
 * `server-bundle.js` beside this file (scripts/bundle-server.mjs): one module to load instead of ~1,450. Without
 * a current bundle (`npm run dev`, a bare `tsc` build since) the modules load one by one.
 */
import { enableCompileCache } from './lib/compile-cache.ts';
import { freshServerBundle } from './lib/server-bundle.ts';

enableCompileCache();
const bundle = freshServerBundle(new URL('./', import.meta.url));
if (bundle) await import(bundle.href);
else await import('./start-server.ts');
