import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { mantineStylesPerComponent, precompressAssets, routePreloads } from './build/vite-plugins.ts';
import { publicRoutes } from './src/app/public-routes.ts';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [mantineStylesPerComponent(), react(), routePreloads(publicRoutes), precompressAssets()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    // No modulepreload polyfill in the entry (issue 26): a browser without `<link rel="modulepreload">` (Safari
    // before 17) still loads each module when it is imported, only without the head start.
    modulePreload: { polyfill: false },
    // Fewer files on a first visit (decision 010): on HTTP/1.1 a phone fetches six at a time, one round trip
    // each. Everything the entry imports statically is one chunk; a shared chunk under 12 KB (before
    // minifying) is copied into the route chunks that use it instead of being fetched on its own.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            // Chunk and asset files are named by their hash alone: the entry lists every lazily loaded route's
            // files for preloading, and names would cost each public page's first load about 1 KB gzip.
            chunkFileNames: 'assets/[hash].js',
            assetFileNames: 'assets/[hash][extname]',
            codeSplitting: {
              groups: [{ name: 'app', tags: ['$initial'] }],
              experimentalInlineCommonChunks: { maxSize: 12_000 },
            },
          },
        },
  },
  // The pre-render bundle (src/prerender.tsx) carries every package it imports, the workspace ones as source: the
  // server imports it once it listens, and one file loads in about 40 ms where ~940 modules from node_modules
  // (Mantine's alone 700) took about 400 ms, during which the server answered nothing.
  ssr: { noExternal: true, resolve: { conditions: ['source'] } },
}));
