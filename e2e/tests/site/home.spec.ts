import { expect, test, type Page } from '@playwright/test';

const SECTION_ORDER = [
  'Photo & Gallery',
  'Campus Facilities',
  'Co-Curricular Activities',
  'Notices & Events',
  'Why Choose Us',
  'Policies & Guidelines',
  'Mandatory Disclosures',
  'Ready to Join Our School?',
];

const LONG_US_DATE =
  /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/;

async function openHome(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to S.K.P. Vidya Vihar' })).toBeVisible();
  await expect(page.getByTestId('splash-screen')).toBeHidden();
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('the Home sections come in the order of the spec', async ({ page }) => {
  await openHome(page);
  const headings = await page.locator('main h2').allTextContents();
  expect(headings).toEqual(SECTION_ORDER);
});

test('the hero has the title, tagline, four buttons and the links to the wings', async ({ page }) => {
  await openHome(page);
  const hero = page.getByRole('region', { name: 'S.K.P. Vidya Vihar pictures' });
  await expect(hero.getByText(/English Medium Co-Educational C\.B\.S\.E\. Affiliated/)).toBeVisible();
  const buttons = [
    ['Apply for Admission', '/admissions'],
    ['Explore Academics', '/academics'],
    ['Explore', '/about'],
    ['SKP Vidya Vihar', '/about'],
    ['Baby Steps', '/baby-steps'],
    ['Cricket Academy', '/wings/cricket-academy'],
  ];
  for (const [name, href] of buttons) {
    await expect(hero.getByRole('link', { name, exact: true })).toHaveAttribute('href', href!);
  }
  await hero.getByRole('link', { name: 'Apply for Admission' }).click();
  await expect(page).toHaveURL(/\/admissions$/);
});

test('Campus Facilities shows the 15 fixed cards', async ({ page }) => {
  await openHome(page);
  const cards = section(page, 'Campus Facilities').getByTestId('facility-card');
  await expect(cards).toHaveCount(15);
  for (const name of [
    'School Campus',
    'Laboratories',
    'Art Room',
    'Music And Dance Room',
    'Library',
    'Games & Sports',
    'Computer Laboratories',
    'Digital Classroom',
    'House System',
    'Hostel',
    'Faculties & Mentors',
    'Uninterrupted Electricity & CCTV Surveillance',
    'RO Drinking Water',
    'Skill Education',
    'Transport Facility',
  ]) {
    await expect(
      section(page, 'Campus Facilities').getByRole('heading', { name, exact: true }),
    ).toBeVisible();
  }
});

test('Why Choose Us has its three cards and the closing banner links on', async ({ page }) => {
  await openHome(page);
  const why = section(page, 'Why Choose Us');
  for (const name of ['Excellence in Education', 'Modern Facilities', 'Individual Attention']) {
    await expect(why.getByRole('heading', { name })).toBeVisible();
  }
  const banner = section(page, 'Ready to Join Our School?');
  await expect(banner.getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', '/admissions');
});

test('Recent Notices shows the 5 demo notices with type, long date and Download when there is a PDF', async ({
  page,
}) => {
  await openHome(page);
  const notices = section(page, 'Recent Notices');
  const cards = notices.getByTestId('notice-event-card');
  await expect(cards).toHaveCount(5);
  const api = await (await page.request.get('/api/notices?limit=5&sortBy=order&sortOrder=asc')).json();
  const first = api.data.notices[0];
  const firstCard = cards.first();
  await expect(firstCard.getByRole('heading', { name: first.title })).toBeVisible();
  await expect(firstCard.getByText(first.type, { exact: true })).toBeVisible();
  expect(await firstCard.locator('time').textContent()).toMatch(LONG_US_DATE);
  const withPdf = api.data.notices.filter((n: { pdfFile: string | null }) => n.pdfFile).length;
  await expect(notices.getByRole('link', { name: /^Download / })).toHaveCount(withPdf);
  const clamp = await firstCard
    .getByTestId('clamped-description')
    .evaluate((el) => getComputedStyle(el).webkitLineClamp);
  expect(clamp).toBe('3');
});

test('Upcoming Events shows the demo events with long dates', async ({ page }) => {
  await openHome(page);
  const events = section(page, 'Upcoming Events');
  const cards = events.getByTestId('notice-event-card');
  await expect(cards.first()).toBeVisible();
  const api = await (
    await page.request.get('/api/events?limit=5&status=upcoming&sortBy=date&sortOrder=asc')
  ).json();
  expect(api.data.events.length).toBeGreaterThan(0);
  await expect(cards).toHaveCount(api.data.events.length);
  await expect(cards.first()).toContainText(api.data.events[0].title);
  expect(await cards.first().locator('time').textContent()).toMatch(LONG_US_DATE);
});

test('Photo & Gallery shows a card per category with an image and View All Photos on desktop', async ({
  page,
}) => {
  await openHome(page);
  const gallery = section(page, 'Photo & Gallery');
  const covers = (await (await page.request.get('/api/gallery/categories/covers')).json()).data.covers;
  const expected = Object.values(covers as Record<string, { imageUrl: string }>).filter(
    (c) => c.imageUrl,
  ).length;
  expect(expected).toBeGreaterThan(0);
  await expect(gallery.getByTestId('gallery-card')).toHaveCount(expected);
  await expect(gallery.getByRole('link', { name: 'View All Photos' })).toHaveAttribute('href', '/campus');
  const firstLink = gallery.getByTestId('gallery-card').first().getByRole('link');
  await expect(firstLink).toHaveAttribute('href', /^\/gallery\/[a-z-]+$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test('View All Photos is hidden below md', async ({ page }) => {
    await openHome(page);
    await expect(
      section(page, 'Photo & Gallery').getByRole('link', { name: 'View All Photos' }),
    ).toBeHidden();
  });
});

test('Co-Curricular Activities shows cards with category, icon and a bullet list', async ({ page }) => {
  await openHome(page);
  const activities = section(page, 'Co-Curricular Activities');
  const api = (await (await page.request.get('/api/activities/public/all')).json()).data.activities;
  const cards = activities.getByTestId('activity-card');
  await expect(cards).toHaveCount(api.length);
  await expect(cards.first().getByRole('heading', { name: api[0].category })).toBeVisible();
  await expect(cards.first().locator('svg[data-icon]')).toHaveCount(1);
  await expect(cards.first().getByRole('listitem')).toHaveCount(api[0].activities.length);
});

test('Policies & Guidelines has cards with Download PDF', async ({ page }) => {
  await openHome(page);
  const policies = section(page, 'Policies & Guidelines');
  const api = (await (await page.request.get('/api/policies/public/all')).json()).data.policies;
  await expect(policies.getByTestId('policy-card')).toHaveCount(api.length);
  const download = policies
    .getByTestId('policy-card')
    .first()
    .getByRole('link', { name: /Download PDF/ });
  await expect(download).toHaveAttribute('href', api[0].downloadUrl);
  const response = await page.request.get(api[0].downloadUrl);
  expect(response.headers()['content-type']).toContain('application/pdf');
});

test('Mandatory Disclosures has View and Download buttons that open the document', async ({ page }) => {
  await openHome(page);
  const disclosures = section(page, 'Mandatory Disclosures');
  const api = (await (await page.request.get('/api/mandatory-disclosures')).json()).data.mandatoryDisclosures;
  const cards = disclosures.getByTestId('disclosure-card');
  await expect(cards).toHaveCount(api.length);
  const popupPromise = page.waitForEvent('popup');
  await cards
    .first()
    .getByRole('link', { name: /^View / })
    .click();
  const popup = await popupPromise;
  expect(popup.url()).toContain(api[0].viewUrl);
  await expect(cards.first().getByRole('link', { name: /^Download / })).toHaveAttribute(
    'href',
    api[0].downloadUrl,
  );
});
