/**
 * The Hindi edition's font: Noto Sans Devanagari, self-hosted (nothing fetched at run
 * time), subset to the Devanagari block by `npm run fonts:subset` from @fontsource's files (39 and
 * 43 KB instead of 49 and 53: every conjunct of the block stays, the Vedic marks go), only the two
 * weights the site uses (400, 700). Used only on screens wider than a phone's (PHONE_MEDIA): a phone
 * sets Hindi in its own Devanagari font (every Android phone has Noto Sans Devanagari, the same design;
 * iOS has Kohinoor Devanagari), so a Hindi page on a phone downloads no font for it (the two
 * files were 84 KB of /hi/about's 357 KB, over the 300 KB a phone may transfer). Sent only in Hindi
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
import devanagari400 from './fonts/noto-sans-devanagari-400-site.woff2?url';
import devanagari700 from './fonts/noto-sans-devanagari-700-site.woff2?url';
import { PHONE_MEDIA } from './phone-media';

/** What the subset files hold: the Devanagari block, the joiners, the rupee sign and the dotted circle. */
const DEVANAGARI_RANGE = 'U+0900-097F, U+200C-200D, U+20B9, U+25CC';

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
  // A phone sets Devanagari in its own font (the generic family's fallback: Noto Sans Devanagari on
  // Android, Kohinoor Devanagari on iOS, each weight its own face): the web font is never used there,
  // so never downloaded; Latin letters there take the phone's own Roboto (site.css). Wider screens get the web fonts.
  ":root:lang(hi){--font:'Roboto Phone','Roboto Fallback',sans-serif}",
  `@media not all and ${PHONE_MEDIA}{:root:lang(hi){--font:'Roboto','Roboto Fallback','Noto Sans Devanagari','Noto Sans Devanagari Fallback',sans-serif}}`,
].join('');
