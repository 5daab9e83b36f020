// npm run fonts:subset: makes the public site's two Roboto files (400, 700) from @fontsource/roboto's
// latin files, keeping only the characters the site's English text uses (about 13 KB each instead of
// 22). Run it again only when a new character needs Roboto; the files are committed. Characters
// outside the set fall back, glyph by glyph, to the metric-matched fallback font.
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
