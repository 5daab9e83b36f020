import { expect, test } from '@playwright/test';
import { createEditor, openMenu, pngPhoto, signInQuietly, VIEWPORTS, watchErrors } from './fixtures';

/** A photo field on each of these forms (gallery and hero slides also take a video, never a PDF). */
const PHOTO_FORMS = [
  'leadership/create',
  'faculty/create',
  'alumni/create',
  'coaches/create',
  'student-life/create',
  'hero-images/create',
  'notices/create',
  'events/create',
];

/** An iPhone photo (HEIC) saved under a .jpg name: the browser takes it for a JPEG, the server does not. */
const HEIC_AS_JPEG = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic')]);

const desktop = VIEWPORTS.find((v) => !v.phone)!;
test.use(desktop.use);

test('a photo field never offers a PDF: its file types, its help line and its refusal name photos only; then a leader is saved with a photo, shows on About in both editions, and is deleted from it', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const editor = await createEditor(request);
  await signInQuietly(page, editor);
  for (const form of PHOTO_FORMS) {
    await page.goto(`/admin/${form}`);
    const picker = page.locator('input[type="file"][accept*="image/"]').first();
    await expect(picker, form).toBeAttached({ timeout: 20_000 });
    expect(await picker.getAttribute('accept'), form).not.toMatch(/pdf/i);
    const help = picker.locator('xpath=..').locator('.MuiFormHelperText-root');
    await expect(help, form).toContainText('JPEG, PNG, WebP or AVIF');
    await expect(help, form).not.toContainText('PDF');
  }

  // A leader, as the office adds one: a photo that turns out not to be one is refused in words
  // that offer photos only; a real photo then goes through Save to the About page.
  await page.goto('/admin/leadership/create');
  await page.getByLabel('Profile photo file').setInputFiles({
    name: 'IMG_2031.jpg',
    mimeType: 'image/jpeg',
    buffer: HEIC_AS_JPEG,
  });
  const refusal = page.getByText('This file type is not accepted. Upload a JPEG, PNG, WebP or AVIF image.');
  await expect(refusal).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'PDF' })).toHaveCount(0);

  const errors = watchErrors(page);
  const name = `Mrs. Test Leader ${Date.now()}`;
  await page.locator('input[name="name"]').fill(name);
  await page.locator('input[name="role"]').fill('Vice Principal');
  await page.locator('textarea[name="message"]').fill('Welcome to our school.');
  await page.getByLabel('Profile photo file').setInputFiles({
    name: 'leader.png',
    mimeType: 'image/png',
    buffer: pngPhoto(120, 120, [30, 90, 160]),
  });
  await expect(page.getByRole('img', { name: 'Profile photo preview' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Leader saved')).toBeVisible();
  expect(errors).toEqual([]);

  await page.goto('/about');
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await page.goto('/hi/about');
  await expect(page.getByRole('heading', { name })).toBeVisible();

  // The leader retires: About > Leadership messages, the row opens it, 'Delete'; gone from both editions.
  await page.goto('/admin');
  await openMenu(page, 'About', 'Leadership messages', false);
  await page.getByRole('row').filter({ hasText: name }).getByText(name).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Deleted', { exact: true })).toBeVisible();
  for (const path of ['/about', '/hi/about']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name })).toHaveCount(0);
  }
});

test("in the Hindi admin the server's refusal of a file reads in Hindi", async ({ page, request }) => {
  test.setTimeout(90_000);
  const editor = await createEditor(request);
  await signInQuietly(page, editor);
  await page.goto('/admin');
  await page.getByRole('button', { name: 'English', exact: true }).click();
  await page.getByRole('menuitem', { name: 'हिन्दी' }).click();
  await expect(page.getByRole('heading', { name: 'वेबसाइट एडमिन में आपका स्वागत है' })).toBeVisible();
  await page.goto('/admin/leadership/create');
  const answer = page.waitForResponse((r) => r.url().includes('/api/admin/uploads'));
  await page.locator('input[type="file"][accept*="image/"]').setInputFiles({
    name: 'IMG_2031.jpg',
    mimeType: 'image/jpeg',
    buffer: HEIC_AS_JPEG,
  });
  // The server answered in English (its words name the problem exactly) ...
  expect((await (await answer).json()).message).toBe(
    'This file type is not accepted. Upload a JPEG, PNG, WebP or AVIF image.',
  );
  // ... and the clerk reads it in Hindi.
  await expect(
    page.getByText('यह फ़ाइल का प्रकार स्वीकार नहीं है। JPEG, PNG, WebP या AVIF तस्वीर अपलोड करें।'),
  ).toBeVisible();
  await expect(page.getByText('This file type is not accepted')).toHaveCount(0);
});
