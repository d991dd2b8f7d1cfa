import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import type { PublicRoute } from '../src/app/public-routes.ts';

/** One public page's first-visit files beyond the entry: its route chunk, their static imports, their CSS. */
export type RoutePreload = { path: string; js: string[]; css: string[] };

/** The file the build writes next to index.html and the server reads to announce a page's files. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/**
 * Writes `route-preloads.json`: for each public page, the JavaScript chunks (the route's lazy chunk and what it
 * imports statically) and the stylesheets a first visit needs besides the entry's. The server puts them in the
 * page's HTML as `modulepreload` and stylesheet links, so they load alongside the entry instead of after it.
 */
export function routePreloads(routes: PublicRoute[]): Plugin {
  let root = '';
  return {
    name: 'fanship-route-preloads',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
    },
    // After Vite's own hooks, which drop the chunks that only held CSS and rewrite imports to them.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []));
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const closure = (file: string, seen: Set<string>): Set<string> => {
          if (seen.has(file)) return seen;
          seen.add(file);
          for (const imported of byFile.get(file)?.imports ?? []) closure(imported, seen);
          return seen;
        };
        const cssOf = (files: Iterable<string>) =>
          [...files].flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
        const entryFiles = new Set<string>();
        for (const chunk of chunks) if (chunk.isEntry) closure(chunk.fileName, entryFiles);
        const entryCss = new Set(cssOf(entryFiles));
        const preloads: RoutePreload[] = routes.map((route) => {
          const id = resolve(root, route.module);
          const chunk = chunks.find((candidate) => candidate.facadeModuleId === id);
          if (!chunk) this.error(`No chunk was built for the public route ${route.path} (${route.module})`);
          const files = [...closure(chunk.fileName, new Set())].filter((file) => !entryFiles.has(file));
          const css = [...new Set(cssOf(files))].filter((file) => !entryCss.has(file));
          return {
            path: route.path,
            js: files.map((file) => `/${file}`),
            css: css.map((file) => `/${file}`),
          };
        });
        this.emitFile({
          type: 'asset',
          fileName: ROUTE_PRELOADS_FILE,
          source: JSON.stringify({ routes: preloads }),
        });
      },
    },
  };
}

const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|txt|ico)$/;

/**
 * Compresses the built files once, at build time: brotli (quality 11) and gzip (level 9) copies next to each
 * text file of 1 KB or more, which the server sends by the request's Accept-Encoding (`preCompressed`).
 */
export function precompressAssets(): Plugin {
  let outDir = '';
  let writes = true;
  return {
    name: 'fanship-precompress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      writes = config.build.write !== false;
    },
    closeBundle() {
      if (!writes) return;
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const path = join(dir, name);
          return statSync(path).isDirectory() ? walk(path) : [path];
        });
      for (const file of walk(outDir)) {
        if (!compressible.test(file) || statSync(file).size < 1024) continue;
        const bytes = readFileSync(file);
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

/** Components whose styles live in another component's file, or need a second one. */
const extraStyles: Record<string, string[]> = {
  Autocomplete: ['Combobox'],
  Checkbox: ['CheckboxIndicator', 'Checkbox'],
  MultiSelect: ['Combobox', 'Pill', 'PillsInput'],
  NativeSelect: ['Combobox'],
  RangeSlider: ['Slider'],
  SegmentedControl: ['FloatingIndicator', 'SegmentedControl'],
  Select: ['Combobox'],
  TagsInput: ['Combobox', 'Pill', 'PillsInput'],
};

/** Styles the entry loads once in the lower `mantine-base` layer (src/app/mantine-base.css): never added again. */
const baseStyles = new Set(
  Array.from(
    readFileSync(resolve(import.meta.dirname, '../src/app/mantine-base.css'), 'utf8').matchAll(
      /@mantine\/core\/styles\/(\w+)\.css/g,
    ),
    (match) => match[1],
  ),
);

const mantineImport = /import\s*\{([^}]*)\}\s*from\s*['"]@mantine\/core['"]/g;

/**
 * Loads Mantine's styles per component instead of the whole 250 KB stylesheet on every page: each source
 * module that imports components from `@mantine/core` also imports those components' CSS files
 * (`@mantine/core/styles/Button.layer.css`…, in the `mantine` cascade layer), so a page's stylesheet holds only
 * what its chunks draw. The styles other components build on (baseline, variables, buttons, inputs, popovers,
 * overlays) are imported once by the entry (`app/mantine-base.css`) in the lower `mantine-base` layer, so a
 * component's own rules win over them whatever order the stylesheets load in.
 */
export function mantineStylesPerComponent(): Plugin {
  const stylesDir = resolve(import.meta.dirname, '../../../node_modules/@mantine/core/styles');
  const available = new Set(
    readdirSync(stylesDir).flatMap((file) =>
      file.endsWith('.layer.css') ? [] : [file.replace(/\.css$/, '')],
    ),
  );
  return {
    name: 'fanship-mantine-styles-per-component',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.[jt]sx?$/.test(id) || !code.includes('@mantine/core')) return;
      const styles = new Set<string>();
      for (const match of code.matchAll(mantineImport)) {
        for (const specifier of (match[1] ?? '').split(',')) {
          const name =
            specifier
              .trim()
              .replace(/^type\s+.*/, '')
              .split(/\s+as\s+/)[0]
              ?.trim() ?? '';
          for (const style of extraStyles[name] ?? [name]) {
            if (available.has(style) && !baseStyles.has(style)) styles.add(style);
          }
        }
      }
      if (styles.size === 0) return;
      const imports = [...styles]
        .map((style) => `import '@mantine/core/styles/${style}.layer.css';`)
        .join('\n');
      return { code: `${imports}\n${code}`, map: null };
    },
  };
}
