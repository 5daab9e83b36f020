// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import fontverter from 'fontverter';
import * as harfbuzz from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';

// Tests run from apps/web (vitest's root).
const require = createRequire(join(process.cwd(), 'package.json'));
const site = (weight: number) =>
  join(process.cwd(), `src/site/styles/fonts/noto-sans-devanagari-${weight}-site.woff2`);
const original = (weight: number) =>
  require.resolve(
    `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${weight}-normal.woff2`,
  );

/** The advances of the glyphs HarfBuzz sets `text` with: conjuncts are single glyphs, so a lost one shows. */
async function shape(file: string, text: string): Promise<number[]> {
  const sfnt: Uint8Array = await fontverter.convert(readFileSync(file), 'sfnt');
  const font = new harfbuzz.Font(new harfbuzz.Face(new harfbuzz.Blob(sfnt), 0));
  const buffer = new harfbuzz.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  harfbuzz.shape(font, buffer);
  return buffer.getGlyphPositions().map((glyph) => glyph.xAdvance);
}

// Conjuncts (क्ष, त्र, ज्ञ, श्र, द्ध, द्व, हृ), reph (र्), nukta, matras, the danda and the rupee sign.
const HINDI = 'क्षत्रिय विद्यालय श्रद्धा द्वार प्रवेश हृदय कृपया ज्ञान धर्म ज़रूरी परीक्षा। ₹१२००';

describe('the subset Devanagari fonts (npm run fonts:subset)', () => {
  for (const weight of [400, 700]) {
    it(`${weight}: sets Hindi exactly as the full font does, and is smaller`, async () => {
      const words = HINDI.split(' ');
      for (const word of words) {
        expect(await shape(site(weight), word), word).toEqual(await shape(original(weight), word));
      }
      const bytes = readFileSync(site(weight)).length;
      expect(bytes).toBeLessThan(readFileSync(original(weight)).length * 0.85);
    });
  }
});
