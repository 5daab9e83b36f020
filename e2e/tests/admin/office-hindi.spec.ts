import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN, signInQuietly } from './fixtures';

/** Every screen of the admin the office works in: lists, new-item forms, settings and tools. */
const SCREENS = [
  '',
  'notices',
  'notices/create',
  'events',
  'events/create',
  'announcements',
  'announcements/create',
  'gallery',
  'gallery/create',
  'hero-images',
  'hero-images/create',
  'leadership',
  'leadership/create',
  'faculty/create',
  'curriculum/create',
  'fees',
  'fees/create',
  'activities/create',
  'policies',
  'policies/create',
  'mandatory-disclosures/create',
  'milestones/create',
  'alumni/create',
  'alumni-cards/create',
  'student-life/create',
  'training-programs/create',
  'coaches/create',
  'enquiries',
  'users',
  'users/create',
  'audit-log',
  'password',
  'public-disclosure',
  'settings/school',
  'settings/contact',
  'settings/privacy',
  'settings/admission',
  'settings/baby-steps-admission',
  'settings/cricket-academy-contact',
  'settings/content-home',
  'settings/public-disclosure-staff',
  'settings/public-disclosure-infrastructure',
];

/** Names kept as staff know them in both languages. */
const SAME_IN_BOTH = new Set(['PDF', 'Facebook', 'Instagram', 'YouTube', 'X / Twitter']);

/**
 * The screen's own words (labels, headings, buttons, helper texts, notes, column heads, the title)
 * that have Latin letters but no Devanagari: English left on a Hindi screen. Staff's records
 * (table cells), the signed-in person's name and CBSE's wording (marked lang="en") are not the
 * admin's words.
 */
async function englishOnScreen(page: Page): Promise<string[]> {
  return page.evaluate(
    (kept) => {
      const selector = [
        'label',
        'legend',
        'th',
        'h1',
        'h2',
        'h6',
        'button',
        '.MuiFormHelperText-root',
        '.MuiAlert-message',
        '.MuiTypography-subtitle2',
        '.MuiTypography-caption',
        '.MuiChip-label',
        '#react-admin-title',
        '.MuiMenuItem-root',
        '[role="status"]',
      ].join(',');
      // CBSE's wording inside a label or title is marked where it stands; what is left is the admin's.
      const ownText = (element: HTMLElement) =>
        Array.from(element.querySelectorAll<HTMLElement>('[lang="en"]')).reduce(
          (text, english) => text.replace(english.innerText, ''),
          element.innerText ?? '',
        );
      return Array.from(document.querySelectorAll<HTMLElement>(selector))
        .filter(
          (element) =>
            // staff's records (table cells) and the signed-in person's name are not the admin's words
            !element.closest('body [lang="en"], td, .RaUserMenu-userButton') &&
            element.getClientRects().length > 0,
        )
        .map((element) => ownText(element).replace(/\s+/g, ' ').trim())
        .filter(
          (text) => /[A-Za-z]{2}/.test(text) && !/\p{Script=Devanagari}/u.test(text) && !kept.includes(text),
        );
    },
    [...SAME_IN_BOTH],
  );
}

test('every screen of the admin reads in Hindi when staff choose हिन्दी', async ({ page }) => {
  test.setTimeout(240_000);
  await signInQuietly(page, E2E_ADMIN);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Welcome to the website admin' })).toBeVisible();
  await page.getByRole('button', { name: 'English', exact: true }).click();
  await page.getByRole('menuitem', { name: 'हिन्दी' }).click();
  await expect(page.getByRole('heading', { name: 'वेबसाइट एडमिन में आपका स्वागत है' })).toBeVisible();

  const english: Record<string, string[]> = {};
  for (const screen of SCREENS) {
    await page.goto(`/admin/${screen}`);
    await expect(page.locator('#react-admin-title')).toHaveText(/\S/);
    await page.waitForLoadState('networkidle');
    const left = await englishOnScreen(page);
    if (left.length > 0) english[screen] = left;
  }
  // The Translations view, and the side-by-side editor of one record of every section with
  // something to translate: the sections' and fields' names are the API's, shown in Hindi.
  const answer = await page.request.get('/api/admin/translations/status?locale=hi');
  expect(answer.status()).toBe(200);
  const { data } = (await answer.json()) as {
    data: { status: { todo: { entity: string; entityId: string }[] } };
  };
  const firstOfEach = new Map<string, string>();
  for (const item of data.status.todo)
    if (!firstOfEach.has(item.entity)) firstOfEach.set(item.entity, item.entityId);
  expect(firstOfEach.size).toBeGreaterThan(5);
  await page.goto('/admin/translations');
  await expect(page.getByTestId('translation-totals')).toBeVisible();
  const leftOnView = await englishOnScreen(page);
  // the per-section table's rows name the sections (table cells are otherwise staff's records)
  const sections = await page.locator('table tbody tr td:first-child').allInnerTexts();
  expect(sections.length).toBeGreaterThan(10);
  leftOnView.push(...sections.filter((name) => !/\p{Script=Devanagari}/u.test(name)));
  if (leftOnView.length > 0) english.translations = leftOnView;
  for (const [entity, id] of firstOfEach) {
    await page.goto(`/admin/translations/${entity}/${id}`);
    await expect(page.locator('[data-field]').first()).toBeVisible();
    const left = await englishOnScreen(page);
    // each field's name, before ' · अंग्रेज़ी' (the language alone would pass the check above)
    const names = await page.locator('[data-field] p.MuiTypography-caption').allInnerTexts();
    expect(names.length, entity).toBeGreaterThan(0);
    left.push(
      ...names.map((name) => name.split(' · ')[0]!).filter((name) => !/\p{Script=Devanagari}/u.test(name)),
    );
    if (left.length > 0) english[`translations/${entity}`] = left;
  }
  expect(english).toEqual({});

  // An edit screen: its title names the record, and the note says where it stands on the site.
  await page.goto('/admin/notices');
  await page.locator('td').first().click();
  await expect(page.locator('#react-admin-title')).toContainText('सूचना: ');
  await expect(page.getByTestId('where-it-shows')).toContainText(/होम|वेबसाइट/);
  await page.waitForLoadState('networkidle');
  expect(await englishOnScreen(page)).toEqual([]);

  // A form's own messages: a notice without a title is refused in Hindi, and nothing is saved.
  await page.goto('/admin/notices/create');
  await page.getByLabel('विवरण').fill('परीक्षा की तारीख़ें');
  await page.getByRole('button', { name: 'सहेजें' }).click();
  await expect(page.getByText('कृपया सूचना का शीर्षक लिखें')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/notices\/create$/);
});
