// @vitest-environment node
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { WEB_MANIFEST } from './pwa-config.ts';
import { PWA_ICONS, renderIcon } from './pwa-icons.ts';

const logo = readFileSync(new URL('../src/assets/logo-main.svg', import.meta.url));

/** The main theme's colours as the site's stylesheet sets them (the first block: :root and main). */
const mainTheme = (() => {
  const css = readFileSync(new URL('../src/site/styles/site.css', import.meta.url), 'utf8');
  const block = css.slice(css.indexOf(":root,\n[data-theme='main'] {"), css.indexOf('}'));
  const value = (name: string) => new RegExp(`--${name}:\\s*(#[0-9a-f]{6});`, 'i').exec(block)?.[1];
  return { primary: value('primary'), background: value('background') };
})();

async function pixel(png: Buffer, x: number, y: number) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return { r: data[at]!, g: data[at + 1]!, b: data[at + 2]!, a: data[at + 3]! };
}

describe('PWA icons', () => {
  it('renders each icon as a square PNG of its size', async () => {
    for (const spec of PWA_ICONS) {
      const png = await renderIcon(logo, spec);
      const meta = await sharp(png).metadata();
      expect([meta.format, meta.width, meta.height], spec.fileName).toEqual(['png', spec.size, spec.size]);
    }
  });

  it('draws the crest in the middle; the plain icon has transparent corners', async () => {
    const png = await renderIcon(logo, PWA_ICONS[0]!);
    expect((await pixel(png, 0, 0)).a).toBe(0);
    const middle = await pixel(png, 96, 96);
    expect(middle.a).toBe(255);
  });

  it('the maskable icon is opaque to the corners, with the crest inside the safe circle', async () => {
    const spec = PWA_ICONS.find((icon) => icon.background)!;
    const png = await renderIcon(logo, spec);
    expect(await pixel(png, 0, 0)).toEqual({ r: 0xff, g: 0xfa, b: 0xf3, a: 255 });
    // The safe zone is the circle of radius 40% of the size: outside it there is only background.
    const c = spec.size / 2;
    for (let step = 0; step < 24; step++) {
      const angle = (step / 24) * 2 * Math.PI;
      const x = Math.round(c + 0.41 * spec.size * Math.cos(angle));
      const y = Math.round(c + 0.41 * spec.size * Math.sin(angle));
      expect(await pixel(png, x, y), `${x},${y}`).toEqual({ r: 0xff, g: 0xfa, b: 0xf3, a: 255 });
    }
    expect(await pixel(png, c, c)).not.toEqual({ r: 0xff, g: 0xfa, b: 0xf3, a: 255 });
  });

  it('the manifest uses the main theme colours and lists every icon', () => {
    expect(mainTheme.primary).toMatch(/^#/);
    expect(WEB_MANIFEST.theme_color).toBe(mainTheme.primary);
    expect(WEB_MANIFEST.background_color).toBe(mainTheme.background);
    expect(WEB_MANIFEST.icons).toHaveLength(PWA_ICONS.length);
  });

  it('the short name fits under a home-screen icon uncut (12 characters or fewer)', () => {
    expect(WEB_MANIFEST.short_name).toBe('SKP Vidya');
    expect(WEB_MANIFEST.short_name!.length).toBeLessThanOrEqual(12);
  });
});
