import { expect, test } from '@playwright/test';
import { E2E_ADMIN, signInQuietly, VIEWPORTS } from './fixtures';

/** Every resource with a create and an edit form (the gallery's create is 'Add photos'). */
const RESOURCES = [
  'announcements',
  'notices',
  'events',
  'gallery',
  'hero-images',
  'leadership',
  'faculty',
  'curriculum',
  'fees',
  'activities',
  'policies',
  'mandatory-disclosures',
  'milestones',
  'alumni',
  'alumni-cards',
  'student-life',
  'training-programs',
  'coaches',
  'users',
];

/** The one-record forms: settings, the pages' text, the CBSE disclosure's sections, the password. */
const SINGLE_FORMS = [
  'password',
  'settings/school',
  'settings/contact',
  'settings/privacy',
  'settings/admission',
  'settings/baby-steps-admission',
  'settings/cricket-academy-contact',
  ...['home', 'about', 'academics', 'admissions', 'contact'].map((page) => `settings/content-${page}`),
  ...['general', 'documents', 'academics', 'staff', 'infrastructure'].map(
    (section) => `settings/public-disclosure-${section}`,
  ),
  'public-disclosure',
];

const phone = VIEWPORTS.find((v) => v.phone)!;
test.use(phone.use);

test('on a 390 px phone every admin create and edit form fits the screen: nothing scrolls sideways', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signInQuietly(page, E2E_ADMIN);
  // An existing record of each resource, for its edit form (the demo content has one of each).
  const forms: string[] = [...SINGLE_FORMS];
  for (const resource of RESOURCES) {
    forms.push(`${resource}/create`);
    const list = await page.request.get(`/api/admin/${resource}?page=1&limit=1`);
    expect(list.status(), resource).toBe(200);
    const data = (await list.json()).data as Record<string, { _id: string }[]>;
    const first = (data.items ?? data.users)?.[0];
    expect(first, `a ${resource} record to edit`).toBeTruthy();
    forms.push(`${resource}/${first!._id}`);
  }
  const wide: string[] = [];
  for (const form of forms) {
    await page.goto(`/admin/${form}`);
    await expect(page.locator('form, .MuiCard-root').first(), form).toBeAttached({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    const widths = await page.evaluate(() => {
      const content = document.querySelector<HTMLElement>('.RaLayout-content');
      const form = document.querySelector<HTMLElement>('form') ?? content;
      // A label or a chosen value cut off by its box (an ellipsis) hides what the field is.
      const cut = Array.from(
        document.querySelectorAll<HTMLElement>(
          '.RaLayout-content label, .RaLayout-content .MuiSelect-select',
        ),
      )
        .filter((el) => el.offsetParent !== null && el.scrollWidth > el.clientWidth + 1)
        .map((el) => el.innerText.trim());
      return {
        cut,
        page: document.documentElement.scrollWidth,
        content: content?.scrollWidth ?? 0,
        form: form ? Math.max(form.scrollWidth, Math.ceil(form.getBoundingClientRect().right)) : 0,
      };
    });
    if (widths.page > 390 || widths.content > 390 || widths.form > 390)
      wide.push(`${form}: page ${widths.page}, content ${widths.content}, form ${widths.form}`);
    if (widths.cut.length > 0) wide.push(`${form}: cut off: ${widths.cut.join(' | ')}`);
  }
  expect(wide).toEqual([]);
});
