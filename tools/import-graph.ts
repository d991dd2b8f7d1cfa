import { existsSync, readFileSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eachNode, parseSource, type SyntaxNode, typeScriptFiles } from './syntax-tree.ts';

/** Which files each file imports: repo-relative POSIX paths, imports resolved to files of the tree. */
export type ImportGraph = Map<string, string[]>;

/** The source folders the boundary check reads (tests and test support included). */
export const graphRoots = ['apps/server/src', 'apps/web/src', 'packages/domain/src', 'packages/db/src'];

/** Workspace packages import each other by name; `@fanship/domain/x` is `packages/domain/src/x.ts`. */
const workspacePackages: Record<string, string> = {
  '@fanship/domain/': 'packages/domain/src/',
  '@fanship/db/': 'packages/db/src/',
};

const skippedDirectories = new Set(['node_modules', 'dist', 'migrations']);

function sourceFiles(root: string, folder: string): string[] {
  return typeScriptFiles(join(root, folder), skippedDirectories)
    .filter((file) => !file.endsWith('.d.ts'))
    .map((file) => relative(root, file).split(sep).join('/'));
}

const importingNodes = new Set([
  'ImportDeclaration',
  'ExportAllDeclaration',
  'ExportNamedDeclaration',
  'ImportExpression',
  'TSImportType',
]);

/** Every module specifier a file names: imports and re-exports (type-only too), `import()` and `import('x').T`. */
export function specifiersIn(file: string, text: string): string[] {
  const found: string[] = [];
  eachNode(parseSource(file, text), (node) => {
    const source = node.source as SyntaxNode | null | undefined;
    if (
      importingNodes.has(node.type ?? '') &&
      source?.type === 'Literal' &&
      typeof source.value === 'string'
    ) {
      found.push(source.value);
    }
  });
  return found;
}

/** The file a specifier names, or undefined for a third-party package (or a file outside the tree). */
export function resolveSpecifier(
  from: string,
  specifier: string,
  exists: (path: string) => boolean,
): string | undefined {
  let base: string | undefined;
  if (specifier.startsWith('.')) base = posix.normalize(posix.join(posix.dirname(from), specifier));
  for (const [prefix, folder] of Object.entries(workspacePackages)) {
    if (specifier.startsWith(prefix)) base = folder + specifier.slice(prefix.length);
  }
  if (base === undefined) return undefined;
  const candidates = /\.tsx?$/.test(base)
    ? [base]
    : [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`, base];
  return candidates.find(exists);
}

/** Reads the import graph of the repository at `root` (only edges between files of the tree). */
export function readImportGraph(root: string): ImportGraph {
  const graph: ImportGraph = new Map();
  const exists = (path: string) => existsSync(join(root, path));
  for (const folder of graphRoots) {
    for (const file of sourceFiles(root, folder)) {
      const text = readFileSync(join(root, file), 'utf8');
      const targets = specifiersIn(file, text)
        .map((specifier) => resolveSpecifier(file, specifier, exists))
        .filter((target): target is string => target !== undefined && target !== file);
      graph.set(file, [...new Set(targets)]);
    }
  }
  return graph;
}

/** The repository this file is in. */
export const repoRoot = fileURLToPath(new URL('..', import.meta.url));
