import { describe, expect, it } from 'vitest';
import { findViolations } from './boundaries.ts';
import {
  type ImportGraph,
  readImportGraph,
  repoRoot,
  resolveSpecifier,
  specifiersIn,
} from './import-graph.ts';

const graphOf = (edges: Record<string, string[]>): ImportGraph =>
  new Map(Object.entries(edges).map(([from, targets]) => [from, targets]));

const server = (path: string) => `apps/server/src/${path}`;
const web = (path: string) => `apps/web/src/${path}`;

describe('import graph', () => {
  it('reads imports, re-exports, type-only imports, import() and import types', () => {
    const text = [
      "import type { A } from './a.ts';",
      "import { b } from '../b';",
      "export * from './c.ts';",
      "export { d } from '@fanship/domain/d';",
      "const e = () => import('./e.tsx');",
      "type F = import('./f.ts').F;",
      "import { z } from 'zod';",
      "export const g = 'not an import';",
    ].join('\n');
    expect(specifiersIn('x.tsx', text)).toEqual([
      './a.ts',
      '../b',
      './c.ts',
      '@fanship/domain/d',
      './e.tsx',
      './f.ts',
      'zod',
    ]);
  });

  it('resolves relative and workspace specifiers to files of the tree, and not third-party packages', () => {
    const files = new Set([
      'apps/web/src/lib/b.ts',
      'apps/web/src/features/x/index.ts',
      'packages/domain/src/d.ts',
    ]);
    const exists = (path: string) => files.has(path);
    const from = 'apps/web/src/app/a.ts';
    expect(resolveSpecifier(from, '../lib/b.ts', exists)).toBe('apps/web/src/lib/b.ts');
    expect(resolveSpecifier(from, '../lib/b', exists)).toBe('apps/web/src/lib/b.ts');
    expect(resolveSpecifier(from, '../features/x', exists)).toBe('apps/web/src/features/x/index.ts');
    expect(resolveSpecifier(from, '@fanship/domain/d', exists)).toBe('packages/domain/src/d.ts');
    expect(resolveSpecifier(from, 'react', exists)).toBeUndefined();
  });
});

describe('boundary rules', () => {
  it('accepts imports through public entries and between siblings', () => {
    const graph = graphOf({
      [server('app.ts')]: [server('modules/shop/index.ts')],
      [server('modules/shop/index.ts')]: [server('modules/shop/shop.routes.ts')],
      [server('modules/shop/shop.routes.ts')]: [
        server('modules/shop/shop.service.ts'),
        server('lib/clock.ts'),
      ],
      [server('modules/shop/shop.service.ts')]: [server('modules/stock/index.ts')],
      [server('modules/stock/index.ts')]: [],
      [server('modules/shop/shop.test.ts')]: [server('test/app.ts'), server('modules/shop/shop.service.ts')],
    });
    expect(findViolations(graph)).toEqual([]);
  });

  it('names a cycle between server modules as a path, with the import that makes each step', () => {
    const graph = graphOf({
      [server('modules/intake/intake.service.ts')]: [server('modules/packages/index.ts')],
      [server('modules/packages/index.ts')]: [server('modules/packages/records.ts')],
      [server('modules/packages/staff.service.ts')]: [server('modules/intake/index.ts')],
      [server('modules/intake/index.ts')]: [],
      [server('modules/packages/records.ts')]: [],
    });
    expect(findViolations(graph).map((violation) => violation.message)).toEqual([
      [
        'cycle between server modules: intake → packages → intake',
        '    apps/server/src/modules/intake/intake.service.ts imports apps/server/src/modules/packages/index.ts',
        '    apps/server/src/modules/packages/staff.service.ts imports apps/server/src/modules/intake/index.ts',
      ].join('\n'),
    ]);
  });

  it('finds a cycle between web features and one between files', () => {
    const graph = graphOf({
      [web('features/shop/add.tsx')]: [web('features/cart/index.ts')],
      [web('features/cart/line.tsx')]: [web('features/shop/index.ts')],
      [web('features/cart/index.ts')]: [],
      [web('features/shop/index.ts')]: [],
      [web('lib/a.ts')]: [web('lib/b.ts')],
      [web('lib/b.ts')]: [web('lib/c.ts')],
      [web('lib/c.ts')]: [web('lib/a.ts')],
    });
    expect(findViolations(graph).map((violation) => violation.key)).toEqual([
      'cycle between files: apps/web/src/lib/a.ts, apps/web/src/lib/b.ts, apps/web/src/lib/c.ts',
      'cycle between web features: cart, shop',
    ]);
    expect(findViolations(graph)[0]!.message).toBe(
      'cycle between files:\n    apps/web/src/lib/a.ts\n    → apps/web/src/lib/b.ts\n    → apps/web/src/lib/c.ts\n    → apps/web/src/lib/a.ts',
    );
  });

  it('refuses reaching into another module or feature past its index.ts', () => {
    const graph = graphOf({
      [server('app.ts')]: [server('modules/credit/credit.routes.ts')],
      [web('features/staff/adjust.tsx')]: [web('features/staff-catalogue/components/form-fields.tsx')],
      [web('app/routes/shop.tsx')]: [web('features/shop/index.tsx')],
    });
    expect(findViolations(graph).map((violation) => violation.message)).toEqual([
      'reaches past the public entry of apps/server/src/modules/credit/index.ts:\n    apps/server/src/app.ts\n    → apps/server/src/modules/credit/credit.routes.ts',
      'reaches past the public entry of apps/web/src/features/staff-catalogue/index.ts:\n    apps/web/src/features/staff/adjust.tsx\n    → apps/web/src/features/staff-catalogue/components/form-fields.tsx',
    ]);
  });

  it('refuses a shared layer importing a feature, and production code importing test support', () => {
    const graph = graphOf({
      [web('components/ui/page.tsx')]: [web('features/auth/index.ts')],
      [web('lib/format.ts')]: [web('test/render.tsx')],
      [server('modules/payments/providers.ts')]: [server('test-support/fake-card-server.ts')],
      [server('lib/clock.ts')]: ['packages/db/src/testing.ts'],
      [server('modules/payments/orders.test.ts')]: [server('test-support/fake-card-server.ts')],
    });
    expect(findViolations(graph).map((violation) => violation.key)).toEqual([
      'a shared layer imports a module/feature: apps/web/src/components/ui/page.tsx → apps/web/src/features/auth/index.ts',
      'production code imports test support: apps/server/src/lib/clock.ts → packages/db/src/testing.ts',
      'production code imports test support: apps/server/src/modules/payments/providers.ts → apps/server/src/test-support/fake-card-server.ts',
      'production code imports test support: apps/web/src/lib/format.ts → apps/web/src/test/render.tsx',
    ]);
  });
});

describe('the code base', () => {
  it('keeps its boundaries', () => {
    const violations = findViolations(readImportGraph(repoRoot));
    expect(violations.map((violation) => violation.message)).toEqual([]);
    // Parsing the ~1,000 files takes a few seconds, more on a busy machine.
  }, 60_000);
});
