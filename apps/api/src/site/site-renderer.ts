import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SiteLocaleFonts, SiteRenderRequest, SiteRenderResult } from '@skp/shared';

/** The web app's server bundle (apps/web/src/site/entry-server.tsx) and the files a page needs from the build. */
export interface SiteRenderer {
  render(request: SiteRenderRequest): SiteRenderResult;
  /** Every style of the public site, inlined into each page (small, and saves a render-blocking request). */
  css: string;
  /** What a page of an edition adds for its script (the Hindi pages' Devanagari font CSS). */
  localeFonts: SiteLocaleFonts;
  /** The island loader's URL (entry-client.ts), or null when the build has none. */
  islandLoader: string | null;
}

interface ServerBundle {
  render(request: SiteRenderRequest): SiteRenderResult;
  LOCALE_FONTS?: SiteLocaleFonts;
}

type Manifest = Record<string, { file: string; isEntry?: boolean }>;

const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;

/**
 * Loads the renderer from a web build (`npm run build` in apps/web): dist/server/entry-server.js,
 * its one stylesheet, and the island loader from dist/.vite/site-manifest.json. Null without a build.
 */
export async function loadSiteRenderer(webDist: string): Promise<SiteRenderer | null> {
  const serverDir = join(webDist, 'server');
  const entry = join(serverDir, 'entry-server.js');
  if (!existsSync(entry)) return null;
  const bundle = (await import(pathToFileURL(entry).href)) as ServerBundle;
  const serverManifest = readJson<Manifest>(join(serverDir, '.vite', 'manifest.json'));
  const cssFile = serverManifest['style.css']?.file;
  const siteManifestPath = join(webDist, '.vite', 'site-manifest.json');
  const loader = existsSync(siteManifestPath)
    ? Object.values(readJson<Manifest>(siteManifestPath)).find((chunk) => chunk.isEntry)?.file
    : undefined;
  return {
    render: (request) => bundle.render(request),
    css: cssFile ? readFileSync(join(serverDir, cssFile), 'utf8') : '',
    localeFonts: bundle.LOCALE_FONTS ?? {},
    islandLoader: loader ? `/${loader}` : null,
  };
}
