import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import type { Plugin } from 'vite';

/**
 * React Router's package points every import at its development build; in the build, the admin (its
 * only user: the public site has no router) gets the production one, which leaves out the
 * development warnings and checks.
 */
export function reactRouterProduction(): Plugin {
  const require = createRequire(import.meta.url);
  const productionDir = join(dirname(require.resolve('react-router/package.json')), 'dist/production');
  const targets: Record<string, string> = {
    'react-router': join(productionDir, 'index.mjs'),
    'react-router/dom': join(productionDir, 'dom-export.mjs'),
  };
  return {
    name: 'skp:react-router-production',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => targets[source] ?? null,
  };
}

/** Where chunkModules() writes, next to Vite's manifest. */
export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';

/**
 * Writes dist/.vite/chunk-modules.json: for each JavaScript file, the source modules in it (paths
 * relative to the repository). The bundle budget test reads it to prove react-admin stays out of
 * the public chunks.
 */
export function chunkModules(root: string): Plugin {
  return {
    name: 'skp:chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const modules: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        modules[output.fileName] = output.moduleIds
          .map((id) => relative(root, id.replace(/^\0/, '')).replaceAll('\\', '/'))
          .sort();
      }
      this.emitFile({ type: 'asset', fileName: CHUNK_MODULES_FILE, source: JSON.stringify(modules) });
    },
  };
}
