import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import type { SiteCssPieces } from '@skp/shared';
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

/** Where siteCssPieces() writes, next to the server bundle. */
export const SITE_CSS_PIECES_FILE = 'site-css.json';

const PIECE_MARK = /\[data-skp-css-piece="?(\d+)"?\]\{--skp-css-piece:\s*\d+;?\}/g;

/**
 * For the server bundle: writes dist/server/site-css.json, the site's one stylesheet cut into a piece
 * per source stylesheet (SiteCssPieces), so the API inlines into each page only the CSS Modules its
 * markup uses. Each stylesheet gets a marker rule once Vite has compiled it (hashed class names, before
 * it is joined and minified): the minified whole is cut at the markers, so every piece is exactly what
 * the whole sheet holds, in the same order. The markers are removed from the whole sheet.
 */
export function siteCssPieces(): Plugin {
  // Kept across rebuilds (vite build --watch reuses a transformed module without transforming it again).
  const pieceOf = new Map<string, number>();
  return {
    name: 'skp:site-css-pieces',
    apply: 'build',
    transform: {
      filter: { id: /\.css$/ },
      handler(code, id) {
        let piece = pieceOf.get(id);
        if (piece === undefined) pieceOf.set(id, (piece = pieceOf.size));
        return { code: `[data-skp-css-piece="${piece}"]{--skp-css-piece:${piece}}\n${code}`, map: null };
      },
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const sheet = Object.values(bundle).find(
          (output) => output.type === 'asset' && output.fileName.endsWith('.css'),
        );
        if (!sheet || sheet.type !== 'asset') return;
        const whole = String(sheet.source);
        const idOf = new Map([...pieceOf].map(([id, piece]) => [piece, id]));
        const marks = [...whole.matchAll(PIECE_MARK)];
        if (marks.length === 0) throw new Error('skp:site-css-pieces: no piece markers in the stylesheet');
        const order = new Map<number, number>();
        const pieces: SiteCssPieces['pieces'] = marks.map((mark, i) => {
          const start = mark.index + mark[0].length;
          const css = whole.slice(start, marks[i + 1]?.index ?? whole.length);
          const id = idOf.get(Number(mark[1]))!;
          order.set(Number(mark[1]), i);
          // A CSS Module's classes (url() and strings left out); any other sheet is global.
          const classes = id.endsWith('.module.css')
            ? [
                ...new Set(
                  [
                    ...css.replace(/url\([^)]*\)|"[^"]*"|'[^']*'/g, '').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g),
                  ].map((match) => match[1]!),
                ),
              ]
            : null;
          return { css, classes };
        });
        if (whole.slice(0, marks[0]!.index).trim())
          throw new Error('skp:site-css-pieces: CSS before the first piece');
        // Each React island's pieces: every stylesheet its module imports, directly or not.
        const islands: SiteCssPieces['islands'] = {};
        for (const id of this.getModuleIds()) {
          const name = /\/src\/site\/islands\/([\w-]+)\.tsx$/.exec(id)?.[1];
          if (!name) continue;
          const seen = new Set<string>();
          const found = new Set<number>();
          const visit = (moduleId: string) => {
            if (seen.has(moduleId)) return;
            seen.add(moduleId);
            const piece = pieceOf.get(moduleId);
            if (piece !== undefined && order.has(piece)) found.add(order.get(piece)!);
            for (const imported of this.getModuleInfo(moduleId)?.importedIds ?? []) visit(imported);
          };
          visit(id);
          islands[name] = [...found].sort((a, b) => a - b);
        }
        sheet.source = whole.replace(PIECE_MARK, '');
        this.emitFile({
          type: 'asset',
          fileName: SITE_CSS_PIECES_FILE,
          source: JSON.stringify({ pieces, islands } satisfies SiteCssPieces),
        });
      },
    },
  };
}
