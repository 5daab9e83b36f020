import { expect, test } from '@playwright/test';
import { createEditor, signInQuietly, VIEWPORTS } from './fixtures';

const desktop = VIEWPORTS.find((v) => !v.phone)!;
test.use(desktop.use);

test("'Move down' on a gallery photo changes its place on the public gallery page, and 'Move up' puts it back", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const editor = await createEditor(request);
  await signInQuietly(page, editor);
  const answer = await page.request.get('/api/admin/gallery?category=hostel&limit=100&page=1');
  const alts = ((await answer.json()).data.items as { altText: string }[]).map((p) => p.altText);
  const altOf = (text: string) => alts.find((alt) => text.includes(alt))!;

  const list = `/admin/gallery?filter=${encodeURIComponent('{"category":"hostel"}')}&sort=order&order=ASC&page=1&perPage=25`;
  await page.goto(list);
  const rows = page.getByRole('row');
  await expect(rows.nth(2)).toBeVisible({ timeout: 20_000 });
  const [firstText, secondText] = [await rows.nth(1).innerText(), await rows.nth(2).innerText()];
  const first = { altText: altOf(firstText) };
  const second = { altText: altOf(secondText) };
  await rows.nth(1).getByRole('button', { name: 'Move down' }).click();
  await expect(rows.nth(1)).toContainText(second.altText);
  await expect(rows.nth(2)).toContainText(first.altText);

  // What a parent sees: the hostel gallery, the moved photo now after the other one.
  await page.goto('/gallery/hostel');
  const shown = await page
    .locator('main img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('alt')));
  const [was, now] = [shown.indexOf(first.altText), shown.indexOf(second.altText)];
  expect(was).toBeGreaterThanOrEqual(0);
  expect(now).toBeGreaterThanOrEqual(0);
  expect(now).toBeLessThan(was);

  // 'Move up' on the moved photo: back in its place, on the public page too.
  await page.goto(list);
  await expect(rows.nth(2)).toContainText(first.altText, { timeout: 20_000 });
  await rows.nth(2).getByRole('button', { name: 'Move up' }).click();
  await expect(rows.nth(1)).toContainText(first.altText);
  await expect(rows.nth(2)).toContainText(second.altText);
  await page.goto('/gallery/hostel');
  const again = await page
    .locator('main img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('alt')));
  expect(again.indexOf(first.altText)).toBeGreaterThanOrEqual(0);
  expect(again.indexOf(first.altText)).toBeLessThan(again.indexOf(second.altText));
});
