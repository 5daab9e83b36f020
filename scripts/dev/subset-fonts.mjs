// npm run fonts:subset: makes the public site's font files, committed beside site.css:
// - Roboto 400 and 700 from @fontsource/roboto's latin files, keeping only the characters the site's
//   English text uses (about 13 KB each instead of 22). Run it again only when a new character needs
//   Roboto. Characters outside the set fall back, glyph by glyph, to the metric-matched fallback font.
// - Noto Sans Devanagari 400 and 700 (Hindi pages only) from @fontsource's devanagari files, keeping
//   the whole Devanagari block (any word staff write shapes correctly: every conjunct stays) plus the
//   danda, joiners, rupee sign and dotted circle, and dropping the Vedic marks and Latin the pages never
//   set in it (about 40 KB each instead of 50-54).
// - The share cards' fonts (apps/api/src/lib/share-card-fonts, TrueType for HarfBuzz, which reads no
//   WOFF2): Roboto 400 and 700 and Noto Sans Devanagari 700 with the same characters.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import subsetFont from 'subset-font';
import { root } from '../lib.mjs';

const ASCII = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('');
// No-break space, ©, ·, ×, dashes, quotes, bullet, ellipsis, rupee, arrow, play mark.
const PUNCTUATION =
  '\u00a0\u00a9\u00b7\u00d7\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20b9\u2192\u25b6';

const require = createRequire(join(root, 'apps/web/package.json'));
const outDir = join(root, 'apps/web/src/site/styles/fonts');
for (const weight of [400, 700]) {
  const source = require.resolve(`@fontsource/roboto/files/roboto-latin-${weight}-normal.woff2`);
  const input = readFileSync(source);
  const output = await subsetFont(input, ASCII + PUNCTUATION, { targetFormat: 'woff2' });
  const file = join(outDir, `roboto-${weight}-site.woff2`);
  writeFileSync(file, output);
  console.log(`${file}: ${(input.length / 1024).toFixed(1)} KB -> ${(output.length / 1024).toFixed(1)} KB`);
}

const DEVANAGARI_BLOCK = Array.from({ length: 0x80 }, (_, i) => String.fromCodePoint(0x0900 + i)).join('');
const DEVANAGARI_EXTRAS = '\u200c\u200d\u20b9\u25cc';
for (const weight of [400, 700]) {
  const source = require.resolve(
    `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${weight}-normal.woff2`,
  );
  const input = readFileSync(source);
  const output = await subsetFont(input, DEVANAGARI_BLOCK + DEVANAGARI_EXTRAS, { targetFormat: 'woff2' });
  const file = join(outDir, `noto-sans-devanagari-${weight}-site.woff2`);
  writeFileSync(file, output);
  console.log(`${file}: ${(input.length / 1024).toFixed(1)} KB -> ${(output.length / 1024).toFixed(1)} KB`);
}

const cardDir = join(root, 'apps/api/src/lib/share-card-fonts');
const CARD_FONTS = [
  ['@fontsource/roboto/files/roboto-latin-400-normal.woff2', 'roboto-400.ttf', ASCII + PUNCTUATION],
  ['@fontsource/roboto/files/roboto-latin-700-normal.woff2', 'roboto-700.ttf', ASCII + PUNCTUATION],
  [
    '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2',
    'noto-sans-devanagari-700.ttf',
    DEVANAGARI_BLOCK + DEVANAGARI_EXTRAS,
  ],
];
for (const [source, name, characters] of CARD_FONTS) {
  const input = readFileSync(require.resolve(source));
  const output = await subsetFont(input, characters, { targetFormat: 'truetype' });
  const file = join(cardDir, name);
  writeFileSync(file, output);
  console.log(`${file}: ${(output.length / 1024).toFixed(1)} KB`);
}
