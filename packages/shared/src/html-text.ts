import { DEFAULT_LOCALE, LOCALES, localePath, type Locale } from './locale';

/** Text for HTML text and double- or single-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * JSON for a `<script type="application/json">` (or ld+json) block: `<`, `>` and `&` become \u escapes
 * so no `</script>` or `<!--` can end the block early, and U+2028/U+2029 are escaped too.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function metaTag(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}" />`;
}

/** <link rel=alternate hreflang> for each edition of a page, and x-default (the English one): the head's and the sitemap's. */
export function alternateTags(origin: string, path: string): string[] {
  const link = (hreflang: string, locale: Locale) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(`${origin}${localePath(path, locale)}`)}" />`;
  return [...LOCALES.map((locale) => link(locale, locale)), link('x-default', DEFAULT_LOCALE)];
}
