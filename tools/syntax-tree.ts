import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseAst } from 'rolldown/parseAst';

/** A node of the ESTree that Rolldown's parser gives. */
export type SyntaxNode = { type?: string; start?: number; end?: number; [key: string]: unknown };

/** Parses a TypeScript or TSX file with Rolldown's parser (oxc, already here for Vite); throws on a syntax error. */
export function parseSource(file: string, text: string): SyntaxNode {
  return parseAst(text, { lang: file.endsWith('.tsx') ? 'tsx' : 'ts' }, file) as unknown as SyntaxNode;
}

/** Calls `visit` on every node of a tree, parents before their children. */
export function eachNode(tree: unknown, visit: (node: SyntaxNode) => void): void {
  if (Array.isArray(tree)) {
    for (const child of tree) eachNode(child, visit);
    return;
  }
  if (!tree || typeof tree !== 'object') return;
  visit(tree as SyntaxNode);
  for (const value of Object.values(tree)) if (value && typeof value === 'object') eachNode(value, visit);
}

/** The `.ts`/`.tsx` files below a directory (full paths), not entering the directories named in `skipped`. */
export function typeScriptFiles(directory: string, skipped: ReadonlySet<string>): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    if (skipped.has(entry.name)) continue;
    const path = join(directory, entry.name);
    if (entry.isDirectory()) files.push(...typeScriptFiles(path, skipped));
    else if (/\.tsx?$/.test(entry.name)) files.push(path);
  }
  return files;
}
