import { fileURLToPath } from 'node:url';
import type { SiteRenderRequest, SiteRenderResult, SiteLocaleFonts } from '@skp/shared';
import type { SiteRenderer } from '../site/site-renderer';

/**
 * The real page renderer (apps/web/src/site/entry-server.tsx), compiled by Vitest from source, so
 * the page tests need no web build. Styles are not inlined (Vitest does not process CSS).
 */
export async function siteRendererFromSource(): Promise<SiteRenderer> {
  const entry = fileURLToPath(new URL('../../../web/src/site/entry-server.tsx', import.meta.url));
  const bundle = (await import(/* @vite-ignore */ entry)) as {
    render(request: SiteRenderRequest): SiteRenderResult;
    LOCALE_FONTS: SiteLocaleFonts;
  };
  return {
    render: (request) => bundle.render(request),
    css: () => '',
    localeFonts: bundle.LOCALE_FONTS,
    islandLoader: '/assets/entry-client.js',
  };
}
