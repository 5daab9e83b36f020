/**
 * The site's two editions: English at today's URLs, Hindi under /hi. Shared by the
 * server (routes, head tags, sitemap, the language cookie) and the site's components (links).
 */
export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** BCP 47 tags for Intl (dates, numbers, rupees) and for <html lang>. */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };
export const OG_LOCALES: Record<Locale, string> = { en: 'en_IN', hi: 'hi_IN' };
/** Each edition's name in its own language: the language switch's words. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' };

/** The visitor's chosen edition, set by the language switch and read by the server on `/`. */
export const LOCALE_COOKIE = 'skp_lang';
/** The language switch: GET /language/<locale>?page=<path> sets the cookie and goes to that page. */
export const LANGUAGE_SWITCH_PATH = '/language';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** A path of the English edition in the given edition: '/about' -> '/hi/about', '/' -> '/hi'. */
export function localePath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** Which edition a path belongs to and the page's path in the English edition. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  for (const locale of LOCALES) {
    if (locale === DEFAULT_LOCALE) continue;
    const prefix = `/${locale}`;
    if (pathname === prefix || pathname === `${prefix}/`) return { locale, path: '/' };
    if (pathname.startsWith(`${prefix}/`)) return { locale, path: pathname.slice(prefix.length) };
  }
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/** The language switch's link for a page: it remembers the choice, then shows the page in that edition. */
export function languageSwitchHref(path: string, locale: Locale): string {
  return `${LANGUAGE_SWITCH_PATH}/${locale}?page=${encodeURIComponent(path)}`;
}
