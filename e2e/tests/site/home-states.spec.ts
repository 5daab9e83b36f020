import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { GALLERY_SLUGS } from '@skp/shared';
import { EMPTY_URL } from '../../playwright.config';
import { apiData, clearSectionFaults, failSections } from './page-helpers';

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test.describe('against an empty database', () => {
  test.use({ baseURL: EMPTY_URL });

  test('every Home section shows its empty text', async ({ page }) => {
    await page.goto('/');
    await expect(
      section(page, 'Recent Notices').getByText('No notices available at the moment.'),
    ).toBeVisible();
    await expect(
      section(page, 'Upcoming Events').getByText('No upcoming events at the moment.'),
    ).toBeVisible();
    await expect(
      section(page, 'Photo & Gallery').getByText(
        'Gallery images will appear here once they are uploaded to the system.',
      ),
    ).toBeVisible();
    await expect(
      section(page, 'Co-Curricular Activities').getByText('No activities available at the moment.'),
    ).toBeVisible();
    await expect(
      section(page, 'Policies & Guidelines').getByText('No policies available at the moment.'),
    ).toBeVisible();
    await expect(
      section(page, 'Mandatory Disclosures').getByText('No mandatory disclosures available at the moment.'),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'S.K.P. Vidya Vihar pictures' })).toHaveAttribute(
      'data-hero-state',
      'ready',
    );
    await expect(section(page, 'Campus Facilities').getByTestId('facility-card')).toHaveCount(15);
  });
});

test.describe('when a section fails to load on the server', () => {
  const firstTitle = async (request: APIRequestContext, path: string, key: string) =>
    (await apiData<Record<string, { title: string }[]>>(request, path))[key]![0]!.title;

  test('notices failing shows the alert with the server message', async ({ page, request }) => {
    const event = await firstTitle(
      request,
      '/events?limit=5&status=upcoming&sortBy=date&sortOrder=asc',
      'events',
    );
    await failSections(page, { notices: [500, 'The notice board is resting'] });
    await page.goto('/');
    const alert = section(page, 'Notices & Events').getByRole('alert');
    await expect(alert).toContainText('Failed to load notices and events');
    await expect(alert).toContainText('The notice board is resting');
    await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
    // The events column still shows what it has.
    await expect(section(page, 'Upcoming Events').getByText(event, { exact: true })).toBeVisible();
  });

  test("events failing without a message shows 'Failed to fetch data'", async ({ page, request }) => {
    const notice = await firstTitle(request, '/notices?limit=5&sortBy=order&sortOrder=asc', 'notices');
    await failSections(page, { events: 500 });
    await page.goto('/');
    const alert = section(page, 'Notices & Events').getByRole('alert');
    await expect(alert).toContainText('Failed to load notices and events');
    await expect(alert).toContainText('Failed to fetch data');
    await expect(section(page, 'Recent Notices').getByText(notice, { exact: true })).toBeVisible();
  });

  test("disclosures failing shows 'Failed to load mandatory disclosures' and Retry reloads", async ({
    page,
    request,
  }) => {
    const disclosure = await firstTitle(request, '/mandatory-disclosures', 'mandatoryDisclosures');
    await failSections(page, { mandatoryDisclosures: [500, 'nope'] });
    await page.goto('/');
    const disclosures = section(page, 'Mandatory Disclosures');
    await expect(disclosures.getByRole('alert')).toContainText('Failed to load mandatory disclosures');
    await expect(disclosures.getByTestId('disclosure-card')).toHaveCount(0);
    await clearSectionFaults(page);
    await disclosures.getByRole('button', { name: 'Retry' }).click();
    await expect(section(page, 'Mandatory Disclosures').getByText(disclosure, { exact: true })).toBeVisible();
  });

  test('gallery, activity and policy failures are silent and the page still works', async ({
    page,
    request,
  }) => {
    const notice = await firstTitle(request, '/notices?limit=5&sortBy=order&sortOrder=asc', 'notices');
    const galleryProbes = Object.fromEntries(GALLERY_SLUGS.map((slug) => [slug, 500] as const));
    await failSections(page, {
      galleryCovers: 500,
      starredPhotos: 500,
      ...galleryProbes,
      activities: [500, 'down'],
      policies: [500, 'down'],
    });
    await page.goto('/');
    await expect(
      section(page, 'Photo & Gallery').getByText(
        'Gallery images will appear here once they are uploaded to the system.',
      ),
    ).toBeVisible();
    await expect(
      section(page, 'Co-Curricular Activities').getByText('No activities available at the moment.'),
    ).toBeVisible();
    await expect(
      section(page, 'Policies & Guidelines').getByText('No policies available at the moment.'),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(section(page, 'Recent Notices').getByText(notice, { exact: true })).toBeVisible();
  });
});
