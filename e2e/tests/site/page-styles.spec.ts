import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// Each page inlines only the styles it uses (the global sheet and the CSS Modules of its markup and
// of its React islands: apps/api/src/site/page-css.ts), and looks exactly as it did with the whole
// site's sheet inline: every element's computed style is the same with the whole sheet added.

const serverDir = fileURLToPath(new URL('../../../apps/web/dist/server/', import.meta.url));
const manifest = JSON.parse(readFileSync(`${serverDir}.vite/manifest.json`, 'utf8')) as Record<
  string,
  { file: string }
>;
/** The whole site's stylesheet, as every page inlined it before. */
const WHOLE = readFileSync(`${serverDir}${manifest['style.css']!.file}`, 'utf8');
/**
 * Its rules without the font faces (which every page keeps): a face declared again is a new font whose
 * file is now in the cache, so `font-display: optional` text would change font, not for a missing rule.
 */
const WHOLE_RULES = WHOLE.replace(/@font-face\{[^}]*\}/g, '');

/** What a person sees of an element: its box, colours, type and the content of its ::before and ::after. */
const PROPERTIES = [
  'display',
  'position',
  'top',
  'left',
  'width',
  'height',
  'margin',
  'padding',
  'border',
  'border-radius',
  'box-shadow',
  'color',
  'background-color',
  'background-image',
  'font-family',
  'font-size',
  'font-weight',
  'line-height',
  'text-align',
  'text-transform',
  'text-decoration-line',
  'letter-spacing',
  'white-space',
  'grid-template-columns',
  'gap',
  'flex-direction',
  'justify-content',
  'align-items',
  'object-fit',
  'overflow',
  'opacity',
  'visibility',
  'transform',
  'z-index',
  'cursor',
  'outline',
  'list-style-type',
];

/** Each element of the page (the drawer and the dialogs, open or not) as `tag.class: values`. */
async function looks(page: Page): Promise<string[]> {
  // Transitions under way (a hovered photo's zoom) end first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  return page.evaluate((properties) => {
    const pseudo = (element: Element, which: string) => {
      const style = getComputedStyle(element, which);
      return style.content === 'none' ? '' : `${which}{${style.content} ${style.display} ${style.color}}`;
    };
    return Array.from(document.body.querySelectorAll('*')).map((element) => {
      const style = getComputedStyle(element);
      const values = properties.map((name) => `${name}:${style.getPropertyValue(name)}`).join(';');
      const name = `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}`;
      return `${name} ${values} ${pseudo(element, '::before')}${pseudo(element, '::after')}`;
    });
  }, PROPERTIES);
}

/** Checks the page's own styles are a part of the whole sheet that draws it exactly as the whole does. */
async function looksAsWithEverything(page: Page) {
  const own = await page.locator('head style').first().textContent();
  // The page's styles hold its theme and fonts too: its modules are well under the whole sheet.
  expect(own!.length).toBeLessThan(WHOLE.length * 0.6);
  await page.evaluate(() => document.fonts.ready);
  // A hero carousel takes its next pictures out of their templates when its script runs (later on a
  // busy machine): the page is compared once that has happened, not while it happens.
  await expect(page.locator('[data-island="hero-carousel"]:not([data-hydrated="true"])')).toHaveCount(0);
  const before = await looks(page);
  expect(before.length).toBeGreaterThan(50);
  // The whole sheet before the page's own (which ends with the theme colours from the settings).
  await page.evaluate((whole) => {
    const style = document.createElement('style');
    style.textContent = whole;
    document.head.prepend(style);
  }, WHOLE_RULES);
  expect(await looks(page)).toEqual(before);
}

test('every page inlines only its own styles, and looks exactly as with the whole sheet (phone and desktop, both editions, a lightbox open)', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // Carousels hold still (they do not turn with reduced motion): a turn between the two looks is not a style.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const visits: { path: string; width: number }[] = [
    { path: '/', width: 390 },
    { path: '/', width: 1280 },
    { path: '/hi/about', width: 1280 },
    { path: '/baby-steps', width: 390 },
    { path: '/contact', width: 1280 },
    { path: '/admissions', width: 390 },
    { path: '/notices', width: 1280 },
    { path: '/hi/academics', width: 1280 },
  ];
  for (const { path, width } of visits) {
    await test.step(`${path} at ${width} px`, async () => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(path);
      await looksAsWithEverything(page);
    });
  }
  // A React island draws markup the server did not (the lightbox): its styles were inlined too.
  await test.step('the gallery with its lightbox open', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/gallery/games-sports');
    await page.getByTestId('photo-tile').nth(1).click();
    await expect(page.getByRole('dialog', { name: 'Games and Sports photos' })).toBeVisible();
    await looksAsWithEverything(page);
  });
});
