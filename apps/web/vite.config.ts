import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * The public site uses React Router's declarative router; only the admin (react-admin) uses the data
 * router. React Router ships as one big module, so a single copy would put the data router (about
 * 18 KB gzip) in the public entry. In the build, the admin world (its own files, react-admin, ra-*)
 * therefore gets React Router's production copy and the public site the default one, each
 * tree-shaken on its own. The two worlds never share a router context (main.tsx mounts one or the
 * other).
 */
function adminReactRouterCopy(): Plugin {
  const require = createRequire(import.meta.url);
  const productionDir = join(dirname(require.resolve('react-router/package.json')), 'dist/production');
  const adminWorld =
    /\/src\/features\/admin\/|\/src\/app\/admin-router\.tsx$|\/node_modules\/(react-admin|ra-[a-z-]+|react-router-dom)\/|\/node_modules\/react-router\/dist\/production\//;
  const targets: Record<string, string> = {
    'react-router': join(productionDir, 'index.mjs'),
    'react-router/dom': join(productionDir, 'dom-export.mjs'),
  };
  return {
    name: 'skp:admin-react-router-copy',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const target = targets[source];
      if (!target || !importer || !adminWorld.test(importer.replaceAll('\\', '/'))) return null;
      return target;
    },
  };
}

export default defineConfig({
  plugins: [adminReactRouterCopy(), react()],
  server: {
    port: 5173,
    host: '127.0.0.1',
    proxy: { '/api': 'http://127.0.0.1:3000', '/uploads': 'http://127.0.0.1:3000' },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // The bundle budget test (src/bundle-budget.test.ts) reads dist/.vite/manifest.json.
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
    include: ['src/**/*.test.{ts,tsx}', '../../packages/shared/src/**/*.test.ts'],
  },
});
