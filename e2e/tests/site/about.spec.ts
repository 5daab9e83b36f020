import { expect, test } from '@playwright/test';
import { EMPTY_URL } from '../../playwright.config';
import { apiData, expectError, failSections, region } from './page-helpers';

interface Leader {
  name: string;
  role: string;
  title: string;
  experience: string;
  shortMessage: string;
  message: string;
  paragraphMessage: string[];
}
interface Card {
  _id: string;
  title: string;
  subtitle: string;
  imageUrl: string;
}

test('About: every section with demo data', async ({ page, request }) => {
  const { milestones } = await apiData<{ milestones: { year: string; title: string }[] }>(
    request,
    '/story-vision',
  );
  const { leaders } = await apiData<{ leaders: Leader[] }>(
    request,
    '/leadership?limit=10&sortBy=displayOrder&sortOrder=asc',
  );
  const { alumni } = await apiData<{ alumni: { name: string; currentPost: string }[] }>(request, '/alumni');
  const { cards } = await apiData<{ cards: Card[] }>(request, '/alumni-cards');
  expect(milestones.length * leaders.length * alumni.length * cards.length).toBeGreaterThan(0);

  await page.goto('/about');
  await expect(page).toHaveTitle('About Us | S.K.P. Vidya Vihar, Deoghar');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /story, vision, leadership/,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  // The demo content opens About with its looping campus video (about-video.spec.ts tests it).
  await expect(
    page.getByRole('region', { name: 'About Us video' }).getByTestId('about-hero-video'),
  ).toBeAttached();

  const story = region(page, 'Our Story & Vision');
  await expect(story.getByTestId('milestone-card')).toHaveCount(milestones.length);
  await expect(story.getByTestId('milestone-card').first()).toContainText(milestones[0]!.year);
  await expect(story.getByRole('heading', { level: 3 })).toHaveText(milestones.map((m) => m.title));

  const leadership = region(page, 'Leadership Messages');
  await expect(leadership.getByTestId('leader-card')).toHaveCount(leaders.length);
  await expect(leadership.getByRole('heading', { level: 3 })).toHaveText(leaders.map((l) => l.name));

  for (const name of ['Aims & Objectives', 'Motto', 'Vision']) {
    await expect(region(page, 'What We Stand For').getByRole('heading', { name, exact: true })).toBeVisible();
  }

  const houses = region(page, 'School Houses').getByTestId('house-card');
  await expect(houses).toHaveCount(4);
  const expected = [
    ['Brikodar', 'purple', 'rgb(106, 27, 154)'],
    ['Einstein', 'green', 'rgb(46, 125, 50)'],
    ['Shivaji', 'yellow', 'rgb(249, 200, 14)'],
    ['Tagore', 'red', 'rgb(198, 40, 40)'],
  ] as const;
  for (const [i, [name, colour, rgb]] of expected.entries()) {
    const house = houses.nth(i);
    await expect(house.getByRole('heading', { level: 3 })).toHaveText(name);
    await expect(house).toHaveAttribute('data-colour', colour);
    await expect(house).toHaveCSS('background-color', rgb);
    await expect(house).toContainText(/“.+”/);
  }

  const fame = region(page, 'Hall of Fame');
  await expect(fame.getByTestId('alumni-card')).toHaveCount(alumni.length);
  await expect(fame.getByTestId('alumni-card').first()).toContainText(alumni[0]!.currentPost);
  const portrait = fame.getByRole('img', { name: `Photo of ${alumni[0]!.name}` });
  await expect(portrait).toHaveAttribute('loading', 'lazy');
  await expect(portrait).toHaveAttribute('width', /\d+/);
  await expect(portrait).toHaveAttribute('height', /\d+/);

  const moments = region(page, 'Alumni Moments');
  await expect(moments.getByTestId('alumni-slide')).toHaveCount(1);
  await expect(moments.getByTestId('alumni-slide')).toContainText(cards[0]!.title);
  await expect(moments.getByRole('button', { name: /^Show picture/ })).toHaveCount(cards.length);

  await expect(region(page, 'At a Glance').getByTestId('mini-card')).toHaveCount(6);

  const chat = page.getByRole('link', { name: 'Chat with us on WhatsApp' });
  await expect(chat).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\d+\?text=Hello%2C%20I%20have%20a%20question%20about%20About%20Us%20/,
  );
});

test('About: the leadership dialog shows the full message and closes by button, icon and Escape', async ({
  page,
  request,
}) => {
  const { leaders } = await apiData<{ leaders: Leader[] }>(
    request,
    '/leadership?limit=10&sortBy=displayOrder&sortOrder=asc',
  );
  const leader = leaders[1] ?? leaders[0]!;
  await page.goto('/about');
  const card = region(page, 'Leadership Messages').getByRole('button', {
    name: `Read the message from ${leader.name}, ${leader.role}`,
  });

  for (const close of ['Escape', 'Close message', 'Close'] as const) {
    await card.click();
    const dialog = page.getByRole('dialog', { name: `Message from ${leader.name}` });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(leader.role);
    await expect(dialog).toContainText(leader.title);
    await expect(dialog).toContainText(`Experience: ${leader.experience}`);
    const firstParagraph = (leader.paragraphMessage[0] ?? leader.message.split(/\n\s*\n/)[0]!).trim();
    await expect(dialog.getByTestId('leader-full-message')).toContainText(firstParagraph);
    if (close === 'Escape') await page.keyboard.press('Escape');
    else await dialog.getByRole('button', { name: close, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toBeFocused();
  }
});

test('About: the alumni carousel wraps both ways and a picture opens in a viewer that Escape closes', async ({
  page,
  request,
}) => {
  const { cards } = await apiData<{ cards: Card[] }>(request, '/alumni-cards');
  expect(cards.length).toBeGreaterThan(1);
  const first = cards[0]!.title;
  const last = cards[cards.length - 1]!.title;
  await page.goto('/about');
  const moments = region(page, 'Alumni Moments');
  const slide = moments.getByTestId('alumni-slide');
  await expect(slide).toContainText(first);
  // The carousel is an island that hydrates when the visitor first touches it (pointer, touch, focus, key).
  await slide.hover();
  await expect(moments.locator('[data-island="alumni-carousel"]')).toHaveAttribute('data-hydrated', 'true');

  await moments.getByRole('button', { name: 'Previous alumni picture' }).click();
  await expect(slide).toContainText(last);
  await expect(
    moments.getByRole('button', { name: `Show picture ${cards.length}: ${last}` }),
  ).toHaveAttribute('aria-current', 'true');
  await moments.getByRole('button', { name: 'Next alumni picture' }).click();
  await expect(slide).toContainText(first);
  await moments.getByRole('button', { name: `Show picture ${cards.length}: ${last}` }).click();
  await moments.getByRole('button', { name: 'Next alumni picture' }).click();
  await expect(slide).toContainText(first);
  await moments.getByRole('button', { name: 'Next alumni picture' }).click();
  await expect(slide).toContainText(cards[1]!.title);

  await moments.getByRole('button', { name: `View picture: ${cards[1]!.title}` }).click();
  const viewer = page.getByRole('dialog', { name: cards[1]!.title });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByRole('img', { name: cards[1]!.title })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
});

test('About: the empty texts on an empty database', async ({ page }) => {
  await page.goto(`${EMPTY_URL}/about`);
  await expect(region(page, 'Our Story & Vision')).toContainText('No milestones available at the moment');
  await expect(region(page, 'Leadership Messages')).toContainText('No leadership messages available');
  await expect(region(page, 'Hall of Fame')).toContainText('No alumni information available');
  await expect(region(page, 'Alumni Moments')).toContainText('No alumni cards available');
  await expect(region(page, 'School Houses').getByTestId('house-card')).toHaveCount(4);
});

test('About: the error texts when the sections fail to load', async ({ page }) => {
  await failSections(page, { milestones: 500, leaders: 500, alumni: 500, alumniCards: 500 });
  await page.goto('/about');
  await expectError(region(page, 'Our Story & Vision'), [
    'Failed to load milestones',
    'Failed to fetch milestones data',
  ]);
  await expectError(region(page, 'Leadership Messages'), [
    'Failed to load leadership messages',
    'Failed to fetch leadership data',
  ]);
  await expectError(region(page, 'Hall of Fame'), ['Failed to load alumni', 'Failed to fetch alumni data']);
  await expectError(region(page, 'Alumni Moments'), [
    'Failed to load alumni cards',
    'Failed to fetch alumni cards',
  ]);
});
