import { expect, test, type Page } from '@playwright/test';
import { EMPTY_URL } from '../../playwright.config';
import { answerApi, serveFixtures, serverError } from './api-mocks';

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

test.describe('when the API answers 500', () => {
  test('notices failing shows the alert with the server message', async ({ page }) => {
    await serveFixtures(page);
    await answerApi(page, 'notices?**', 500, serverError('The notice board is resting'));
    await page.goto('/');
    const alert = section(page, 'Notices & Events').getByRole('alert');
    await expect(alert).toContainText('Failed to load notices and events');
    await expect(alert).toContainText('The notice board is resting');
    await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
    // The events column still shows what it has.
    await expect(section(page, 'Upcoming Events').getByText('Fixture annual sports day')).toBeVisible();
  });

  test("events failing without a message shows 'Failed to fetch data'", async ({ page }) => {
    await serveFixtures(page);
    await answerApi(page, 'events?**', 500, serverError());
    await page.goto('/');
    const alert = section(page, 'Notices & Events').getByRole('alert');
    await expect(alert).toContainText('Failed to load notices and events');
    await expect(alert).toContainText('Failed to fetch data');
    await expect(section(page, 'Recent Notices').getByText('Fixture notice about exams')).toBeVisible();
  });

  test("disclosures failing shows 'Failed to load mandatory disclosures' and Retry reloads", async ({
    page,
  }) => {
    await serveFixtures(page);
    await answerApi(page, 'mandatory-disclosures', 500, serverError('nope'));
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    await page.goto('/');
    const disclosures = section(page, 'Mandatory Disclosures');
    await expect(disclosures.getByRole('alert')).toContainText('Failed to load mandatory disclosures');
    expect(logged.some((text) => text.startsWith('Failed to fetch mandatory disclosures'))).toBe(true);
    expect(logged.some((text) => text.startsWith('API request failed'))).toBe(true);
    await page.unroute('**/api/mandatory-disclosures');
    await serveFixtures(page);
    await disclosures.getByRole('button', { name: 'Retry' }).click();
    await expect(
      section(page, 'Mandatory Disclosures').getByText('Fixture Affiliation Letter'),
    ).toBeVisible();
  });

  test('gallery, activity and policy failures are silent and the page still works', async ({ page }) => {
    await serveFixtures(page);
    for (const pattern of ['gallery/**', 'gallery?**', 'activities/**', 'policies/**']) {
      await answerApi(page, pattern, 500, serverError('down'));
    }
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
    await expect(section(page, 'Recent Notices').getByText('Fixture notice about exams')).toBeVisible();
  });
});
