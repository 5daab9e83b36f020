import { expect, test } from '@playwright/test';
import { createEditor, pdfDocument, pngPhoto, signIn } from './fixtures';

test("an editor posts a notice with a PDF and three photos; a visitor sees them and finds the notice by its PDF's words; drafts and expired notices stay hidden", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const editor = await createEditor(request);
  const stamp = Date.now();
  const noticeTitle = `Winter uniform from Monday ${stamp}`;

  // The public site does not download the admin.
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Recent Notices', exact: true })).toBeVisible();
  expect(scripts.some((url) => url.includes('admin-route'))).toBe(false);

  await signIn(page, editor);
  expect(scripts.some((url) => url.includes('admin-route'))).toBe(true);

  // A notice with a PDF.
  await page
    .getByRole('button', { name: 'New notice' })
    .or(page.getByRole('link', { name: 'New notice' }))
    .click();
  await page.getByLabel('Title *').fill(noticeTitle);
  await page.getByLabel('Description').fill('All students wear the winter uniform from Monday.');
  await page.getByLabel('Type').fill('General');
  await page.getByLabel('PDF (optional) file').setInputFiles({
    name: 'Winter uniform.pdf',
    mimeType: 'application/pdf',
    buffer: pdfDocument('Winter uniform circular: blazers and cardigans from Monday'),
  });
  await expect(page.getByRole('link', { name: 'Open the current PDF' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  // Plain words instead of react-admin's 'Element created'.
  await expect(page.getByText('Notice published')).toBeVisible();
  await expect(page.getByText(noticeTitle)).toBeVisible();

  // Three photos into the Hostel gallery, one made the category's cover.
  await page.goto('/admin/gallery/create');
  await page.getByLabel('Category').click();
  await page.getByRole('option', { name: 'Hostel' }).click();
  await page.getByLabel('Photos').setInputFiles(
    [
      [180, 40, 40],
      [40, 140, 60],
      [40, 60, 170],
    ].map((rgb, i) => ({
      name: `hostel-room-${stamp}-${i + 1}.png`,
      mimeType: 'image/png',
      buffer: pngPhoto(640, 480, rgb as [number, number, number]),
    })),
  );
  const describe = page.getByLabel('Describe the photo for someone who cannot see it');
  await expect(describe).toHaveCount(3);
  for (let i = 0; i < 3; i += 1) await describe.nth(i).fill(`Hostel room ${i + 1}, beds and study tables`);
  await page.getByRole('button', { name: 'Upload and add 3 photos' }).click();
  await expect(page.getByText('3 photos added to the gallery')).toBeVisible({ timeout: 60_000 });
  await expect(page).toHaveURL(/\/admin\/gallery\?filter=/);
  // Newest first, so the new photos are on the first page however many the category has.
  await page.goto(
    `/admin/gallery?filter=${encodeURIComponent('{"category":"hostel"}')}&sort=createdAt&order=DESC&page=1&perPage=25`,
  );
  const titles = [1, 2, 3].map((i) => `hostel room ${stamp} ${i}`);
  for (const title of titles) await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(1);
  const row = page.getByRole('row').filter({ hasText: titles[1]! });
  await row.getByRole('button', { name: 'Make cover' }).click();
  await expect(page.getByText('This photo is now the cover of its category')).toBeVisible();

  const mine = await page.request.get('/api/admin/gallery?category=hostel&starred=true');
  const cover = (await mine.json()).data.items[0];
  expect(cover.title).toBe(titles[1]);

  // Drafts and expired notices, made through the API with the same session.
  for (const data of [
    { title: `Draft notice ${stamp}`, date: '2025-01-10', publication: 'draft' },
    {
      title: `Expired notice ${stamp}`,
      date: '2025-01-10',
      expireAt: new Date(Date.now() - 60_000).toISOString(),
    },
  ]) {
    expect((await page.request.post('/api/admin/notices', { data })).status()).toBe(201);
  }

  // A visitor (no session) sees the notice, its PDF and the new cover on Home.
  const visitor = await browser.newPage();
  await visitor.goto('/');
  const notices = visitor.getByRole('region', { name: 'Recent Notices', exact: true });
  await expect(notices.getByText(noticeTitle)).toBeVisible();
  await expect(
    notices
      .getByRole('button', { name: `Download ${noticeTitle}` })
      .or(notices.getByRole('link', { name: `Download ${noticeTitle}` })),
  ).toBeVisible();
  await expect(notices.getByText(`Draft notice ${stamp}`)).toHaveCount(0);
  // The site's search finds it at once by a word only its PDF has.
  await visitor.goto('/search?q=cardigans');
  await expect(
    visitor.getByTestId('search-result').getByRole('heading', { level: 2, name: noticeTitle }),
  ).toBeVisible();
  await visitor.goto('/');
  await expect(notices.getByText(`Expired notice ${stamp}`)).toHaveCount(0);
  const gallery = visitor.getByRole('region', { name: 'Photo & Gallery', exact: true });
  const hostel = gallery.getByTestId('gallery-card').filter({ hasText: 'Hostel' });
  const coverId = (cover.imageUrl as string)
    .split('/')
    .pop()!
    .replace(/\.[a-z]+$/, '');
  await expect(hostel.locator('img')).toHaveAttribute('src', new RegExp(coverId));

  // The gallery page itself is still a placeholder on main: the photos are checked on its API.
  const photos = await visitor.request.get('/api/gallery/category/hostel?limit=100');
  const shown = (await photos.json()).data.galleries.map((p: { title: string }) => p.title);
  expect(shown).toEqual(expect.arrayContaining(titles));
  const all = await visitor.request.get('/api/notices?limit=100');
  const public_ = (await all.json()).data.notices.map((n: { title: string }) => n.title);
  expect(public_).toContain(noticeTitle);
  expect(public_).not.toContain(`Draft notice ${stamp}`);
  expect(public_).not.toContain(`Expired notice ${stamp}`);

  // Without a session nothing can be changed.
  const anonymous = await visitor.request.post('/api/admin/notices', {
    data: { title: 'x', date: '2025-01-10' },
  });
  expect(anonymous.status()).toBe(401);
  await visitor.close();
});

test('the admin works on a phone: sign in, open the menu, list and edit notices', async ({
  browser,
  request,
}) => {
  const editor = await createEditor(request);
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await signIn(page, editor);
  await page
    .getByRole('button', { name: /open menu|toggle/i })
    .first()
    .click();
  // On a phone the menu is grouped and closed: open the group first.
  await page.getByRole('button', { name: 'Notices and events' }).click();
  await page.getByRole('menuitem', { name: 'Notices' }).click();
  const first = page.getByRole('link').filter({ hasText: /\w/ }).locator('.MuiListItemText-root').first();
  await expect(first).toBeVisible();
  await first.click();
  await expect(page.getByLabel('Title *')).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await context.close();
});

test('a wrong password shows the server message; the editor sees no accounts menu', async ({
  page,
  request,
}) => {
  const editor = await createEditor(request);
  await page.goto('/admin');
  await page.getByLabel('E-mail').fill(editor.email);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong e-mail address or password');
  await page.getByLabel('Password').fill(editor.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to the website admin' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Notices' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Accounts' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Audit log' })).toHaveCount(0);
  // Singletons are single edit forms inside /admin.
  await page.getByRole('menuitem', { name: 'Contact details' }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/contact$/);
  await expect(page.getByLabel('Address *')).toHaveValue(/Deoghar/);
});
