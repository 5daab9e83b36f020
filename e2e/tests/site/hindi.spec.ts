import { expect, test } from '@playwright/test';
import { EMPTY_URL } from '../../playwright.config';
import { apiData } from './page-helpers';

/**
 * The Hindi edition: every page under /hi, the language switch that keeps the page and
 * remembers the choice (a cookie the server reads on `/`), the enquiry form in Hindi, with and
 * without JavaScript.
 */
const HINDI_ERROR = 'क्षमा करें, आपकी पूछताछ भेजने में समस्या हुई। कृपया फिर से कोशिश करें।';

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled });

    test('/hi: Hindi home, Hindi navigation, lang and alternates', async ({ page }) => {
      await page.goto('/hi');
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('एस.के.पी. विद्या विहार में आपका स्वागत है');
      await expect(
        page.getByRole('navigation', { name: 'मुख्य' }).getByRole('link', { name: 'प्रवेश' }),
      ).toHaveAttribute('href', '/hi/admissions');
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/$/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/hi$/);
      await expect(page).toHaveTitle('एस.के.पी. विद्या विहार, देवघर');
    });

    test('/hi/about: Hindi headings, staff content marked English', async ({ page }) => {
      await page.goto('/hi/about');
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('हमारे बारे में');
      await expect(page.getByRole('heading', { level: 2, name: 'हमारी कहानी और दृष्टि' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'विद्यालय के सदन' })).toBeVisible();
      // Milestones are staff's English text until they have Hindi values.
      const milestone = page.locator('#story h3').first();
      await expect(milestone).toHaveAttribute('lang', 'en');
      await expect(page).toHaveTitle('हमारे बारे में | एस.के.पी. विद्या विहार, देवघर');
    });

    test('/hi/gallery/<slug>: the category and the count in Hindi', async ({ page, request }) => {
      const { galleries } = await apiData<{ galleries: unknown[] }>(request, '/gallery/category/hostel');
      await page.goto('/hi/gallery/hostel');
      await expect(page.getByRole('heading', { level: 1, name: 'छात्रावास' })).toBeVisible();
      await expect(page.getByTestId('photo-count')).toHaveText(`${galleries.length} तस्वीरें`);
      await expect(page.getByRole('navigation', { name: 'आप यहाँ हैं' }).getByRole('link')).toHaveAttribute(
        'href',
        '/hi',
      );
    });

    test('the switch keeps the page and the choice is remembered for /', async ({ page, context }) => {
      await page.goto('/admissions');
      await page.getByRole('banner').getByRole('link', { name: 'हिन्दी' }).click();
      await expect(page).toHaveURL(/\/hi\/admissions$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('प्रवेश');
      expect((await context.cookies()).find((c) => c.name === 'skp_lang')?.value).toBe('hi');
      await page.goto('/');
      await expect(page).toHaveURL(/\/hi$/);
      // An explicit English address is never redirected.
      await page.goto('/about');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await page.goto('/hi/campus');
      await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
      await expect(page).toHaveURL(/\/campus$/);
      await page.goto('/');
      await expect(page).toHaveURL(/\/$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    });
  });
}

test.describe('the Admission Enquiry in Hindi', () => {
  test('with JavaScript: the island speaks Hindi, its field errors and its error text', async ({ page }) => {
    await page.goto(`${EMPTY_URL}/hi/admissions`);
    const form = page.getByRole('form', { name: 'प्रवेश पूछताछ' });
    // The island runs once the visitor starts using the form.
    await form.getByRole('textbox', { name: 'विद्यार्थी का नाम' }).click();
    await expect(page.locator('[data-island="enquiry-form"][data-hydrated="true"]')).toHaveCount(1);
    await form.getByRole('textbox', { name: 'विद्यार्थी का नाम' }).fill('Rohan');
    await form.evaluate((el) => ((el as HTMLFormElement).noValidate = true));
    await form.getByRole('button', { name: 'प्रवेश पूछताछ भेजें' }).click();
    await expect(form.getByRole('status')).toHaveText(HINDI_ERROR);
    await expect(form.getByText('कृपया माता-पिता या अभिभावक का नाम लिखें।')).toBeVisible();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the plain form posts to /hi/admissions and answers in Hindi', async ({ page }) => {
      await page.goto(`${EMPTY_URL}/hi/admissions`);
      const form = page.getByRole('form', { name: 'प्रवेश पूछताछ' });
      await form.evaluate((el) => ((el as HTMLFormElement).noValidate = true));
      await form.getByRole('textbox', { name: 'विद्यार्थी का नाम' }).fill('Rohan');
      await form.getByRole('button', { name: 'प्रवेश पूछताछ भेजें' }).click();
      await expect(page).toHaveURL(/\/hi\/admissions#admission-enquiry$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(page.getByRole('form', { name: 'प्रवेश पूछताछ' }).getByRole('status')).toHaveText(
        HINDI_ERROR,
      );
    });
  });
});
