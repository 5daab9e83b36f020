import { NOTICES_FEED_PATH, NOTICES_FEED_TITLE, type Locale, type SiteRenderResult } from '@skp/shared';
import { ANNOUNCEMENT_DISMISSAL_SCRIPT } from '../lib/announcement-dismissal-script';
import { escapeHtml } from '../lib/html-page';
import type { SiteRenderer } from './site-renderer';

/** The browser bar colour of each theme (its primary colour). */
const THEME_COLOURS: Record<SiteRenderResult['theme'], string> = {
  main: '#7a1f2b',
  nursery: '#7b1fa2',
  cricket: '#1b5e20',
};

/**
 * The whole HTML document of a server-rendered page: the head tags (title, SEO, hero preload),
 * every style inline (fonts are not preloaded: see site.css), the island loader (a module script: never render-blocking;
 * it also registers the service worker), and the rendered body.
 */
export function pageDocument(
  renderer: SiteRenderer,
  head: string,
  result: SiteRenderResult,
  locale: Locale = 'en',
): string {
  const loader = renderer.islandLoader
    ? `<script type="module" src="${escapeHtml(renderer.islandLoader)}"></script>`
    : '';
  return [
    '<!doctype html>',
    `<html lang="${locale}" data-theme="${result.theme}">`,
    '  <head>',
    '    <meta charset="utf-8" />',
    '    <meta name="viewport" content="width=device-width, initial-scale=1" />',
    `    ${head}`,
    `    <script>${ANNOUNCEMENT_DISMISSAL_SCRIPT}</script>`,
    `    <meta name="theme-color" content="${THEME_COLOURS[result.theme]}" />`,
    '    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />',
    '    <link rel="manifest" href="/manifest.webmanifest" />',
    `    <link rel="alternate" type="application/rss+xml" title="${escapeHtml(NOTICES_FEED_TITLE)}" href="${NOTICES_FEED_PATH}" />`,
    `    <style>${renderer.css}${renderer.localeFonts[locale] ?? ''}</style>`,
    ...(loader ? [`    ${loader}`] : []),
    '  </head>',
    `  <body>${result.body}</body>`,
    '</html>',
    '',
  ].join('\n');
}
