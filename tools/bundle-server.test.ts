import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleServer, isExternal, ownImportMetaUrl } from '../scripts/bundle-server.mjs';

describe('the server bundle (scripts/bundle-server.mjs)', () => {
  it('holds the workspace packages, the server’s own modules, drizzle-orm and zod with its Fastify provider', () => {
    const bundled = ['./app.js', '../lib/clock.js', '/repo/apps/server/dist/app.js', '@fanship/db/client'];
    bundled.push('drizzle-orm', 'drizzle-orm/pg-core', 'zod', 'zod/v4/core', 'fastify-type-provider-zod');
    expect(bundled.filter((id) => isExternal(id))).toEqual([]);
  });

  it('leaves every other package, and Node’s own modules, to be imported at run time', () => {
    for (const id of ['fastify', '@electric-sql/pglite', 'zodiac', 'node:fs', 'drizzle-kit', 'pg']) {
      expect(isExternal(id), id).toBe(true);
    }
  });

  it('keeps a module’s import.meta.url naming its own file, relative to the bundle', () => {
    const plugin = ownImportMetaUrl('/repo/apps/server/dist');
    const code = plugin.transform(
      "export const migrations = new URL('../migrations', import.meta.url).pathname;",
      '/repo/packages/db/dist/client.js',
    );
    expect(code).toBe(
      "export const migrations = new URL('../migrations', " +
        'new URL("../../../packages/db/dist/client.js", import.meta.url).href).pathname;',
    );
    // What that reads where the repository was moved, the bundle's import.meta.url being its own address.
    const clientUrl = new URL(
      '../../../packages/db/dist/client.js',
      'file:///moved/repo/apps/server/dist/server-bundle.js',
    );
    expect(new URL('../migrations', clientUrl).pathname).toBe('/moved/repo/packages/db/migrations');
    expect(plugin.transform('export const a = 1;', '/repo/apps/server/dist/app.js')).toBeUndefined();
  });

  it('leaves a lazily imported module, and the packages it imports, out of what loads at start', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'bundle-server-'));
    try {
      writeFileSync(join(folder, 'start.js'), "export const later = () => import('./lazy.js');\n");
      writeFileSync(
        join(folder, 'lazy.js'),
        "import ExcelJS from 'exceljs';\nexport const book = () => ExcelJS;\n",
      );
      await bundleServer(folder, join(folder, 'start.js'));
      const files = readdirSync(folder);
      const chunk = files.find((name) => name.startsWith('server-bundle-chunk-'));
      expect(readFileSync(join(folder, 'server-bundle.js'), 'utf8')).not.toContain('exceljs');
      expect(readFileSync(join(folder, chunk ?? 'missing'), 'utf8')).toContain('from "exceljs"');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
