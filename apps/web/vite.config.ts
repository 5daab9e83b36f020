import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { pwaPlugins } from './build-tools/pwa-config.ts';
import { adminReactRouterCopy, chunkModules } from './build/vite-plugins';

export default defineConfig({
  plugins: [
    adminReactRouterCopy(),
    react(),
    chunkModules(fileURLToPath(new URL('../..', import.meta.url))),
    ...pwaPlugins(),
  ],
  server: {
    port: 5173,
    host: '127.0.0.1',
    proxy: { '/api': 'http://127.0.0.1:3000', '/uploads': 'http://127.0.0.1:3000' },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // The bundle budget test (build/bundle-budget.test.ts) reads dist/.vite/manifest.json.
    manifest: true,
    // Every browser that runs this ES2022 build supports <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry loads in one chunk: one request and one gzip window instead of many.
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
    // The CSP allows fonts only from 'self': never inline them as data: URLs.
    assetsInlineLimit: (file) => (/\.woff2?$/.test(file) ? false : undefined),
  },
  test: {
    environment: 'jsdom',
    include: [
      'src/**/*.test.{ts,tsx}',
      'build/**/*.test.ts',
      'build-tools/**/*.test.ts',
      '../../packages/shared/src/**/*.test.ts',
    ],
  },
});
