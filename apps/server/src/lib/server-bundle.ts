import { existsSync, statSync } from 'node:fs';

/** The tsc builds the bundle is made from, relative to the server's `dist` (scripts/bundle-server.mjs). */
const builds = [
  '.tsbuildinfo',
  '../../../packages/db/dist/.tsbuildinfo',
  '../../../packages/domain/dist/.tsbuildinfo',
];

/**
 * The server bundle beside `main.js` (`server-bundle.js`, scripts/bundle-server.mjs) if it is there and newer than
 * every tsc build it was made from; undefined otherwise. A bare `tsc` build after the bundle leaves the bundle
 * stale: the modules tsc wrote then run one by one instead, slower but current.
 */
export function freshServerBundle(dist: URL): URL | undefined {
  const bundle = new URL('server-bundle.js', dist);
  if (!existsSync(bundle)) return undefined;
  const bundled = statSync(bundle).mtimeMs;
  const isStale = builds
    .map((build) => new URL(build, dist))
    .some((build) => existsSync(build) && statSync(build).mtimeMs > bundled);
  return isStale ? undefined : bundle;
}
