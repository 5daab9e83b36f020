import { fileURLToPath } from 'node:url';
import { siteRendererOf, type ServerBundle, type SiteRenderer } from '../site/site-renderer';

/**
 * The real page renderer (apps/web/src/site/entry-server.tsx), compiled by Vitest from source, so
 * the page tests need no web build. Styles are not inlined (Vitest does not process CSS).
 */
export async function siteRendererFromSource(): Promise<SiteRenderer> {
  const entry = fileURLToPath(new URL('../../../web/src/site/entry-server.tsx', import.meta.url));
  const bundle = (await import(/* @vite-ignore */ entry)) as ServerBundle;
  return siteRendererOf(bundle, { css: () => '', islandLoader: '/assets/entry-client.js' });
}
