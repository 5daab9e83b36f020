import { expect, test } from '@playwright/test';
import { createEditor, openMenu, signInQuietly, VIEWPORTS } from './fixtures';

/**
 * The two screen sizes share one server, so each fixes its own record: the desktop the Home tagline
 * the seed left 'needs review', the phone the About paragraph the seed left untranslated.
 */
const CASES = {
  'desktop 1280': {
    record: 'home',
    link: /Home page.*Needs review: 1/,
    field: 'tagline',
    english: /Upto 10\+2/,
    state: 'Needs review',
    before: /कक्षा 10 तक/,
    hindi: 'अंग्रेज़ी माध्यम, सह-शिक्षा, सी.बी.एस.ई. से संबद्ध डे-कम-रेज़िडेंशियल विद्यालय, कक्षा 12 तक',
  },
  'phone 390': {
    record: 'about',
    link: /About page.*Missing: 1/,
    field: 'paragraphs.1',
    english: /SKP Charitable Trust/,
    state: 'Missing',
    before: /^$/,
    hindi: 'एसकेपी चैरिटेबल ट्रस्ट द्वारा स्थापित यह विद्यालय हर बच्चे को अच्छी पढ़ाई के साथ अच्छे संस्कार देना चाहता है।',
  },
} as const;

for (const screen of VIEWPORTS) {
  test.describe(screen.name, () => {
    test.use(screen.use);
    const job = CASES[screen.name];

    test('the Translations view lists what is missing or needs review, and the side-by-side editor fixes it', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const editor = await createEditor(request);
      await signInQuietly(page, editor);
      await page.goto('/admin');

      // The admin home counts the Hindi edition's gaps.
      await expect(page.getByTestId('translation-counts')).toHaveText(
        /[1-9]\d* missing · \d+ need review · \d+ up to date/,
      );

      await openMenu(page, 'Hindi edition', 'Translations', screen.phone);
      await expect(page.getByRole('heading', { name: 'Hindi edition' })).toBeVisible();
      const perSection = page.getByRole('table', { name: 'Per section' });
      await expect(perSection.getByRole('row', { name: /Page text/ })).toContainText('/about');
      const todo = page.getByRole('list', { name: 'To translate or review' });
      await todo.getByRole('link', { name: job.link }).click();

      // English left (read only), Hindi right.
      await expect(page).toHaveURL(new RegExp(`/admin/translations/page-content/${job.record}$`));
      const row = page.locator(`[data-field="${job.field}"]`);
      const english = row.getByTestId(`english-${job.field}`);
      await expect(english).toHaveText(job.english);
      await expect(english).toHaveAttribute('lang', 'en');
      await expect(row.getByText(job.state, { exact: true })).toBeVisible();
      if (job.state === 'Needs review')
        await expect(row.getByText(/The English changed after this was translated/)).toBeVisible();
      await expect(page.getByText(/Google Indic Keyboard/)).toBeVisible();
      const hindi = page.getByTestId(`hindi-${job.field}`);
      await expect(hindi).toHaveAttribute('lang', 'hi');
      await expect(hindi).toHaveValue(job.before);
      // The title sits to the left of its Hindi on a wide screen, above it on a phone.
      const englishBox = await page.getByTestId('english-title').boundingBox();
      const hindiBox = await page.getByTestId('hindi-title').boundingBox();
      if (screen.phone) expect(hindiBox!.y).toBeGreaterThan(englishBox!.y);
      else expect(hindiBox!.x).toBeGreaterThan(englishBox!.x + englishBox!.width - 1);

      // Kruti Dev text is refused with a clear message, before anything is sent.
      await hindi.fill('fo|ky; esa vkidk Lokxr gS');
      await expect(row.getByText(/Kruti Dev or Chanakya/)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Save Hindi' })).toBeDisabled();

      await hindi.fill(job.hindi);
      await page.getByRole('button', { name: 'Save Hindi' }).click();
      await expect(page.getByText('Hindi saved')).toBeVisible();
      await expect(row.getByText('Up to date')).toBeVisible();
      await expect(row.getByText(`Last saved by ${editor.email}`)).toBeVisible();

      // Stored: the editor shows it again after a reload, and the record is off the to-do list.
      await page.reload();
      await expect(page.getByTestId(`hindi-${job.field}`)).toHaveValue(job.hindi);
      await expect(page.locator(`[data-field="${job.field}"]`).getByText('Up to date')).toBeVisible();
      await page.getByRole('link', { name: 'All translations' }).click();
      await expect(page.getByRole('list', { name: 'To translate or review' })).toBeVisible();
      await expect(page.getByRole('link', { name: job.link })).toHaveCount(0);
    });
  });
}

test("a notice's Hindi, written in 'Translate into Hindi' and saved, is what its Hindi page and the Hindi notices list show", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const editor = await createEditor(request);
  await signInQuietly(page, editor);
  const stamp = Date.now();
  const title = `Winter vacation from 24 December ${stamp}`;
  const hindiTitle = `शीतकालीन अवकाश 24 दिसंबर से ${stamp}`;
  const hindiLines = ['विद्यालय 24 दिसंबर से 1 जनवरी तक बंद रहेगा।', 'कक्षाएँ 2 जनवरी से सामान्य समय पर शुरू होंगी।'];

  // The notice, posted in English as usual.
  await page.goto('/admin/notices/create');
  await page.getByLabel('Title *').fill(title);
  await page.getByLabel('Description').fill('The school is closed for the winter vacation.');
  await page
    .getByLabel("Text of the notice's page", { exact: true })
    .fill(
      'The school stays closed from 24 December to 1 January.\nClasses resume on 2 January at the usual time.',
    );
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Notice published')).toBeVisible();
  const found = await page.request.get(`/api/notices?search=${encodeURIComponent(title)}`);
  const notice = (await found.json()).data.notices[0] as { _id: string; slug: string };

  // Its Hindi: 'Translate into Hindi' on its form, the Hindi boxes, 'Save Hindi'.
  await page.goto(`/admin/notices/${notice._id}`);
  await page.getByRole('link', { name: 'Translate into Hindi' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/translations/notices/${notice._id}$`));
  await expect(page.getByTestId('english-title')).toHaveText(title);
  await page.getByTestId('hindi-title').fill(hindiTitle);
  await page.getByTestId('hindi-description').fill('शीतकालीन अवकाश के कारण विद्यालय बंद रहेगा।');
  // Typed on separate lines, as the English was.
  await page.getByTestId('hindi-body').fill(hindiLines.join('\n'));
  await page.getByRole('button', { name: 'Save Hindi' }).click();
  await expect(page.getByText('Hindi saved')).toBeVisible();

  // What a parent reading in Hindi sees: the notice's page in Hindi (not marked as English) ...
  const parent = await (await browser.newContext({ serviceWorkers: 'block' })).newPage();
  await parent.goto(`/hi/notices/${notice.slug}`);
  const heading = parent.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(hindiTitle);
  await expect(heading).not.toHaveAttribute('lang', 'en');
  await expect(parent.getByTestId('notice-body').locator('p')).toHaveText(hindiLines);
  await expect(parent.getByTestId('notice-body').locator('[lang="en"]')).toHaveCount(0);
  // ... the Hindi list of notices, linking to it ...
  await parent.goto('/hi/notices');
  await expect(parent.getByRole('link', { name: hindiTitle, exact: true })).toHaveAttribute(
    'href',
    `/hi/notices/${notice.slug}`,
  );
  // ... while the English pages keep the English.
  await parent.goto(`/notices/${notice.slug}`);
  await expect(parent.getByRole('heading', { level: 1 })).toHaveText(title);
  await parent.context().close();
});

test('each translatable edit screen opens its record side by side', async ({ page, request }) => {
  const editor = await createEditor(request);
  await signInQuietly(page, editor);
  const list = await page.request.get('/api/notices?search=Parent-Teacher&limit=5');
  const notice = (await list.json()).data.notices[0] as { _id: string; title: string };
  await page.goto(`/admin/notices/${notice._id}`);
  await page.getByRole('link', { name: 'Translate into Hindi' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/translations/notices/${notice._id}$`));
  await expect(page.getByTestId('english-title')).toHaveText(notice.title);
  await expect(page.getByTestId('hindi-title')).toHaveValue('अभिभावक-शिक्षक बैठक');
  await expect(page.getByText('Demo content (machine-written: please review)').first()).toBeVisible();

  // A settings screen too: the Contact details.
  await page.goto('/admin/settings/contact');
  await page.getByRole('link', { name: 'Translate into Hindi' }).click();
  await expect(page).toHaveURL(/\/admin\/translations\/contact\/contact$/);
  await expect(page.getByTestId('hindi-address')).toHaveValue(/देवघर/);

  // A screen with nothing to translate has no button.
  await page.goto('/admin/password');
  await expect(page.getByRole('heading', { name: /password/i }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Translate into Hindi' })).toHaveCount(0);
});

test('the admin itself reads in Hindi, and remembers the choice', async ({ page, request }) => {
  const editor = await createEditor(request);
  await signInQuietly(page, editor);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Welcome to the website admin' })).toBeVisible();
  await page.getByRole('button', { name: 'English', exact: true }).click();
  await page.getByRole('menuitem', { name: 'हिन्दी' }).click();
  await expect(page.getByRole('heading', { name: 'वेबसाइट एडमिन में आपका स्वागत है' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'सूचनाएँ और कार्यक्रम', exact: true })).toBeVisible();
  await expect(page.getByTestId('translation-counts')).toHaveText(/बाक़ी · .* की जाँच ज़रूरी/);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'वेबसाइट एडमिन में आपका स्वागत है' })).toBeVisible();
  await page.goto('/admin/notices');
  await expect(page.locator('#react-admin-title')).toContainText('सूचनाएँ');
  await expect(page.getByRole('link', { name: 'नया बनाएँ' }).first()).toBeVisible();

  await page.getByRole('button', { name: 'हिन्दी', exact: true }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('button', { name: 'Notices and events', exact: true })).toBeVisible();
});
