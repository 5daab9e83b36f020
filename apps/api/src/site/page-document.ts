import {
  NOTICES_FEED_PATH,
  crestUrl,
  noticesFeedTitle,
  schoolTexts,
  themeCss,
  type Locale,
  type SchoolIdentity,
  type SiteRenderResult,
} from '@skp/shared';
import { ANNOUNCEMENT_DISMISSAL_SCRIPT } from '../lib/announcement-dismissal-script';
import { escapeHtml } from '../lib/html-page';
import type { SiteRenderer } from './site-renderer';

/**
 * The whole HTML document of a server-rendered page: the head tags (title, SEO, hero preload),
 * the styles the page uses inline (fonts are not preloaded: see site.css), the island loader (a module script: never render-blocking;
 * it also registers the service worker), and the rendered body.
 */
export function pageDocument(
  renderer: SiteRenderer,
  head: string,
  result: SiteRenderResult,
  locale: Locale,
  school: SchoolIdentity,
): string {
  const feedTitle = noticesFeedTitle(schoolTexts(school, 'en').siteName);
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
    `    <meta name="theme-color" content="${school.themes[result.theme].primary}" />`,
    `    <link rel="icon" type="image/svg+xml" href="${crestUrl(school)}" />`,
    '    <link rel="manifest" href="/manifest.webmanifest" />',
    `    <link rel="alternate" type="application/rss+xml" title="${escapeHtml(feedTitle)}" href="${NOTICES_FEED_PATH}" />`,
    // The theme colours from the settings after site.css's, so they win.
    `    <style>${renderer.css(result.body)}${renderer.localeFonts[locale] ?? ''}${themeCss(school.themes)}</style>`,
    ...(loader ? [`    ${loader}`] : []),
    '  </head>',
    `  <body>${result.body}</body>`,
    '</html>',
    '',
  ].join('\n');
}
