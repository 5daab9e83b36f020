import { cpSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin, UserConfig } from 'vite';
import { defineConfig } from 'vitest/config';
import { pwaPlugins } from './build/pwa-config.ts';
import { chunkModules, reactRouterProduction, siteCssPieces } from './build/vite-plugins.ts';

/** Where the server bundle goes (the API imports dist/server/entry-server.js). */
const SERVER_OUT_DIR = 'dist/server';
/** The island loader's own manifest (the API reads it to add the loader to server-rendered pages). */
export const SITE_CLIENT_MANIFEST = '.vite/site-manifest.json';

const shared: UserConfig = {
  server: {
    port: 5173,
    host: '127.0.0.1',
    proxy: { '/api': 'http://127.0.0.1:3000', '/uploads': 'http://127.0.0.1:3000' },
  },
  // The CSP allows fonts only from 'self': never inline them as data: URLs.
  build: {
    target: 'es2022',
    sourcemap: false,
    modulePreload: { polyfill: false },
    assetsInlineLimit: (file: string) => (/\.woff2?$/.test(file) ? false : undefined),
  },
};

/** After the server build: its fonts and pictures join the client's dist/assets (same hashed names). */
function copyServerAssets(): Plugin {
  return {
    name: 'skp:copy-server-assets',
    apply: 'build',
    closeBundle() {
      const from = fileURLToPath(new URL(`./${SERVER_OUT_DIR}/assets`, import.meta.url));
      if (existsSync(from))
        cpSync(from, fileURLToPath(new URL('./dist/assets', import.meta.url)), { recursive: true });
    },
  };
}

export default defineConfig(({ mode, isSsrBuild }) => {
  // 3. The server bundle: pages rendered to HTML in the API's process; all of its CSS in one file.
  if (isSsrBuild) {
    return {
      ...shared,
      plugins: [react(), siteCssPieces(), copyServerAssets()],
      build: {
        ...shared.build,
        outDir: SERVER_OUT_DIR,
        emptyOutDir: true,
        ssrEmitAssets: true,
        cssCodeSplit: false,
        manifest: true,
        rolldownOptions: { input: 'src/site/entry-server.tsx' },
      },
      // @skp/shared ships as TypeScript; the fonts' CSS must be processed, not imported by Node.
      ssr: { noExternal: ['@skp/shared', '@fontsource/roboto', '@fontsource/noto-sans-devanagari'] },
    };
  }
  // 2. The public site's browser code: the island loader and the islands, nothing else.
  if (mode === 'site-client') {
    return {
      ...shared,
      plugins: [react()],
      build: {
        ...shared.build,
        outDir: 'dist',
        emptyOutDir: false,
        manifest: SITE_CLIENT_MANIFEST,
        // The page already has every style inline (from the server bundle): the islands' CSS is not
        // loaded again (one unreferenced file instead of a request per island).
        cssCodeSplit: false,
        rolldownOptions: { input: 'src/site/entry-client.ts' },
      },
    };
  }
  // 1. The admin (a single-page app at /admin).
  return {
    ...shared,
    plugins: [
      reactRouterProduction(),
      react(),
      chunkModules(fileURLToPath(new URL('../..', import.meta.url))),
      ...pwaPlugins(),
    ],
    build: {
      ...shared.build,
      // A manifest of the admin's chunks (dist/.vite/manifest.json), to see what each screen ships.
      manifest: true,
      rolldownOptions: {
        output: {
          codeSplitting: {
            // Everything the entry loads in one chunk: one request and one gzip window instead of many.
            groups: [{ name: 'app', tags: ['$initial'] }],
          },
        },
      },
    },
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts', '../../packages/shared/src/**/*.test.ts'],
    },
  };
});
