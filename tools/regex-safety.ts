import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseAst } from 'rolldown/parseAst';

/** A regular expression written in the code: where it is, its source and flags. */
export type FoundPattern = { file: string; line: number; source: string; flags: string };

const sourceRoots = [
  'packages/domain/src',
  'packages/db/src',
  'apps/server/src',
  'apps/server/scripts',
  'apps/web/src',
];
// Test support (apps/web/src/test, apps/server/src/test-support) only ever sees the tests' own data.
const skippedDirectories = new Set(['node_modules', 'dist', 'migrations', 'test', 'test-support']);

/** The TypeScript files of the product (tests excluded: their patterns only ever see test data). */
export function productSourceFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (directory: string) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      if (skippedDirectories.has(entry.name)) continue;
      const path = join(directory, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(path);
    }
  };
  for (const sourceRoot of sourceRoots) walk(join(root, sourceRoot));
  return files.sort();
}

type Node = { type?: string; start?: number; [key: string]: unknown };

function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let index = 0; index < offset; index++) if (text.charCodeAt(index) === 10) line++;
  return line;
}

/** Every regex literal and every `RegExp(...)`/`new RegExp(...)` with a literal pattern in one file. */
export function patternsInSource(file: string, text: string): FoundPattern[] {
  const found: FoundPattern[] = [];
  // Rolldown's parser (oxc, already here for Vite) reads TypeScript and JSX; it throws on a syntax error.
  const program = parseAst(text, { lang: file.endsWith('.tsx') ? 'tsx' : 'ts' }, file);
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const current = node as Node;
    const regex = current.regex as { pattern: string; flags: string } | undefined;
    if (current.type === 'Literal' && regex) {
      found.push({ file, line: lineAt(text, current.start ?? 0), source: regex.pattern, flags: regex.flags });
    }
    if (
      (current.type === 'NewExpression' || current.type === 'CallExpression') &&
      (current.callee as Node | undefined)?.type === 'Identifier' &&
      (current.callee as { name?: string }).name === 'RegExp'
    ) {
      const [pattern, flags] = current.arguments as Node[];
      if (pattern?.type === 'Literal' && typeof pattern.value === 'string') {
        const flagText = flags?.type === 'Literal' && typeof flags.value === 'string' ? flags.value : '';
        found.push({ file, line: lineAt(text, current.start ?? 0), source: pattern.value, flags: flagText });
      } else {
        // A pattern built at run time cannot be checked here: the code must not do that.
        found.push({ file, line: lineAt(text, current.start ?? 0), source: '<dynamic>', flags: '' });
      }
    }
    for (const [key, value] of Object.entries(current)) if (key !== 'regex') visit(value);
  };
  visit(program);
  return found;
}

/** All the patterns of the product's source, with paths relative to the root. */
export function productPatterns(root: string): FoundPattern[] {
  return productSourceFiles(root).flatMap((file) =>
    patternsInSource(file, readFileSync(file, 'utf8')).map((pattern) => ({
      ...pattern,
      file: relative(root, file),
    })),
  );
}
