import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { mantineStylesPerComponent, precompressAssets, routePreloads } from './build/vite-plugins.ts';
import { publicRoutes } from './src/app/public-routes.ts';

export default defineConfig({
  plugins: [mantineStylesPerComponent(), react(), routePreloads(publicRoutes), precompressAssets()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: { outDir: 'dist' },
  // The pre-render bundle (src/prerender.tsx) carries the workspace packages as source.
  ssr: { noExternal: [/^@fanship\//], resolve: { conditions: ['source'] } },
});
