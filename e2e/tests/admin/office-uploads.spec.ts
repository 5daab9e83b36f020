import { expect, test } from '@playwright/test';
import { createEditor, pngPhoto, signInQuietly, VIEWPORTS } from './fixtures';

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
