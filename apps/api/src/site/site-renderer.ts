import { existsSync, readFileSync, watch } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SiteCssPieces, SiteDocumentParts, SiteRenderRequest, SiteRenderResult } from '@skp/shared';
import { ANNOUNCEMENT_DISMISSAL_SCRIPT } from '../lib/announcement-dismissal-script';
import { pageCssFrom } from './page-css';
import { ROUTES } from './routes';

/** A page to render: what the server loaded and knows of its head (the renderer adds the build's parts). */
export type PageRenderRequest = Omit<SiteRenderRequest, 'document'>;

/** The web app's server bundle (apps/web/src/site/entry-server.tsx): a page's whole document in one render. */
export interface SiteRenderer {
  render(request: PageRenderRequest): SiteRenderResult;
}

/** The server bundle as built (or compiled from source by the tests). */
export interface ServerBundle {
  render(request: SiteRenderRequest): SiteRenderResult;
  /** The pages the bundle has a component for, by name. */
  PAGE_NAMES: readonly string[];
}

/**
 * A renderer from a server bundle and the build's parts: the styles a page inlines given its body
 * (the site's global CSS and the CSS Modules it uses, page-css.ts: inline, so nothing render-blocking
 * is fetched) and the island loader's URL.
 */
export function siteRendererOf(
  bundle: ServerBundle,
  build: Pick<SiteDocumentParts, 'css' | 'islandLoader'>,
): SiteRenderer {
  const missing = Object.keys(ROUTES).filter((name) => !bundle.PAGE_NAMES.includes(name));
  if (missing.length > 0) {
    throw new Error(
      `The public site's build has no component for the page ${missing.join(', ')}: a page's file in apps/web/src/site/pages must be named <page>-page.tsx and export its sitePages`,
    );
  }
  const document: SiteDocumentParts = { ...build, inlineScript: ANNOUNCEMENT_DISMISSAL_SCRIPT };
  return { render: (request) => bundle.render({ ...request, document }) };
}

type Manifest = Record<string, { file: string; isEntry?: boolean }>;

const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;

/**
 * Loads the renderer from a web build (`npm run build` in apps/web): dist/server/entry-server.js,
 * its stylesheet in pieces (site-css.json; a build without it: the whole sheet on every page), and the
 * island loader from dist/.vite/site-manifest.json. Null without a build.
 */
export async function loadSiteRenderer(webDist: string, generation = 0): Promise<SiteRenderer | null> {
  const serverDir = join(webDist, 'server');
  const entry = join(serverDir, 'entry-server.js');
  if (!existsSync(entry)) return null;
  const url = pathToFileURL(entry).href;
  const bundle = (await import(generation ? `${url}?build=${generation}` : url)) as ServerBundle;
  const serverManifest = readJson<Manifest>(join(serverDir, '.vite', 'manifest.json'));
  const cssFile = serverManifest['style.css']?.file;
  const whole = cssFile ? readFileSync(join(serverDir, cssFile), 'utf8') : '';
  const piecesPath = join(serverDir, 'site-css.json');
  const css = existsSync(piecesPath) ? pageCssFrom(readJson<SiteCssPieces>(piecesPath)) : () => whole;
  const siteManifestPath = join(webDist, '.vite', 'site-manifest.json');
  const loader = existsSync(siteManifestPath)
    ? Object.values(readJson<Manifest>(siteManifestPath)).find((chunk) => chunk.isEntry)?.file
    : undefined;
  return siteRendererOf(bundle, { css, islandLoader: loader ? `/${loader}` : null });
}

/**
 * For `npm run dev`: a renderer that follows the web build as it is rebuilt (`vite build --watch`
 * in scripts/dev.mjs): when the server bundle or the islands' manifest changes, it loads the new
 * build (a fresh module URL: Node keeps imported modules for good) and calls `onReload`, which drops
 * the kept pages. Until the first build exists, renders fail with a message saying so.
 */
export async function reloadingSiteRenderer(
  webDist: string,
  onReload: () => void,
  log: { info(message: string): void; error(message: string): void },
): Promise<SiteRenderer & { close(): void }> {
  let current = await loadSiteRenderer(webDist);
  let generation = 0;
  let timer: NodeJS.Timeout | undefined;
  const reload = () => {
    clearTimeout(timer);
    // A rebuild writes several files: load once they have settled.
    timer = setTimeout(async () => {
      try {
        current = await loadSiteRenderer(webDist, ++generation);
        onReload();
        log.info('public site rebuilt: pages render with the new build');
      } catch (error) {
        log.error(`public site build not loaded: ${(error as Error).message}`);
      }
    }, 300);
  };
  const watchers = [join(webDist, 'server'), join(webDist, '.vite')].flatMap((dir) => {
    try {
      return [watch(dir, { recursive: false }, reload)];
    } catch {
      return [];
    }
  });
  const built = () => {
    if (!current) throw new Error(`The public site is not built yet (${webDist}): run npm run build`);
    return current;
  };
  return {
    render: (request) => built().render(request),
    close() {
      clearTimeout(timer);
      for (const watcher of watchers) watcher.close();
    },
  };
}
