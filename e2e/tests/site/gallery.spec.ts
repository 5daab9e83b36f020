import { expect, test } from '@playwright/test';
import { GALLERY_CATEGORIES } from '@skp/shared';
import { EMPTY_URL } from '../../playwright.config';
import { failRoute } from './wing-helpers';

const CATEGORY_CALL = /\/api\/gallery\/category\//;
const FALLBACK_CALL = /\/api\/gallery\?category=/;

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

test('grid images have width and height and load lazily below the fold', async ({ page }) => {
  await page.goto('/gallery/games-sports');
  const images = page.getByTestId('photo-grid').locator('img');
  await expect(images).toHaveCount(5);
  for (let i = 0; i < 5; i++) {
    await expect(images.nth(i)).toHaveAttribute('width', /\d+/);
    await expect(images.nth(i)).toHaveAttribute('height', /\d+/);
    await expect(images.nth(i)).toHaveAttribute('loading', i < 4 ? 'eager' : 'lazy');
  }
  await expect(page.getByTestId('photo-grid').locator('source[type="image/avif"]').first()).toHaveAttribute(
    'srcset',
    /\d+w/,
  );
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
  await failRoute(page, CATEGORY_CALL);
  await failRoute(page, FALLBACK_CALL);
  await page.goto('/gallery/hostel');
  await expect(page.getByText('Failed to load photos')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
});

test("a category the API refuses shows 'Invalid category'", async ({ page }) => {
  await failRoute(page, CATEGORY_CALL, 400, 'Invalid category');
  await page.goto('/gallery/hostel');
  await expect(page.getByText('Invalid category')).toBeVisible();
  await expect(page.getByText('Failed to load photos')).toHaveCount(0);
});

test('falls back to /gallery?category=slug&limit=100 when the category call fails', async ({
  page,
  request,
}) => {
  // Other tests (the admin's) may add hostel photos to the shared server: count what the API has now.
  const hostel = (await (await request.get('/api/gallery?category=hostel&limit=100')).json()).data.galleries;
  expect(hostel.length).toBeGreaterThan(0);
  await failRoute(page, CATEGORY_CALL);
  const fallback = page.waitForRequest((r) => r.url().includes('/api/gallery?category=hostel&limit=100'));
  await page.goto('/gallery/hostel');
  await fallback;
  await expect(page.getByTestId('photo-tile')).toHaveCount(hostel.length);
});

test('photos with id and url (no _id, no imageUrl) are shown', async ({ page }) => {
  await page.route(CATEGORY_CALL, (route) =>
    route.fulfill({
      json: {
        status: 'success',
        data: {
          category: { slug: 'hostel', name: 'Hostel' },
          galleries: [
            { id: 'a', url: '/uploads/none-a.jpg', title: 'Room A', description: '', type: 'Hostel' },
            { id: 'b', url: '/uploads/none-b.jpg', title: 'Room B', description: '', type: 'Hostel' },
          ],
        },
      },
    }),
  );
  await page.goto('/gallery/hostel');
  await expect(page.getByTestId('photo-tile')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Open photo: Room B' }).locator('img')).toHaveAttribute(
    'src',
    '/uploads/none-b.jpg',
  );
  await expect(page.getByTestId('photo-count')).toHaveText('2 photos');
});

test('the wing galleries link to the full gallery', async ({ page }) => {
  await page.goto('/cricket-academy');
  await page.getByRole('link', { name: /View All Photos/ }).click();
  await expect(page).toHaveURL(/\/gallery\/cricket-academy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cricket Academy');
});
