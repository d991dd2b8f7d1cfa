#!/usr/bin/env node
/**
 * Pre-renders the public pages that need no data (the start page, login, sign-up, recovery) after the build:
 * writes `dist/prerendered.json` ({ path: html }), which the server puts in the page's `#root` so the first
 * HTML already shows the page (decision 010). Run by `npm run build -w @fanship/web` after the SSR bundle.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const prerenderedPaths = ['/', '/login', '/signup', '/recovery/id', '/recovery/password'];

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const { render } = await import(pathToFileURL(join(webRoot, 'ssr-dist', 'prerender.js')).href);
const pages = {};
for (const path of prerenderedPaths) pages[path] = await render(path);
writeFileSync(join(webRoot, 'dist', 'prerendered.json'), JSON.stringify(pages));
console.log(`Pre-rendered ${prerenderedPaths.join(', ')}`);
