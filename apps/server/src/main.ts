/**
 * The server's entry point: turns on the module compile cache before any other module is loaded, then starts the
 * server (start-server.ts). A static import would be loaded, and compiled, before the cache is on.
 */
import { enableCompileCache } from './lib/compile-cache.ts';

enableCompileCache();
await import('./start-server.ts');
