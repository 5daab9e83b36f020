import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The public site uses React Router's declarative router; only the admin (react-admin) uses the data
 * router. React Router ships as one big module, so a single copy would put the data router (about
 * 18 KB gzip) in the public entry. In the build, the admin world (its own files, react-admin, ra-*,
 * react-router-dom) therefore gets React Router's production copy and the public site the default
 * one, each tree-shaken on its own. The two never share a router context: main.tsx mounts one or the
 * other.
 */
export function adminReactRouterCopy(): Plugin {
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
