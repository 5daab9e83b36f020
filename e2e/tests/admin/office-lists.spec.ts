import { expect, test, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN, openMenu, pngPhoto, signIn } from './fixtures';

/**
 * Every list screen whose rows show on the public site, done as the office does it: open the list
 * from the menu, Create with the required fields, Save; the row is on its page. Change its visible
 * words, Save; the page shows the new words and not the old. Delete it; the page no longer shows it.
 * (Notices and events have their own specs: editor.spec.ts and office-events.spec.ts.)
 */
interface ListScreen {
  /** The admin menu's group and entry. */
  menu: [group: string, item: string];
  /** The list's address under /admin. */
  resource: string;
  /** The public page the form's 'where it shows' line links to. */
  page: string;
  /** The admin's message after Save. */
  saved: string;
  /** The field whose words show in the list's row and on the page (the one the edit changes). */
  field: string;
  /** Fills the form's required fields, with `words` in `field`. */
  fill?: (page: Page, words: string) => Promise<void>;
  /** Adds the row when Create is not a form with Save (the gallery's batch of photos). */
  add?: (page: Page, words: string) => Promise<void>;
  /** Another change the edit makes beside `field` (an optional field emptied). */
  alsoOnEdit?: (page: Page) => Promise<void>;
  /** Where a visitor reads `words` on the public page (or in its slider). */
  shown: (where: Page | Locator, words: string) => Locator;
  /** The picture slider `shown` is in: one slide shows at a time, so the visitor presses Next. */
  slider?: string;
}

const text = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const number = (page: Page, name: string) => page.getByRole('spinbutton', { name, exact: true });
const heading = (where: Page | Locator, name: string) => where.getByRole('heading', { name, exact: true });

async function choose(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A picture chosen in a form's picture field, waited for until its preview shows. */
async function uploadPicture(page: Page, label: string) {
  await page.getByLabel(`${label} file`, { exact: true }).setInputFiles({
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: pngPhoto(64, 48, [40, 110, 70]),
  });
  await expect(page.getByRole('img', { name: `${label} preview` })).toBeVisible({ timeout: 30_000 });
}

const SCREENS: ListScreen[] = [
  {
    menu: ['Home page', 'Hero pictures'],
    resource: 'hero-images',
    page: '/campus',
    saved: 'Hero image saved',
    field: 'Describe the picture for someone who cannot see it',
    fill: async (page, words) => {
      await uploadPicture(page, 'Slide image');
      await text(page, 'Describe the picture for someone who cannot see it').fill(words);
      await choose(page, 'Page', 'Campus');
    },
    shown: (where, words) => where.getByRole('img', { name: words }),
    slider: 'Campus pictures',
  },
  {
    menu: ['Gallery', 'Gallery photos'],
    resource: 'gallery',
    page: '/gallery/academic-cultural-events',
    saved: 'Photo saved',
    field: 'Title',
    add: async (page, words) => {
      await choose(page, 'Category', 'Academic and Cultural Events');
      await page.getByLabel('Photos', { exact: true }).setInputFiles({
        name: 'annual-day.png',
        mimeType: 'image/png',
        buffer: pngPhoto(64, 48, [150, 60, 40]),
      });
      await text(page, 'Describe the photo for someone who cannot see it').fill('Students on stage');
      await text(page, 'Title').fill(words);
      await page.getByRole('button', { name: 'Upload and add 1 photo' }).click();
      await expect(page.getByText('1 photo added to the gallery', { exact: true })).toBeVisible({
        timeout: 30_000,
      });
      await expect(page.getByRole('row').filter({ hasText: words })).toBeVisible();
    },
    shown: (where, words) => where.getByRole('link', { name: `Open photo: ${words}`, exact: true }),
  },
  {
    menu: ['Home page', 'Co-curricular activities'],
    resource: 'activities',
    page: '/',
    saved: 'Activity group saved',
    field: 'Category',
    fill: (page, words) => text(page, 'Category').fill(words),
    shown: heading,
  },
  {
    menu: ['Home page', 'Policies'],
    resource: 'policies',
    page: '/',
    saved: 'Policy saved',
    field: 'Title',
    fill: async (page, words) => {
      await text(page, 'Title').fill(words);
      await text(page, 'Description').fill(`Read by every parent, ${words}`);
    },
    // Emptied, the description goes: the form sends null for it, which the server once refused.
    alsoOnEdit: (page) => text(page, 'Description').fill(''),
    shown: heading,
  },
  {
    menu: ['Home page', 'Mandatory disclosures'],
    resource: 'mandatory-disclosures',
    page: '/',
    saved: 'Disclosure saved',
    field: 'Title',
    fill: (page, words) => text(page, 'Title').fill(words),
    shown: heading,
  },
  {
    menu: ['About', 'Leadership messages'],
    resource: 'leadership',
    page: '/about',
    saved: 'Leader saved',
    field: 'Name',
    fill: async (page, words) => {
      await text(page, 'Name').fill(words);
      await text(page, 'Role').fill('Vice Principal');
      await text(page, 'Message').fill('Welcome to our school.');
    },
    // The card's name is the button that opens the message.
    shown: (where, words) =>
      where.getByRole('button', { name: new RegExp(`^Read the message from ${words}, Vice Principal$`) }),
  },
  {
    menu: ['About', 'Story & vision'],
    resource: 'milestones',
    page: '/about',
    saved: 'Milestone saved',
    field: 'Title',
    fill: async (page, words) => {
      await text(page, 'Year').fill('2031');
      await text(page, 'Title').fill(words);
    },
    shown: heading,
  },
  {
    menu: ['About', 'Hall of Fame'],
    resource: 'alumni',
    page: '/about',
    saved: 'Hall of Fame entry saved',
    field: 'Name',
    fill: (page, words) => text(page, 'Name').fill(words),
    shown: heading,
  },
  {
    menu: ['About', 'Alumni pictures'],
    resource: 'alumni-cards',
    page: '/about',
    saved: 'Alumni card saved',
    field: 'Title',
    fill: async (page, words) => {
      await uploadPicture(page, 'Image');
      await text(page, 'Title').fill(words);
    },
    // The carousel shows one picture; its dots name every picture.
    shown: (where, words) => where.getByRole('button', { name: new RegExp(`^Show picture \\d+: ${words}$`) }),
  },
  {
    menu: ['Academics', 'Curriculum'],
    resource: 'curriculum',
    page: '/academics',
    saved: 'Curriculum level saved',
    field: 'Age',
    fill: async (page, words) => {
      await choose(page, 'Level', 'Primary');
      await text(page, 'Age').fill(words);
    },
    shown: (where, words) => where.getByText(words, { exact: true }),
  },
  {
    menu: ['Academics', 'Faculty'],
    resource: 'faculty',
    page: '/academics',
    saved: 'Faculty member saved',
    field: 'Name',
    fill: async (page, words) => {
      await text(page, 'Name').fill(words);
      await text(page, 'Role').fill('PGT Physics');
      await choose(page, 'Department', 'Science');
    },
    shown: heading,
  },
  {
    menu: ['Admissions', 'Fee structure'],
    resource: 'fees',
    page: '/admissions',
    saved: 'Fee structure saved',
    field: 'Level',
    fill: async (page, words) => {
      await text(page, 'Level').fill(words);
      await number(page, 'Admission fee (₹)').fill('5000');
      await number(page, 'Monthly fee (₹)').fill('2500');
      await number(page, 'Annual fee (₹)').fill('8000');
    },
    shown: heading,
  },
  {
    menu: ['Cricket Academy', 'Cricket programs'],
    resource: 'training-programs',
    page: '/cricket-academy',
    saved: 'Training program saved',
    field: 'Level',
    fill: async (page, words) => {
      await text(page, 'Level').fill(words);
      await number(page, 'Monthly fee (₹)').fill('1500');
    },
    shown: heading,
  },
  {
    menu: ['Cricket Academy', 'Cricket coaches'],
    resource: 'coaches',
    page: '/cricket-academy',
    saved: 'Coach saved',
    field: 'Name',
    fill: async (page, words) => {
      await text(page, 'Name').fill(words);
      // An achievement with its title only (the form asks for no description): once refused on Save.
      await page.getByRole('button', { name: 'Add' }).click();
      await page
        .getByRole('listitem')
        .getByRole('textbox', { name: 'Title', exact: true })
        .fill('State champions');
    },
    shown: heading,
  },
  {
    menu: ['Notices and events', 'Student life (Campus page)'],
    resource: 'student-life',
    page: '/campus',
    saved: 'Student life event saved',
    field: 'Title',
    fill: (page, words) => text(page, 'Title').fill(words),
    shown: heading,
  },
];

test.use({ viewport: { width: 1280, height: 800 } });

/**
 * After Save: the admin's message, and back on the list the row with `words` (the message alone
 * could be the last Save's, still showing).
 */
async function expectSaved(page: Page, screen: ListScreen, message: string, words: string) {
  await expect(page.getByText(message, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/${screen.resource}(\\?|$)`));
  await expect(page.getByRole('row').filter({ hasText: words })).toBeVisible();
}

/** The row showing `words` in the list, opened for editing. */
async function openRow(page: Page, screen: ListScreen, words: string) {
  await page.getByRole('row').filter({ hasText: words }).getByText(words, { exact: true }).click();
  await expect(text(page, screen.field)).toHaveValue(words);
}

/** The public page as a visitor opens it; its HTML, for what must not be anywhere in it. */
async function visit(site: Page, path: string) {
  // The page's words are in its HTML: no need to wait for every picture to load.
  const response = await site.goto(path, { waitUntil: 'domcontentloaded' });
  expect(response?.status()).toBe(200);
  await expect(site.getByRole('heading', { level: 1 })).toBeVisible();
  return (await response?.text()) ?? '';
}

/** Waits until the visitor sees `words`; in a picture slider, pressing Next until it comes round. */
async function see(site: Page, screen: ListScreen, words: string) {
  if (!screen.slider) return expect(screen.shown(site, words)).toBeVisible();
  const slider = site.getByRole('region', { name: screen.slider });
  const shown = screen.shown(slider, words);
  await expect(async () => {
    if ((await shown.count()) === 0) await slider.getByRole('button', { name: 'Next slide' }).click();
    await expect(shown).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

for (const screen of SCREENS) {
  test(`${screen.menu[1]}: a row added, changed and deleted in the admin shows, changes and goes on ${screen.page}`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    // Words of this run only (tests run side by side on one server): 'Story vision 1764312345678'.
    const name = screen.menu[1].replace(/[^A-Za-z]+/g, ' ').trim();
    const stamp = `${Date.now()}`;
    const first = `${name} ${stamp}`;
    const changed = `${name} changed ${stamp}`;

    // Added: the list from the menu, Create, the required fields, Save (back to the list).
    await signIn(page, E2E_ADMIN);
    await openMenu(page, ...screen.menu, false);
    await expect(page).toHaveURL(new RegExp(`/admin/${screen.resource}(\\?|$)`));
    await page.getByRole('link', { name: 'Create', exact: true }).click();
    if (screen.add) await screen.add(page, first);
    else {
      await screen.fill!(page, first);
      // The form says where the row shows, with a link to that page.
      await expect(
        page.getByRole('status').getByRole('link', { name: 'See it on the site' }),
      ).toHaveAttribute('href', screen.page);
      await page.getByRole('button', { name: 'Save' }).click();
      await expectSaved(page, screen, screen.saved, first);
    }

    // The site in a second tab, as the hint's link opens it; the admin stays open in the first.
    const site = await page.context().newPage();
    await visit(site, screen.page);
    await see(site, screen, first);

    // Changed: the row opened from the list, its words changed, Save.
    await openRow(page, screen, first);
    await text(page, screen.field).fill(changed);
    await screen.alsoOnEdit?.(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await expectSaved(page, screen, screen.saved, changed);

    const afterEdit = await visit(site, screen.page);
    await see(site, screen, changed);
    // Neither the old words nor anything holding them (an emptied description) is left.
    expect(afterEdit).not.toContain(first);

    // Deleted: the row opened from the list, Delete, Confirm.
    await openRow(page, screen, changed);
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Deleted', { exact: true })).toBeVisible();

    const afterDelete = await visit(site, screen.page);
    await expect(screen.shown(site, changed)).toHaveCount(0);
    expect(afterDelete).not.toContain(changed);
  });
}

test('a row that needs a picture says so at its field: Save without one, or before it has uploaded, stays on the form and saves nothing; with it, it saves', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const title = `Alumni meet ${Date.now()}`;
  await signIn(page, E2E_ADMIN);
  await openMenu(page, 'About', 'Alumni pictures', false);
  await page.getByRole('link', { name: 'Create', exact: true }).click();
  // The field is marked as needed before anything is tried.
  await expect(page.getByText('Image *', { exact: true })).toBeVisible();
  await text(page, 'Title').fill(title);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Choose a file to upload first.', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/alumni-cards\/create$/);
  const listed = async () =>
    (
      (await (await page.request.get('/api/admin/alumni-cards?limit=100')).json()).data.items as {
        title: string;
      }[]
    ).filter((card) => card.title === title).length;
  expect(await listed()).toBe(0);

  // A Save while the picture is still on its way waits for it, in words.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/admin/uploads**', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByLabel('Image file', { exact: true }).setInputFiles({
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: pngPhoto(64, 48, [40, 110, 70]),
  });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Wait until the file has uploaded, then save.', { exact: true })).toBeVisible();
  expect(await listed()).toBe(0);
  release();
  await expect(page.getByRole('img', { name: 'Image preview' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Alumni card saved', { exact: true })).toBeVisible();
  expect(await listed()).toBe(1);
  // Tidy: the demo's carousel keeps only its own pictures for the other tests.
  await page.getByRole('row').filter({ hasText: title }).getByText(title, { exact: true }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Deleted', { exact: true })).toBeVisible();
  expect(await listed()).toBe(0);
});
