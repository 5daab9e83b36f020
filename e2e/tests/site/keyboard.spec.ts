import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * Keyboard use: the skip link, the Tab order through the header, a visible
 * focus ring, and focus kept inside the drawer, dialogs and lightbox, then given back.
 * (Escape closing the lightbox and leader dialog with focus returned on a click is in
 * gallery.spec.ts and about.spec.ts; the hero's reduced motion in shell.spec.ts.)
 */

// Many key presses, each checked: give a busy machine time.
test.describe.configure({ timeout: 60_000 });

async function ready(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByTestId('splash-screen')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** The outline that shows keyboard focus on the focused element. */
async function focusRing(page: Page) {
  return page.evaluate(() => {
    const style = getComputedStyle(document.activeElement!);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
}

async function expectVisibleFocus(page: Page) {
  const ring = await focusRing(page);
  expect(ring.style).not.toBe('none');
  expect(ring.width).toBeGreaterThanOrEqual(2);
}

/** Tabs forwards and backwards `presses` times each; focus never leaves `container`. */
async function expectFocusTrapped(page: Page, container: Locator, presses: number) {
  const handle = await container.elementHandle();
  const inside = () => page.evaluate((el) => el!.contains(document.activeElement), handle);
  expect(await inside()).toBe(true);
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < presses; i++) {
      await page.keyboard.press(key);
      expect(await inside(), `focus after ${i + 1} x ${key}`).toBe(true);
    }
  }
}

test('the skip link comes first, shows when focused and moves focus to the main content', async ({
  page,
}) => {
  await ready(page, '/academics');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).not.toBeInViewport();
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page).toHaveURL(/\/academics(#main)?$/);
  // The next Tab lands inside the page content, past the header.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.getElementById('main')!.contains(document.activeElement))).toBe(
    true,
  );
});

test('Tab goes from the skip link to the logo and the five header links, each with a focus ring', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await ready(page, '/');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'S.K.P. VIDYA VIHAR home' })).toBeFocused();
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['About us', 'Academics', 'Contact', 'Admissions', 'Campus']) {
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name, exact: true })).toBeFocused();
    await expectVisibleFocus(page);
  }
  // Past the language switch and the announcement banner, a button-styled link (the hero's first
  // call to action) shows the same ring.
  for (let stop = 0; stop < 6; stop++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.getElementById('main')!.contains(document.activeElement))) break;
  }
  await expect(page.getByRole('main').getByRole('link').first()).toBeFocused();
  await expectVisibleFocus(page);
});

test.describe('on a 375px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('Tab reaches the menu button; the drawer keeps focus inside and gives it back on Escape', async ({
    page,
  }) => {
    await ready(page, '/');
    const hamburger = page.getByRole('button', { name: 'Open navigation menu' });
    // Skip link, logo, the language switch, then the menu button.
    for (
      let stop = 0;
      stop < 5 && !(await hamburger.evaluate((el) => el === document.activeElement));
      stop++
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(hamburger).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    const drawer = page.locator('#site-drawer');
    await expect(page.getByRole('navigation', { name: 'Site' })).toBeVisible();
    // Close button and five links: more presses than stops, so the focus has to wrap.
    await expectFocusTrapped(page, drawer, 8);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(hamburger).toBeFocused();

    // Choosing a link by keyboard closes the drawer too.
    await page.keyboard.press('Enter');
    await expect(page.getByRole('navigation', { name: 'Site' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Campus' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/campus$/);
    await expect(drawer).toBeHidden();
  });
});

test('the leadership dialog opens from the keyboard, keeps focus inside and gives it back', async ({
  page,
}) => {
  await ready(page, '/about');
  const card = page.getByRole('button', { name: /^Read the message from / }).first();
  await card.focus();
  // Focus wakes the island that moves focus into an open message and keeps it there.
  await expect(page.locator('[data-island="leader-messages"]')).toHaveAttribute('data-hydrated', 'true');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectFocusTrapped(page, dialog, 5);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(card).toBeFocused();
});

test('the gallery lightbox opens from the keyboard, keeps focus inside and Escape gives it back', async ({
  page,
}) => {
  await ready(page, '/gallery/games-sports');
  const tile = page.getByTestId('photo-tile').nth(2);
  await tile.focus();
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog');
  await expect(viewer.getByTestId('lightbox-counter')).toHaveText(/^3 \//);
  await expectFocusTrapped(page, viewer, 5);
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(tile).toBeFocused();
});

test.describe('carousels announce slides politely only when they do not move by themselves', () => {
  test('the hero: silent while playing, polite once paused', async ({ page }) => {
    await ready(page, '/');
    const hero = page.getByRole('region', { name: 'S.K.P. Vidya Vihar pictures' });
    await expect(hero).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = hero.locator('[aria-live]');
    await expect(slides).toHaveAttribute('aria-live', 'off');
    // The controls answer once the carousel's island has run (it hydrates when the browser is idle).
    await expect(hero.locator('[data-island="hero-carousel"]')).toHaveAttribute('data-hydrated', 'true');
    await hero.getByRole('button', { name: 'Pause slideshow' }).click();
    await expect(slides).toHaveAttribute('aria-live', 'polite');
  });

  test('the alumni carousel (never automatic) is polite', async ({ page }) => {
    await ready(page, '/about');
    const carousel = page.getByRole('region', { name: 'Alumni pictures' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveAttribute('aria-live', 'polite');
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });
    test('the hero is polite from the start', async ({ page }) => {
      await ready(page, '/');
      const hero = page.getByRole('region', { name: 'S.K.P. Vidya Vihar pictures' });
      await expect(hero.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite');
      await expect(hero.getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
    });
  });
});
