import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { appShell, preloadDisplayFont, startAfterFirstPaint } from './build/app-shell';
import { precompress } from './build/precompress';
import { routePreloadsPlugin } from './build/route-preloads';

const localesDir = fileURLToPath(new URL('../../packages/contracts/src/locales', import.meta.url));

export default defineConfig({
  plugins: [
    react(),
    appShell(localesDir),
    startAfterFirstPaint(),
    preloadDisplayFont(),
    routePreloadsPlugin({
      router: fileURLToPath(new URL('./src/app/router.tsx', import.meta.url)),
      paths: fileURLToPath(new URL('./src/lib/paths.ts', import.meta.url)),
      localesDir,
    }),
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000', '/demo-checkout': 'http://127.0.0.1:3000' },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      output: {
        // Libraries change far less often than our code: in chunks of their own, a release of the
        // site does not make returning visitors download React again. zod stays out of the first
        // load: only forms use it, and they load with their pages.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
            {
              name: 'query',
              test: /node_modules[\\/](@tanstack|use-sync-external-store)[\\/]/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
});
