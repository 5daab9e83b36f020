/**
 * The Hindi edition's font (issue 20 §5): Noto Sans Devanagari, only its Devanagari subset (the
 * npm package @fontsource/noto-sans-devanagari, self-hosted, nothing fetched at run time), only
 * the two weights the site uses (400, 700), taken from the phone when it has it. Sent only in Hindi
 * pages' styles and never preloaded (as Roboto, site.css: a preload shares a slow line with the
 * page's largest picture): English pages never declare it, so their one Devanagari word (the
 * language switch) costs no download.
 *
 * `font-display: optional`, not swap: with swap, bench:web measured CLS 0.260 on /hi (Devanagari
 * glyph widths differ between fonts, so lines rewrap at the swap). A visitor without the font
 * reads the fallback (the device's own Devanagari font: Nirmala UI, Mangal, Lohit) at once, with
 * the web font's vertical metrics (hhea ascender 896, descender -408 per 1000); the file fetched
 * meanwhile serves the next page.
 */
import devanagari400 from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url';
import devanagari700 from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2?url';

/** Devanagari, its Vedic extensions, the joiners, the rupee sign and the dotted circle. */
const DEVANAGARI_RANGE =
  'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+20B9, U+25CC, U+A830-A839, U+A8E0-A8FF';

/** The phone's own copy first (every Android phone has Noto Sans Devanagari): nothing to download. */
const face = (weight: number, locals: string[], url: string) =>
  `@font-face{font-family:'Noto Sans Devanagari';font-style:normal;font-weight:${weight};font-display:optional;` +
  `src:${locals.map((name) => `local('${name}')`).join(',')},url(${url}) format('woff2');` +
  `unicode-range:${DEVANAGARI_RANGE}}`;

export const DEVANAGARI_FONT_CSS = [
  face(400, ['Noto Sans Devanagari', 'NotoSansDevanagari-Regular'], devanagari400),
  face(700, ['Noto Sans Devanagari Bold', 'NotoSansDevanagari-Bold'], devanagari700),
  "@font-face{font-family:'Noto Sans Devanagari Fallback';src:local('Noto Sans Devanagari')," +
    "local('NotoSansDevanagari-Regular'),local('Nirmala UI'),local('Mangal'),local('Lohit Devanagari');" +
    `ascent-override:89.6%;descent-override:40.8%;line-gap-override:0%;unicode-range:${DEVANAGARI_RANGE}}`,
  ":root:lang(hi){--font:'Roboto','Roboto Fallback','Noto Sans Devanagari','Noto Sans Devanagari Fallback',sans-serif}",
].join('');
