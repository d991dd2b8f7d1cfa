import { describe, expect, it } from 'vitest';
import { setupTestApps } from '../test/app.ts';
import { createCatalogueVersions } from './catalogue-versions.ts';

const { start } = setupTestApps();

describe('catalogue versions', () => {
  it('counts every one of many parallel bumps, of overlapping scopes in any order', async () => {
    const t = await start();
    const versions = createCatalogueVersions(t.database.db);
    await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        versions.bump(
          index % 2 === 0 ? ['shop-products', 'artists'] : ['artists', 'shop-products', 'artists'],
        ),
      ),
    );
    expect(await versions.read()).toEqual(
      new Map([
        ['artists', 20],
        ['shop-products', 20],
      ]),
    );
  });
});
