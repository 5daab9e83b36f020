import { expect, test } from '@playwright/test';
import { createEditor, signInQuietly } from './fixtures';

test("a photo's words: described for someone who cannot see it, deleted as a photo; the new description on the public gallery", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const editor = await createEditor(request);
  await signInQuietly(page, editor);
  await page.goto(`/admin/gallery?filter=${encodeURIComponent('{"category":"hostel"}')}`);
  await page.getByRole('row').filter({ hasText: 'Hostel' }).first().getByRole('cell').nth(1).click();
  await expect(page).toHaveURL(/\/admin\/gallery\/[^/?]+$/);
  const describe = page.getByLabel('Describe the photo for someone who cannot see it');
  await expect(describe).toBeVisible();
  await expect(page.getByText('Alt text', { exact: false })).toHaveCount(0);

  // Delete asks about one photo, not 'this gallery'; the clerk keeps it.
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog')).toContainText('Delete this photo?');
  await expect(page.getByRole('dialog')).not.toContainText('gallery');
  await page.getByRole('button', { name: 'Cancel' }).click();

  const words = `Girls' hostel common room with a carrom board ${Date.now()}`;
  await describe.fill(words);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Photo saved')).toBeVisible();
  await page.goto('/gallery/hostel');
  await expect(page.locator(`img[alt="${words}"]`)).toHaveCount(1);
});
