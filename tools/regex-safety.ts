import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { eachNode, parseSource, type SyntaxNode, typeScriptFiles } from './syntax-tree.ts';

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
  return sourceRoots
    .flatMap((sourceRoot) => typeScriptFiles(join(root, sourceRoot), skippedDirectories))
    .filter((file) => !/\.test\.tsx?$/.test(file))
    .sort();
}

function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let index = 0; index < offset; index++) if (text.charCodeAt(index) === 10) line++;
  return line;
}

/** Every regex literal and every `RegExp(...)`/`new RegExp(...)` with a literal pattern in one file. */
export function patternsInSource(file: string, text: string): FoundPattern[] {
  const found: FoundPattern[] = [];
  eachNode(parseSource(file, text), (node) => {
    const regex = node.regex as { pattern: string; flags: string } | undefined;
    if (node.type === 'Literal' && regex) {
      found.push({ file, line: lineAt(text, node.start ?? 0), source: regex.pattern, flags: regex.flags });
    }
    if (
      (node.type === 'NewExpression' || node.type === 'CallExpression') &&
      (node.callee as SyntaxNode | undefined)?.type === 'Identifier' &&
      (node.callee as { name?: string }).name === 'RegExp'
    ) {
      const [pattern, flags] = node.arguments as SyntaxNode[];
      if (pattern?.type === 'Literal' && typeof pattern.value === 'string') {
        const flagText = flags?.type === 'Literal' && typeof flags.value === 'string' ? flags.value : '';
        found.push({ file, line: lineAt(text, node.start ?? 0), source: pattern.value, flags: flagText });
      } else {
        // A pattern built at run time cannot be checked here: the code must not do that.
        found.push({ file, line: lineAt(text, node.start ?? 0), source: '<dynamic>', flags: '' });
      }
    }
  });
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
