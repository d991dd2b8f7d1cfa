import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAst } from 'rolldown/parseAst';

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
  const files: string[] = [];
  const walk = (directory: string) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      if (skippedDirectories.has(entry.name)) continue;
      const path = join(directory, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(path);
    }
  };
  walk(join(root, folder));
  return files.map((file) => relative(root, file).split(sep).join('/'));
}

type Node = { type?: string; [key: string]: unknown };

/** Every module specifier a file names: imports and re-exports (type-only too), `import()` and `import('x').T`. */
export function specifiersIn(file: string, text: string): string[] {
  const program = parseAst(text, { lang: file.endsWith('.tsx') ? 'tsx' : 'ts' }, file);
  const found: string[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const current = node as Node;
    const source = current.source as { type?: string; value?: unknown } | null | undefined;
    if (
      (current.type === 'ImportDeclaration' ||
        current.type === 'ExportAllDeclaration' ||
        current.type === 'ExportNamedDeclaration' ||
        current.type === 'ImportExpression' ||
        current.type === 'TSImportType') &&
      source?.type === 'Literal' &&
      typeof source.value === 'string'
    ) {
      found.push(source.value);
    }
    for (const [key, value] of Object.entries(current)) {
      if (key !== 'source' && value && typeof value === 'object') visit(value);
    }
  };
  visit(program);
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
