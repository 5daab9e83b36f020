import { expect, test } from '@playwright/test';
import { GALLERY_CATEGORIES } from '@skp/shared';
import { EMPTY_URL } from '../../playwright.config';
import { failSections } from './page-helpers';

test('every category: hero from its starred photo, breadcrumb, photo count and grid', async ({
  page,
  request,
}) => {
  const starred = (await (await request.get('/api/gallery/categories/starred')).json()).data.starredPhotos;
  for (const { slug, name } of GALLERY_CATEGORIES) {
    const photos = (await (await request.get(`/api/gallery/category/${slug}`)).json()).data.galleries;
    expect(photos.length).toBeGreaterThan(0);
    await page.goto(`/gallery/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByText(name)).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('photo-count')).toHaveText(`${photos.length} photos`);
    await expect(page.getByTestId('photo-tile')).toHaveCount(photos.length);
    await expect(page.getByTestId('gallery-hero-image').locator('img')).toHaveAttribute(
      'src',
      starred[name].imageUrl,
    );
  }
});

test("grid images have width and height and load lazily (the page's own picture is the eager one)", async ({
  page,
  request,
}) => {
  const photos = (await (await request.get('/api/gallery/category/games-sports')).json()).data.galleries;
  expect(photos.length).toBeGreaterThan(4);
  await page.goto('/gallery/games-sports');
  const images = page.getByTestId('photo-grid').locator('img');
  await expect(images).toHaveCount(photos.length);
  for (let i = 0; i < photos.length; i++) {
    await expect(images.nth(i)).toHaveAttribute('width', /\d+/);
    await expect(images.nth(i)).toHaveAttribute('height', /\d+/);
    await expect(images.nth(i)).toHaveAttribute('loading', 'lazy');
  }
  await expect(page.getByTestId('photo-grid').locator('source[type="image/avif"]').first()).toHaveAttribute(
    'srcset',
    /\d+w/,
  );
});

test('a video item: its poster in the grid with a play mark and its length; the viewer plays it with controls', async ({
  page,
}) => {
  await page.goto('/gallery/games-sports');
  const tile = page.getByRole('link', { name: /^Play video: Sports Day Highlights \(\d+:\d\d\)$/ });
  await expect(tile.getByTestId('video-mark')).toHaveText(/^▶ \d+:\d\d$/);
  await expect(tile.locator('img')).toHaveJSProperty('complete', true);
  expect(await tile.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await tile.click();
  const video = page.getByRole('dialog', { name: 'Games and Sports photos' }).locator('video');
  await expect(video).toHaveAttribute('controls', '');
  await expect(video.locator('source')).toHaveAttribute('type', /^video\//);
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 15_000 })
    .toBeGreaterThan(0);
});

test('the viewer: next/previous, arrow keys, swipe, Escape, and focus goes back', async ({
  page,
  request,
}) => {
  const photos = (await (await request.get('/api/gallery/category/games-sports')).json()).data.galleries;
  await page.goto('/gallery/games-sports');
  const tiles = page.getByTestId('photo-tile');
  await tiles.nth(1).click();
  const viewer = page.getByRole('dialog', { name: 'Games and Sports photos' });
  const counter = viewer.getByTestId('lightbox-counter');
  await expect(counter).toHaveText(`2 / ${photos.length}`);
  await expect(viewer.getByTestId('lightbox-title')).toHaveText(photos[1].title);

  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText(`3 / ${photos.length}`);
  await expect(viewer.getByTestId('lightbox-title')).toHaveText(photos[2].title);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText(`1 / ${photos.length}`);
  await page.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText(`${photos.length} / ${photos.length}`);
  await viewer.getByRole('button', { name: 'Next photo' }).click();
  await expect(counter).toHaveText(`1 / ${photos.length}`);
  await viewer.getByRole('button', { name: 'Previous photo' }).click();
  await expect(counter).toHaveText(`${photos.length} / ${photos.length}`);

  // Swipe left (next) and right (previous) on the picture.
  const box = (await viewer.getByTestId('lightbox-stage').boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.7, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.3, y, { steps: 5 });
  await page.mouse.up();
  await expect(counter).toHaveText(`1 / ${photos.length}`);
  await page.mouse.move(box.x + box.width * 0.3, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.7, y, { steps: 5 });
  await page.mouse.up();
  await expect(counter).toHaveText(`${photos.length} / ${photos.length}`);

  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(tiles.nth(1)).toBeFocused();

  // The close button closes it too.
  await tiles.nth(0).click();
  await expect(counter).toHaveText(`1 / ${photos.length}`);
  await viewer.getByRole('button', { name: 'Close' }).click();
  await expect(viewer).toBeHidden();
  await expect(tiles.nth(0)).toBeFocused();
});

test("an unknown slug shows 'Gallery not found' and Go Back leaves", async ({ page }) => {
  await page.goto('/gallery/not-a-category');
  await expect(page.getByRole('heading', { name: 'Gallery not found' })).toBeVisible();
  await expect(page.getByTestId('photo-grid')).toHaveCount(0);
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('Go Back returns to the page the visitor came from', async ({ page }) => {
  await page.goto('/baby-steps');
  // Baby Steps is a server-rendered page: the visitor follows a stale link to an unknown gallery.
  await page.evaluate(() => {
    window.location.href = '/gallery/old-category';
  });
  await expect(page.getByRole('heading', { name: 'Gallery not found' })).toBeVisible();
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/baby-steps$/);
});

test('an empty category', async ({ page }) => {
  await page.goto(`${EMPTY_URL}/gallery/hostel`);
  await expect(page.getByText('No photos available in this category yet')).toBeVisible();
  await expect(page.getByTestId('photo-count')).toHaveText('0 photos');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hostel');
});

test("a failure shows 'Failed to load photos'", async ({ page }) => {
  await failSections(page, { photos: 500 });
  await page.goto('/gallery/hostel');
  await expect(page.getByText('Failed to load photos')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
});

test("a category the API refuses shows 'Invalid category'", async ({ page }) => {
  await failSections(page, { photos: [400, 'Invalid category'] });
  await page.goto('/gallery/hostel');
  await expect(page.getByText('Invalid category')).toBeVisible();
  await expect(page.getByText('Failed to load photos')).toHaveCount(0);
});

test('the wing galleries link to the full gallery', async ({ page }) => {
  await page.goto('/cricket-academy');
  await page.getByRole('link', { name: /View All Photos/ }).click();
  await expect(page).toHaveURL(/\/gallery\/cricket-academy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cricket Academy');
});

test('an unknown slug is answered with status 404', async ({ page }) => {
  const response = await page.goto('/gallery/not-a-category');
  expect(response!.status()).toBe(404);
});

test.describe('the grid reads in upload order, left to right, top to bottom', () => {
  for (const { width, columns } of [
    { width: 1280, columns: 3 },
    { width: 700, columns: 2 },
    { width: 375, columns: 1 },
  ]) {
    test(`${columns} column(s) at ${width}px`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 900 });
      const photos = (await (await request.get('/api/gallery/category/games-sports')).json()).data.galleries;
      await page.goto('/gallery/games-sports');
      const tiles = page.getByTestId('photo-tile');
      // The page lists the photos in the order the API gives them (staff's Order, then oldest first).
      await expect(tiles).toHaveCount(photos.length);
      for (let i = 0; i < photos.length; i++) {
        const name = photos[i].media?.video ? /^Play video: (.+) \(\d+:\d\d\)$/ : /^Open photo: (.+)$/;
        await expect(tiles.nth(i)).toHaveAccessibleName(name);
        expect(name.exec((await tiles.nth(i).getAttribute('aria-label'))!)?.[1]).toBe(photos[i].title);
      }
      const boxes = [];
      for (let i = 0; i < photos.length; i++) boxes.push((await tiles.nth(i).boundingBox())!);
      // The first row holds the first photos, left to right (a CSS-columns masonry would put the
      // second photo under the first).
      for (let i = 1; i < columns; i++) {
        expect(boxes[i]!.x).toBeGreaterThan(boxes[i - 1]!.x);
        expect(Math.abs(boxes[i]!.y - boxes[0]!.y)).toBeLessThan(1);
      }
      if (columns === 1) expect(boxes[1]!.y).toBeGreaterThan(boxes[0]!.y);
      // Within a column, later photos are lower; every tile stays inside the grid (no extra column).
      const grid = (await page.getByTestId('photo-grid').boundingBox())!;
      for (let i = 0; i < boxes.length; i++) {
        expect(boxes[i]!.x + boxes[i]!.width).toBeLessThanOrEqual(grid.x + grid.width + 1);
        expect(boxes[i]!.y + boxes[i]!.height).toBeLessThanOrEqual(grid.y + grid.height + 1);
        for (let j = 0; j < i; j++) {
          if (Math.abs(boxes[j]!.x - boxes[i]!.x) < 1) expect(boxes[i]!.y).toBeGreaterThan(boxes[j]!.y);
        }
      }
      expect(new Set(boxes.map((box) => Math.round(box.x))).size).toBe(Math.min(columns, boxes.length));
    });
  }
});

test('each photo keeps its box while the pictures load (no layout shift)', async ({ page }) => {
  await page.route('**/uploads/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/gallery/hostel', { waitUntil: 'domcontentloaded' });
  const tiles = page.getByTestId('photo-tile');
  const before = await tiles.evaluateAll((links) =>
    links.map((link) => link.getBoundingClientRect().toJSON()),
  );
  await page.waitForLoadState('load');
  await page.evaluate(() =>
    Promise.all(Array.from(document.images, (img) => img.decode().catch(() => null))),
  );
  const after = await tiles.evaluateAll((links) =>
    links.map((link) => link.getBoundingClientRect().toJSON()),
  );
  expect(after).toEqual(before);
});

test('a wing gallery opens the same viewer, and Escape gives the focus back', async ({ page }) => {
  await page.goto('/baby-steps');
  const tile = page.getByRole('region', { name: 'Photo Gallery' }).getByTestId('photo-tile').nth(1);
  await tile.click();
  const viewer = page.getByRole('dialog');
  await expect(viewer.getByTestId('lightbox-counter')).toHaveText('2 / 4');
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByTestId('lightbox-counter')).toHaveText('3 / 4');
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(tile).toBeFocused();
  await expect(page).toHaveURL(/\/baby-steps$/);
});
