import { expect, test } from '@playwright/test';
import { GALLERY_SLUGS } from '@skp/shared';
import { apiData, expectAnsweredFromEtag, region } from './page-helpers';

// Server rendering: the public pages arrive as HTML with their data; islands hydrate without warnings.
const SERVER_RENDERED = [
  '/',
  '/campus',
  '/about',
  '/academics',
  '/admissions',
  '/contact',
  '/baby-steps',
  '/cricket-academy',
  '/events',
  '/events/annual-sports-meet-2024-25',
  ...GALLERY_SLUGS.map((slug) => `/gallery/${slug}`),
];

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('a gallery reads fully and every photo opens its large picture', async ({ page, request }) => {
    const { galleries } = await apiData<{ galleries: { title: string }[] }>(
      request,
      '/gallery/category/hostel',
    );
    await page.goto('/gallery/hostel');
    await expect(page.getByRole('heading', { level: 1, name: 'Hostel' })).toBeVisible();
    await expect(page.getByTestId('photo-count')).toHaveText(`${galleries.length} photos`);
    const tiles = page.getByTestId('photo-tile');
    await expect(tiles).toHaveCount(galleries.length);
    await expect(tiles.first()).toHaveAccessibleName(`Open photo: ${galleries[0]!.title}`);
    await tiles.first().click();
    await expect(page).toHaveURL(/\/uploads\/.+\.jpe?g$/);
  });

  test("an unknown gallery: 'Gallery not found' and Go Back leads Home", async ({ page }) => {
    await page.goto('/gallery/not-a-category');
    await expect(page.getByRole('heading', { level: 1, name: 'Gallery not found' })).toBeVisible();
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('Home reads fully: the hero, every section heading and the data', async ({ page, request }) => {
    const { notices } = await apiData<{ notices: { title: string }[] }>(
      request,
      '/notices?limit=5&sortBy=order&sortOrder=asc',
    );
    const { activities } = await apiData<{ activities: { category: string }[] }>(
      request,
      '/activities/public/all',
    );
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome to S.K.P. Vidya Vihar' }),
    ).toBeVisible();
    expect(await page.locator('main h2').allTextContents()).toEqual([
      'Photo & Gallery',
      'Campus Facilities',
      'Co-Curricular Activities',
      'Notices & Events',
      'Why Choose Us',
      'Policies & Guidelines',
      'Mandatory Disclosures',
      'Ready to Join Our School?',
    ]);
    await expect(region(page, 'Recent Notices').getByText(notices[0]!.title, { exact: true })).toBeVisible();
    await expect(
      region(page, 'Co-Curricular Activities').getByRole('heading', { name: activities[0]!.category }),
    ).toBeVisible();
    await expect(page.getByRole('contentinfo').getByTestId('footer-contact')).toBeVisible();
  });

  test('Campus reads fully: highlights and Student Life', async ({ page, request }) => {
    const { events } = await apiData<{ events: { title: string }[] }>(request, '/student-life/client');
    await page.goto('/campus');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Campus' })).toBeVisible();
    await expect(region(page, 'Student Life').getByRole('heading', { level: 3 })).toHaveText(
      events.map((e) => e.title),
    );
  });

  test('About reads fully: milestones, leaders with their full messages, houses, alumni', async ({
    page,
    request,
  }) => {
    const { milestones } = await apiData<{ milestones: { title: string }[] }>(request, '/story-vision');
    const { leaders } = await apiData<{ leaders: { name: string; role: string }[] }>(
      request,
      '/leadership?limit=10&sortBy=displayOrder&sortOrder=asc',
    );
    const { alumni } = await apiData<{ alumni: { name: string }[] }>(request, '/alumni');
    const { cards } = await apiData<{ cards: { title: string }[] }>(request, '/alumni-cards');
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    expect(await page.locator('main section[aria-labelledby] > div > div > h2').allTextContents()).toEqual([
      'Our Story & Vision',
      'Leadership Messages',
      'What We Stand For',
      'School Houses',
      'Hall of Fame',
      'Alumni Moments',
      'At a Glance',
    ]);
    await expect(region(page, 'Our Story & Vision').getByRole('heading', { level: 3 })).toHaveText(
      milestones.map((m) => m.title),
    );
    await expect(region(page, 'Hall of Fame').getByRole('heading', { level: 3 })).toHaveText(
      alumni.map((a) => a.name),
    );
    await expect(region(page, 'Alumni Moments').getByTestId('alumni-slide')).toContainText(cards[0]!.title);
    // The leadership messages open without JavaScript (popover) and Escape closes them.
    const leader = leaders[0]!;
    await page.getByRole('button', { name: `Read the message from ${leader.name}, ${leader.role}` }).click();
    const dialog = page.getByRole('dialog', { name: `Message from ${leader.name}` });
    await expect(dialog.getByTestId('leader-full-message')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('Academics reads fully; Subjects open and the department filter works', async ({ page, request }) => {
    const { curriculum } = await apiData<{ curriculum: { subjects: string[] }[] }>(
      request,
      '/curriculum?sortBy=order&sortOrder=asc',
    );
    const { faculty } = await apiData<{ faculty: { name: string }[] }>(
      request,
      '/faculty?limit=20&sortBy=order&sortOrder=asc&department=Science',
    );
    await page.goto('/academics');
    await expect(page.getByRole('heading', { level: 1, name: 'Academics' })).toBeVisible();
    const first = region(page, 'Curriculum Breakdown').getByTestId('curriculum-card').first();
    await first.locator('summary', { hasText: 'Subjects' }).click();
    await expect(first.getByText(curriculum[0]!.subjects[0]!, { exact: true })).toBeVisible();
    await expect(
      region(page, 'School Dress Code').getByRole('table', { name: 'School Dress Code' }),
    ).toBeVisible();
    const directory = region(page, 'Faculty Directory');
    await directory.getByRole('button', { name: 'Science', exact: true }).click();
    await expect(page).toHaveURL(/department=Science/);
    await expect(region(page, 'Faculty Directory').getByRole('heading', { level: 3 })).toHaveText(
      faculty.map((f) => f.name),
    );
  });

  test('Admissions reads fully: steps, requirements, dress code, fees and Apply', async ({
    page,
    request,
  }) => {
    const { feeStructures } = await apiData<{ feeStructures: { level: string }[] }>(
      request,
      '/fees?limit=100&sortBy=displayOrder&sortOrder=asc',
    );
    await page.goto('/admissions');
    await expect(page.getByRole('heading', { level: 1, name: 'Admissions' })).toBeVisible();
    await expect(region(page, 'Admission Process').getByTestId('admission-step')).toHaveCount(5);
    await expect(region(page, 'Admission Requirements').getByTestId('requirement-card')).toHaveCount(3);
    await expect(region(page, 'School Dress Code').getByRole('table')).toBeVisible();
    await expect(region(page, 'Fee Structure').getByTestId('fee-card')).toHaveCount(feeStructures.length);
    await expect(
      page.getByRole('link', { name: 'Apply Online (opens the registration portal in a new tab)' }),
    ).toHaveCount(2);
  });

  test('Contact reads fully: details, map link and the road map viewer', async ({ page, request }) => {
    const { contact } = await apiData<{ contact: { address: string; email: string } }>(
      request,
      '/contact/public',
    );
    await page.route('https://maps.google.com/**', (route) => route.fulfill({ body: '' }));
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    const details = region(page, 'Get in Touch').getByTestId('contact-details');
    await expect(details).toContainText(contact.address);
    await expect(details.getByRole('link', { name: contact.email })).toBeVisible();
    await expect(region(page, 'Find Us').getByRole('link', { name: 'Open in Maps' })).toBeVisible();
    await region(page, 'School Roadmap')
      .getByRole('button', { name: 'View the school road map larger' })
      .click();
    await expect(page.getByRole('dialog', { name: /Road map/ }).getByRole('img')).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 } });
    test('the menu opens the drawer, Escape closes it and a link leads on', async ({ page }) => {
      await page.goto('/campus');
      const hamburger = page.getByRole('button', { name: 'Open navigation menu' });
      await hamburger.click();
      const drawer = page.getByRole('navigation', { name: 'Site' });
      await expect(drawer).toBeVisible();
      expect((await page.locator('#site-drawer').boundingBox())?.width).toBe(240);
      await expect(drawer.getByRole('link', { name: 'Campus' })).toHaveAttribute('aria-current', 'page');
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await hamburger.click();
      await drawer.getByRole('link', { name: 'Academics' }).click();
      await expect(page).toHaveURL(/\/academics$/);
    });
  });
});

for (const path of SERVER_RENDERED) {
  test(`${path} hydrates its islands without a warning or an error`, async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('blocked by Playwright')) return; // the tests block service workers
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(path);
    const islands = page.locator('[data-island]');
    // The notice and event pages have no React island (their share bar is plain DOM code).
    if (!/^\/(notices|events)(\/|$)/.test(path)) expect(await islands.count()).toBeGreaterThan(0);
    for (const island of await islands.all()) {
      // Wake islands that wait to be seen or touched.
      const content = island.locator('> *').first();
      await content.scrollIntoViewIfNeeded();
      await content.hover({ trial: false, force: true, position: { x: 1, y: 1 } });
      // The point hovered may lie under the sticky header once scrolled to: touch the island itself too.
      await content.dispatchEvent('pointerover');
      await expect(island).toHaveAttribute('data-hydrated', 'true');
    }
    expect(problems).toEqual([]);
  });
}

test('a page answers 304 to a request with its ETag', async ({ request }) => {
  const first = await request.get('/campus');
  expect(first.headers()['cache-control']).toBe('public, no-cache');
  await expectAnsweredFromEtag(request, '/campus', first.headers()['etag']);
});
