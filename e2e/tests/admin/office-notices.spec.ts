import { expect, test } from '@playwright/test';
import { createEditor, openMenu, pngPhoto, signInQuietly, VIEWPORTS } from './fixtures';

/** Dates in the admin: the Indian format, '23 Nov 2026'. */
const INDIAN_DATE = /\b\d{1,2} [A-Z][a-z]{2} \d{4}\b/;

for (const screen of VIEWPORTS) {
  test.describe(screen.name, () => {
    test.use(screen.use);

    test('a new notice says where it stands, is published in plain words and is on Home', async ({
      page,
      browser,
      request,
    }) => {
      test.setTimeout(90_000);
      const editor = await createEditor(request);
      await signInQuietly(page, editor);
      await page.goto('/admin');
      await openMenu(page, 'Notices and events', 'Notices', screen.phone);
      await expect(page.getByText(INDIAN_DATE).first()).toBeVisible();
      await page.goto('/admin/notices/create');

      // A title of only spaces is caught in the form, in words.
      await page.getByLabel('Title *').fill('   ');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Please give the notice a title').first()).toBeVisible();

      const title = `School closed tomorrow due to heavy rain ${Date.now()} ${screen.phone ? 'p' : 'd'}`;
      await page.getByLabel('Title *').fill(title);
      // Values as words, and where the notice will stand.
      await expect(page.getByLabel('Priority')).toContainText('Medium');
      await expect(page.getByTestId('where-it-shows')).toHaveText('1st on Home.', { timeout: 30_000 });
      await expect(page.getByRole('link', { name: 'See it on the site' })).toHaveAttribute('href', '/');
      // A high Order puts it off Home, and the form says so; pinning brings it back to the top.
      await page.getByLabel('Order').fill('999');
      await expect(page.getByTestId('where-it-shows')).toHaveText(
        /^Not on Home: \d+(st|nd|rd|th); Home shows 5\./,
      );
      await page.getByRole('button', { name: 'Pin to the top of Home' }).click();
      await expect(page.getByLabel('Order')).toHaveValue('0');
      await expect(page.getByTestId('where-it-shows')).toHaveText('1st on Home.', { timeout: 30_000 });

      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Notice published')).toBeVisible();

      // A visitor sees it among Home's notices.
      const visitor = await (await browser.newContext({ serviceWorkers: 'block' })).newPage();
      await visitor.goto('/');
      await expect(
        visitor.getByRole('region', { name: 'Recent Notices', exact: true }).getByText(title),
      ).toBeVisible();
      await visitor.context().close();
    });

    test('an older notice off Home is pinned to the top from its form, and Home shows it first', async ({
      page,
      browser,
      request,
    }) => {
      test.setTimeout(90_000);
      const editor = await createEditor(request);
      await signInQuietly(page, editor);
      const title = `Sports kit reminder ${Date.now()} ${screen.phone ? 'p' : 'd'}`;
      const created = await page.request.post('/api/admin/notices', {
        data: { title, date: '2025-01-10', order: 500 },
      });
      expect(created.status()).toBe(201);
      const id = (await created.json()).data.item._id as string;

      // A parent's Home before: the notice is not among its five.
      const parent = await (await browser.newContext({ serviceWorkers: 'block', ...screen.use })).newPage();
      await parent.goto('/');
      const homeTitles = parent
        .getByRole('region', { name: 'Recent Notices', exact: true })
        .getByRole('heading', { level: 4 });
      await expect(homeTitles.first()).toBeVisible();
      const before = await homeTitles.allInnerTexts();
      expect(before).not.toContain(title);

      await page.goto(`/admin/notices/${id}`);
      await expect(page.getByTestId('where-it-shows')).toContainText('Not on Home', { timeout: 30_000 });
      await page.getByRole('button', { name: 'Pin to the top of Home' }).click();
      await expect(page.getByText('Pinned to the top of Home')).toBeVisible();
      await expect(page.getByTestId('where-it-shows')).toHaveText('1st on Home.', { timeout: 30_000 });

      // Home itself, at once: the pinned notice first, the notices that were there after it, one
      // place down. (A notice another test saves meanwhile at Order 0 may stand above it: only the
      // notices that were on Home before are compared.)
      await parent.goto('/');
      await expect(homeTitles.first()).toBeVisible();
      const after = (await homeTitles.allInnerTexts()).filter(
        (shown) => shown === title || before.includes(shown),
      );
      expect(after[0]).toBe(title);
      expect(after).toEqual([title, ...before].slice(0, after.length));
      await parent.context().close();
    });
  });
}

test("a saved notice shows staff its text for WhatsApp, and 'Copy for WhatsApp' copies it", async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const editor = await createEditor(request);
  await signInQuietly(page, editor);
  await page.goto('/admin/notices/create');
  await expect(
    page.getByText('The text to share on WhatsApp appears here once the notice is saved.'),
  ).toBeVisible();
  const title = `Exam timetable changed ${Date.now()}`;
  await page.getByLabel('Title *').fill(title);
  // Home's cards show the description: a notice written here has one, as staff's do.
  await page.getByLabel('Description').fill('Details for parents are on the notice page.');
  await page.getByLabel('Date *').fill('2026-12-07');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Notice published')).toBeVisible();
  const slug = title.toLowerCase().replace(/ /g, '-');
  const notices = await request.get(`/api/notices?search=${encodeURIComponent(title)}`);
  const notice = (await notices.json()).data.notices[0];
  expect(notice.slug).toBe(slug);
  await page.goto(`/admin/notices/${notice._id}`);
  await expect(page.getByLabel('Page address')).toHaveValue(slug);
  const origin = new URL(page.url()).origin;
  const expected = `${title}\nDecember 7, 2026\n${origin}/notices/${slug}`;
  await expect(page.getByTestId('share-text')).toHaveText(expected);
  await page.getByRole('button', { name: 'Copy for WhatsApp' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  // Staff's own share text replaces the title and date; the page's link is always added.
  await page.getByLabel('Share text (optional)').fill('Revised exam timetable: please see');
  await expect(page.getByTestId('share-text')).toHaveText(
    `Revised exam timetable: please see\n${origin}/notices/${slug}`,
  );
});

test("the notice's page text is formatted with the toolbar (heading, list, bold, link) and reads so on the site", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const editor = await createEditor(request);
  await signInQuietly(page, editor);
  await page.goto('/admin/notices/create');
  const title = `Examination rules ${Date.now()}`;
  await page.getByLabel('Title *').fill(title);
  // Home's cards show the description: a notice written here has one, as staff's do.
  await page.getByLabel('Description').fill('Details for parents are on the notice page.');
  const body = page.getByLabel("Text of the notice's page", { exact: true });
  /** Selects the first `text` in the page text, as staff would with the mouse. */
  const select = (text: string) =>
    body.evaluate((element, wanted) => {
      const area = element as HTMLTextAreaElement;
      const start = area.value.indexOf(wanted);
      area.focus();
      area.setSelectionRange(start, start + wanted.length);
    }, text);
  const toolbar = page.getByRole('group', { name: "Formatting for Text of the notice's page" });

  await body.fill(
    'Rules for the day\nCarry the admit card\nReach by 8:30 AM\nPlease be punctual and read the timetable',
  );
  await select('Rules for the day');
  await toolbar.getByRole('button', { name: 'Heading' }).click();
  await select('Carry the admit card\nReach by 8:30 AM');
  await toolbar.getByRole('button', { name: 'Bulleted list' }).click();
  await select('punctual');
  await toolbar.getByRole('button', { name: 'Bold' }).click();
  page.once('dialog', (dialog) => void dialog.accept('/notices'));
  await select('the timetable');
  await toolbar.getByRole('button', { name: 'Link' }).click();
  await expect(body).toHaveValue(
    '<h2>Rules for the day</h2>\n<ul><li>Carry the admit card</li><li>Reach by 8:30 AM</li></ul>\nPlease be <strong>punctual</strong> and read <a href="/notices">the timetable</a>',
  );
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(
    page
      .frameLocator(`iframe[title="Preview of Text of the notice's page"]`)
      .getByRole('heading', { name: 'Rules for the day' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Notice published')).toBeVisible();

  const slug = title.toLowerCase().replace(/ /g, '-');
  await page.goto(`/notices/${slug}`);
  const text = page.getByTestId('notice-body');
  await expect(text.getByRole('heading', { level: 2, name: 'Rules for the day' })).toBeVisible();
  await expect(text.getByRole('listitem')).toHaveText(['Carry the admit card', 'Reach by 8:30 AM']);
  await expect(text.locator('strong')).toHaveText('punctual');
  await expect(text.getByRole('link', { name: 'the timetable' })).toHaveAttribute('href', '/notices');
});

test('a notice and an event typed on separate lines, without the toolbar, read on the site as those paragraphs', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const editor = await createEditor(request);
  await signInQuietly(page, editor);
  const lines = [
    'Dear parents,',
    'The school stays closed on Monday because of heavy rain.',
    'Classes resume on Tuesday at the usual time.',
    'Principal',
  ];

  await page.goto('/admin/notices/create');
  const title = `School closed on Monday ${Date.now()}`;
  await page.getByLabel('Title *').fill(title);
  await page.getByLabel("Text of the notice's page", { exact: true }).fill(lines.join('\n'));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Notice published')).toBeVisible();

  await page.goto(`/notices/${title.toLowerCase().replace(/ /g, '-')}`);
  await expect(page.getByTestId('notice-body').locator('p')).toHaveText(lines);

  await page.goto('/admin/events/create');
  const event = `Parents meeting ${Date.now()}`;
  await page.getByLabel('Title *').fill(event);
  await page.getByLabel('Starts *').fill(`${new Date().getFullYear() + 1}-01-20T10:00`);
  await page.getByLabel("Text of the event's page", { exact: true }).fill(lines.join('\n\n'));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Event published')).toBeVisible();

  await page.goto(`/events/${event.toLowerCase().replace(/ /g, '-')}`);
  await expect(page.getByTestId('event-body').locator('p')).toHaveText(lines);
});

test("a notice's own picture uploads from its form and becomes its page's share picture", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const editor = await createEditor(request);
  await signInQuietly(page, editor);
  await page.goto('/admin/notices/create');
  const title = `Prize day photographs ${Date.now()}`;
  await page.getByLabel('Title *').fill(title);
  // Home's cards show the description: a notice written here has one, as staff's do.
  await page.getByLabel('Description').fill('Details for parents are on the notice page.');
  await page.getByLabel('Picture (optional): shown on the page and in WhatsApp previews file').setInputFiles({
    name: 'prize-day.png',
    mimeType: 'image/png',
    buffer: pngPhoto(1200, 630, [200, 120, 40]),
  });
  await expect(
    page.getByAltText('Picture (optional): shown on the page and in WhatsApp previews preview'),
  ).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Notice published')).toBeVisible();
  await page.goto(`/notices/${title.toLowerCase().replace(/ /g, '-')}`);
  const image = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(new URL(image!).pathname).toMatch(/^\/uploads\/item-pictures\//);
});
