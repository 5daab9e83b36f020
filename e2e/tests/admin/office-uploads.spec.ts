import { expect, test, type Page } from '@playwright/test';
import { createEditor, openMenu, pngPhoto, signInQuietly, VIEWPORTS } from './fixtures';

for (const screen of VIEWPORTS) {
  test.describe(screen.name, () => {
    test.use(screen.use);

    test('a photo over the limit is refused before sending and can be removed from the batch', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const editor = await createEditor(request);
      await signInQuietly(page, editor);
      const uploads: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/api/admin/uploads')) uploads.push(r.url());
      });
      await page.goto('/admin/gallery/create');
      await expect(page.getByTestId('upload-limits')).toHaveText(
        'JPEG, PNG, WebP or AVIF, up to 15 MB each. Larger photos are refused before they are sent.',
      );
      const small = pngPhoto(64, 48, [20, 120, 60]);
      // 16 MB that starts like a PNG: the browser checks its size, the server never sees it.
      const big = Buffer.concat([small, Buffer.alloc(16 * 1024 * 1024)]);
      await page.getByLabel('Photos').setInputFiles([
        { name: 'huge-photo.png', mimeType: 'image/png', buffer: big },
        { name: 'class-photo.png', mimeType: 'image/png', buffer: small },
      ]);
      await expect(
        page.getByText('huge-photo.png is too large (16.0 MB): JPEG, PNG, WebP or AVIF, up to 15 MB.'),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Upload and add 1 photo' })).toBeVisible();
      await page.getByRole('button', { name: 'Remove huge-photo.png from the batch' }).click();
      await expect(page.getByText('huge-photo.png', { exact: false })).toHaveCount(0);
      await expect(page.getByText(/class-photo\.png/)).toBeVisible();
      expect(uploads).toEqual([]);

      // A PDF field refuses a picture in the browser too, with the limits stated under it.
      await page.goto('/admin/notices/create');
      await expect(page.getByText('PDF, up to 25 MB')).toBeVisible();
      await page.getByLabel('PDF (optional) file').setInputFiles({
        name: 'photo.png',
        mimeType: 'image/png',
        buffer: small,
      });
      await expect(page.getByText('photo.png cannot be used here: PDF, up to 25 MB.')).toBeVisible();
      expect(uploads).toEqual([]);
    });
  });
}

/** Chooses three photos into Hostel, describes each and starts the batch with the third upload held. */
async function startBatchWithThirdHeld(page: Page, stamp: string) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let uploads = 0;
  await page.route('**/api/admin/uploads**', async (route) => {
    uploads += 1;
    if (uploads === 3) await held;
    await route.continue().catch(() => {});
  });
  await page.goto('/admin/gallery/create');
  await page.getByLabel('Category').click();
  await page.getByRole('option', { name: 'Hostel' }).click();
  await page.getByLabel('Photos').setInputFiles(
    [
      [200, 60, 40],
      [40, 160, 80],
      [60, 60, 190],
    ].map((rgb, i) => ({
      name: `IMG_${stamp}_${i + 1}.png`,
      mimeType: 'image/png',
      buffer: pngPhoto(320, 240, rgb as [number, number, number]),
    })),
  );
  // A thumbnail of each photo, and the description left for the clerk (not the file name).
  await expect(page.getByTestId('batch-thumbnail')).toHaveCount(3);
  const describe = page.getByLabel('Describe the photo for someone who cannot see it');
  await expect(describe).toHaveCount(3);
  for (let i = 0; i < 3; i += 1) await expect(describe.nth(i)).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Upload and add 3 photos' })).toBeDisabled();
  const descriptions = [1, 2, 3].map((i) => `Hostel dormitory ${stamp} view ${i}`);
  for (const [i, text] of descriptions.entries()) await describe.nth(i).fill(text);
  await page.getByRole('button', { name: 'Upload and add 3 photos' }).click();
  // Two photos are up; the third is still on its way.
  await expect(page.getByText('Uploaded', { exact: true })).toHaveCount(2, { timeout: 30_000 });
  return { descriptions, release };
}

test('leaving the photo batch while photos upload asks first; staying lets every photo reach the gallery', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const editor = await createEditor(request);
  await signInQuietly(page, editor);
  const stamp = `${Date.now()}`;
  const { descriptions, release } = await startBatchWithThirdHeld(page, stamp);

  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await openMenu(page, 'Notices and events', 'Notices', false);
  await expect
    .poll(() => asked)
    .toEqual([
      'Photos are still uploading. Leave now and the photos not yet uploaded are lost (the ones already uploaded stay in the gallery). Leave anyway?',
    ]);
  await expect(page).toHaveURL(/\/admin\/gallery\/create/);

  release();
  await expect(page.getByText('3 photos added to the gallery')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/admin\/gallery\?filter=/);

  // A parent sees all three, described as the clerk wrote.
  await page.goto('/gallery/hostel');
  for (const text of descriptions) await expect(page.locator(`img[alt="${text}"]`)).toHaveCount(1);
});

test('photos whose upload finished stay in the gallery when the clerk closes the tab mid-batch', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const editor = await createEditor(request);
  await signInQuietly(page, editor);
  const stamp = `${Date.now()}`;
  const { descriptions, release } = await startBatchWithThirdHeld(page, stamp);

  const dialogs: string[] = [];
  page.once('dialog', (dialog) => {
    dialogs.push(dialog.type());
    void dialog.accept();
  });
  const closed = page.waitForEvent('close');
  await page.close({ runBeforeUnload: true });
  await closed;
  expect(dialogs).toEqual(['beforeunload']);
  release();

  const visitor = await context.newPage();
  await visitor.goto('/gallery/hostel');
  await expect(visitor.locator(`img[alt="${descriptions[0]}"]`)).toHaveCount(1);
  await expect(visitor.locator(`img[alt="${descriptions[1]}"]`)).toHaveCount(1);
  await expect(visitor.locator(`img[alt="${descriptions[2]}"]`)).toHaveCount(0);
  await visitor.close();
});
