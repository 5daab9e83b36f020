import { expect, test } from '@playwright/test';

const MAIN = {
  title: 'S.K.P. VIDYA VIHAR',
  tagline: 'UNDER THE AEGIS OF SKP CHARITABLE TRUST',
  line: 'An English Medium Co-Educational C.B.S.E. Affiliated Day cum Residential School Upto 10+2',
};
const NURSERY = { title: 'BABY STEPS', tagline: 'A Unit Of S.K.P. VIDYA - VIHAR, DEOGHAR', line: undefined };
const CRICKET = {
  title: 'S.K.P. CRICKET ACADEMY',
  tagline: 'A SMALL BEGINNING WILL TAKE THEM A LONG WAY.',
  line: undefined,
};
const LINKS = ['About us', 'Academics', 'Contact', 'Admissions', 'Campus'];

for (const { path, brand } of [
  { path: '/', brand: MAIN },
  { path: '/campus', brand: MAIN },
  { path: '/baby-steps', brand: NURSERY },
  { path: '/wings/baby-steps', brand: NURSERY },
  { path: '/cricket-academy', brand: CRICKET },
  { path: '/wings/cricket-academy', brand: CRICKET },
]) {
  test(`the header on ${path} shows the ${brand.title} title and tagline`, async ({ page }) => {
    await page.goto(path);
    const header = page.getByRole('banner');
    await expect(header.getByTestId('site-title')).toHaveText(brand.title);
    await expect(header.getByTestId('site-tagline')).toHaveText(brand.tagline);
    if (brand.line) await expect(header.getByTestId('site-subtagline')).toHaveText(brand.line);
    else await expect(header.getByTestId('site-subtagline')).toHaveCount(0);
  });
}

test('the themes use different primary colours', async ({ page }) => {
  const colour = async (path: string) => {
    await page.goto(path);
    return page.getByTestId('site-title').evaluate((el) => getComputedStyle(el).color);
  };
  const colours = new Set([await colour('/'), await colour('/baby-steps'), await colour('/cricket-academy')]);
  expect(colours.size).toBe(3);
});

test('the header is fixed on top with z-index 1200, five links, the active one underlined', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/admissions');
  const header = page.getByRole('banner');
  expect(await header.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
  expect(await header.evaluate((el) => getComputedStyle(el).zIndex)).toBe('1200');
  const nav = header.getByRole('navigation', { name: 'Main' });
  for (const name of LINKS) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  const active = nav.getByRole('link', { name: 'Admissions', exact: true });
  await expect(active).toHaveAttribute('aria-current', 'page');
  expect(await active.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe('underline');
  const other = nav.getByRole('link', { name: 'Campus', exact: true });
  expect(await other.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe('none');
  await expect(page.getByRole('button', { name: 'Open navigation menu' })).toBeHidden();
});

test('the header stays on top while the page scrolls', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Campus Facilities' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  const box = await page.getByRole('banner').boundingBox();
  expect(box?.y).toBe(0);
  await expect(page.getByRole('banner').getByTestId('site-title')).toBeInViewport();
});

test('the header fits at 1300px and 1370px without overflow', async ({ page }) => {
  for (const width of [1280, 1300, 1370]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `horizontal overflow at ${width}px`).toBeLessThanOrEqual(0);
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Campus' }),
    ).toBeVisible();
  }
});

test.describe('on a 375px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the hamburger opens a 240px drawer that closes on a link choice and on Escape', async ({ page }) => {
    await page.goto('/');
    const mainNav = page.getByRole('navigation', { name: 'Main' });
    await expect(mainNav.getByRole('link', { name: 'About us' })).toBeHidden();
    const hamburger = page.getByRole('button', { name: 'Open navigation menu' });
    await hamburger.click();
    const drawer = page.getByRole('navigation', { name: 'Site' });
    await expect(drawer).toBeVisible();
    for (const name of LINKS) await expect(drawer.getByRole('link', { name })).toBeVisible();
    const paper = page.locator('#site-drawer');
    expect((await paper.boundingBox())?.width).toBe(240);

    await drawer.getByRole('link', { name: 'Academics' }).click();
    await expect(page).toHaveURL(/\/academics$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Academics' })).toBeVisible();

    await hamburger.click();
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(hamburger).toBeFocused();
  });

  test('the page does not scroll sideways', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
