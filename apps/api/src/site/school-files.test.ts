import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SCHOOL, crestUrl, crestVersion } from '@skp/shared';
import { HOME_SCREEN_ICONS, renderHomeScreenIcon } from './share-images';
import { createTestApp, type TestApp } from '../test/test-app';
import { homeScreenName, webManifest } from './school-files';

/** The main theme's page background as the site's stylesheet sets it. */
const pageBackground = (() => {
  const css = readFileSync(new URL('../../../web/src/site/styles/site.css', import.meta.url), 'utf8');
  const block = css.slice(css.indexOf(":root,\n[data-theme='main'] {"), css.indexOf('}'));
  return /--background:\s*(#[0-9a-f]{6});/i.exec(block)?.[1];
})();

async function pixel(png: Buffer, x: number, y: number) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return { r: data[at]!, g: data[at + 1]!, b: data[at + 2]!, a: data[at + 3]! };
}

describe("the home-screen icons, drawn from the school's crest", () => {
  it('are square PNGs of their sizes', async () => {
    for (const icon of HOME_SCREEN_ICONS) {
      const meta = await sharp(await renderHomeScreenIcon(DEMO_SCHOOL, icon)).metadata();
      expect([meta.format, meta.width, meta.height], icon.path).toEqual(['png', icon.size, icon.size]);
    }
  });

  it('draw the crest in the middle; the plain icon has transparent corners', async () => {
    const png = await renderHomeScreenIcon(DEMO_SCHOOL, HOME_SCREEN_ICONS[0]!);
    expect((await pixel(png, 0, 0)).a).toBe(0);
    expect((await pixel(png, 96, 96)).a).toBe(255);
  });

  it('the maskable icon is opaque to the corners, with the crest inside the safe circle', async () => {
    const icon = HOME_SCREEN_ICONS.find((each) => each.maskable)!;
    const png = await renderHomeScreenIcon(DEMO_SCHOOL, icon);
    const ground = { r: 0xff, g: 0xfa, b: 0xf3, a: 255 };
    expect(await pixel(png, 0, 0)).toEqual(ground);
    // The safe zone is the circle of radius 40% of the size: outside it there is only the ground.
    const c = icon.size / 2;
    for (let step = 0; step < 24; step++) {
      const angle = (step / 24) * 2 * Math.PI;
      const x = Math.round(c + 0.41 * icon.size * Math.cos(angle));
      const y = Math.round(c + 0.41 * icon.size * Math.sin(angle));
      expect(await pixel(png, x, y), `${x},${y}`).toEqual(ground);
    }
    expect(await pixel(png, c, c)).not.toEqual(ground);
  });
});

describe('the web app manifest', () => {
  it("takes the school's names and colour, the page background, and lists every icon at the crest's version", () => {
    const manifest = webManifest(DEMO_SCHOOL);
    expect(manifest.name).toBe('S.K.P. Vidya Vihar');
    expect(manifest.theme_color).toBe(DEMO_SCHOOL.themes.main.primary);
    expect(manifest.background_color).toBe(pageBackground);
    expect(manifest.icons.map((icon) => icon.src)).toEqual(
      HOME_SCREEN_ICONS.map((icon) => `${icon.path}?v=${crestVersion(DEMO_SCHOOL)}`),
    );
  });

  it('the short name fits under a home-screen icon uncut (whole words, 12 characters or fewer)', () => {
    expect(webManifest(DEMO_SCHOOL).short_name).toBe('SKP Vidya');
    expect(homeScreenName('Greenfield')).toBe('Greenfield');
    expect(homeScreenName('St. Xavier’s High School')).toBe('St. Xavier’s');
    expect(homeScreenName('Vivekanandavidyalaya')).toBe('Vivekanandav');
  });
});

describe('serving the crest', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seeded: false });
  });
  afterAll(() => t.close());

  it('at its versioned address: kept a year; without the version: revalidated; never run as a document', async () => {
    const current = await t.app.inject({ url: crestUrl(DEMO_SCHOOL) });
    expect(current.statusCode).toBe(200);
    expect(current.headers['content-type']).toBe('image/svg+xml');
    expect(current.body).toBe(DEMO_SCHOOL.crestSvg);
    expect(current.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(current.headers['content-security-policy']).toContain('sandbox');
    for (const url of ['/favicon.svg', '/favicon.svg?v=old']) {
      const other = await t.app.inject({ url });
      expect(other.headers['cache-control'], url).toBe('public, max-age=0, must-revalidate');
    }
    const again = await t.app.inject({
      url: '/favicon.svg',
      headers: { 'if-none-match': String(current.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const icon = await t.app.inject({ url: HOME_SCREEN_ICONS[0]!.path });
    expect(icon.headers['content-type']).toBe('image/png');
    expect((await sharp(icon.rawPayload).metadata()).width).toBe(192);
  });
});
