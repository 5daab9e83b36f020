import { expect, test } from '@playwright/test';
import { E2E_ADMIN, signInQuietly, VIEWPORTS } from './fixtures';

/**
 * The admin's forms: new items, settings and the CBSE disclosure's sections (their widths at 390 px:
 * office-phone-widths.spec.ts).
 */
const FORMS = [
  'notices/create',
  'events/create',
  'announcements/create',
  'gallery/create',
  'hero-images/create',
  'leadership/create',
  'faculty/create',
  'curriculum/create',
  'fees/create',
  'activities/create',
  'policies/create',
  'mandatory-disclosures/create',
  'users/create',
  'password',
  'settings/contact',
  'settings/admission',
  'settings/content-home',
  'settings/public-disclosure-general',
  'settings/public-disclosure-documents',
  'settings/public-disclosure-academics',
  'settings/public-disclosure-staff',
  'settings/public-disclosure-infrastructure',
];

const phone = VIEWPORTS.find((v) => v.phone)!;
test.use(phone.use);

test('on a 390 px phone every button of every admin form is named and at least 44 px each way', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signInQuietly(page, E2E_ADMIN);
  const problems: string[] = [];
  for (const form of FORMS) {
    await page.goto(`/admin/${form}`);
    await expect(page.locator('form, .MuiCard-root').first(), form).toBeAttached({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    const found = await page.evaluate(() => {
      const out: string[] = [];
      for (const b of Array.from(
        document.querySelectorAll<HTMLElement>(
          '.RaLayout-content button, .RaLayout-content [role="button"], .RaLayout-content a.MuiButtonBase-root',
        ),
      )) {
        if (b.offsetParent === null) continue;
        const r = b.getBoundingClientRect();
        const name = b.getAttribute('aria-label') || b.innerText.trim();
        if (!name) out.push(`unlabelled button ${Math.round(r.width)}x${Math.round(r.height)}`);
        if (r.height < 44 || r.width < 44)
          out.push(`small ${name || '?'} ${Math.round(r.width)}x${Math.round(r.height)}`);
      }
      return out;
    });
    problems.push(...found.map((p) => `${form}: ${p}`));
  }
  expect(problems).toEqual([]);
});
