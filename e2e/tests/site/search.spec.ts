import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/**
 * The site search as a parent uses it: from the header's search button (on a phone, the menu's
 * Search), words typed and sent with Enter or the button (a plain GET form), results with the words
 * marked, one opened; in both editions, at a desktop and a phone width, with axe on the results.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
test.describe.configure({ timeout: 90_000 });

async function axe(page: Page, where: string) {
  await page.evaluate(() => document.fonts.ready);
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    `axe violations on ${where}`,
  ).toEqual([]);
}

const EDITIONS = {
  en: {
    home: '/',
    openMenu: 'Open navigation menu',
    drawerSearch: 'Search',
    headerSearch: 'Search the site',
    field: 'Search the site',
    button: 'Search',
    query: 'winter uniform',
    first: 'Winter Uniform from 15 November',
    landing: /^\/notices\/winter-uniform-from-15-november$/,
  },
  hi: {
    home: '/hi',
    openMenu: 'नेविगेशन मेनू खोलें',
    drawerSearch: 'खोजें',
    headerSearch: 'साइट में खोजें',
    field: 'साइट में खोजें',
    button: 'खोजें',
    query: 'अभिभावक शिक्षक बैठक',
    first: 'अभिभावक-शिक्षक बैठक',
    landing: /^\/hi\/notices\/parent-teacher-meeting$/,
  },
} as const;

for (const [size, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`searching from the header on a ${size}, in English and in Hindi`, async ({ page }) => {
    await page.setViewportSize(viewport);
    for (const edition of Object.values(EDITIONS)) {
      await page.goto(edition.home);
      if (size === 'phone') {
        await expect(page.getByTestId('header-search')).toBeHidden();
        await page.getByRole('button', { name: edition.openMenu }).click();
        await page.getByTestId('drawer-search').click();
      } else {
        await page.getByRole('link', { name: edition.headerSearch }).click();
      }
      await expect(page).toHaveURL(new RegExp(`${edition.home === '/' ? '' : edition.home}/search$`));
      const field = page.getByRole('searchbox', { name: edition.field });
      await field.fill(edition.query);
      if (size === 'phone') await page.getByRole('button', { name: edition.button, exact: true }).click();
      else await field.press('Enter');
      await expect(page).toHaveURL(/\/search\?q=/);
      const results = page.getByTestId('search-result');
      await expect(results.first()).toBeVisible();
      const titles = await results.getByRole('heading', { level: 2 }).allInnerTexts();
      expect(titles.slice(0, 3)).toContain(edition.first);
      await expect(results.locator('mark').first()).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await axe(page, `${page.url()} at ${viewport.width} px`);
      await page.getByRole('link', { name: edition.first, exact: true }).first().click();
      await expect(page).toHaveURL((url) => edition.landing.test(url.pathname));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(edition.first);
    }
  });
}

test("a misspelling: the page says so, shows the nearest spelling's results and offers it (keyboard only)", async ({
  page,
}) => {
  await page.goto('/search?q=unifrom');
  await expect(page.getByText('No results for “unifrom”.')).toBeVisible();
  await expect(page.getByText('Showing results for “uniform”.')).toBeVisible();
  // Other tests on the same server post notices about uniforms too: any of them may come first.
  await expect(page.getByTestId('search-result').first()).toContainText(/uniform/i);
  const suggestion = page.getByTestId('search-suggestions').getByRole('link', { name: 'uniform' });
  await suggestion.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=uniform$/);
  await expect(page.getByRole('searchbox')).toHaveValue('uniform');
  await axe(page, '/search?q=uniform');
});
