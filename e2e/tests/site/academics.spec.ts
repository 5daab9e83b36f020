import { expect, test } from '@playwright/test';
import { EMPTY_URL } from '../../playwright.config';
import { apiData, expectError, failSections, region } from './page-helpers';

interface Level {
  level: string;
  age: string;
  icon: string;
  subjects: string[];
  activities: string[];
}
interface Member {
  _id: string;
  name: string;
  department: string;
  expertise: string[] | string;
}

const CURRICULUM = '/curriculum?sortBy=order&sortOrder=asc';
const FACULTY = '/faculty?limit=20&sortBy=order&sortOrder=asc';

test('Academics: hero, curriculum, faculty and dress code with demo data', async ({ page, request }) => {
  const { curriculum } = await apiData<{ curriculum: Level[] }>(request, CURRICULUM);
  const { faculty } = await apiData<{ faculty: Member[] }>(request, FACULTY);
  expect(curriculum.map((c) => c.level)).toContain('Higher Secondary');

  await page.goto('/academics');
  await expect(page).toHaveTitle('Academics | S.K.P. Vidya Vihar, Deoghar');
  await expect(page.getByRole('heading', { level: 1, name: 'Academics' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Academics pictures' })).toHaveAttribute(
    'data-hero-state',
    'ready',
  );

  const breakdown = region(page, 'Curriculum Breakdown');
  const cards = breakdown.getByTestId('curriculum-card');
  await expect(cards).toHaveCount(curriculum.length);
  await expect(breakdown.getByRole('heading', { level: 3 })).toHaveText(
    curriculum.map((c) => (c.level === 'Higher Secondary' ? 'Senior Secondary' : c.level)),
  );
  await expect(breakdown).not.toContainText('Higher Secondary');
  for (const [i, level] of curriculum.entries()) {
    await expect(cards.nth(i).locator('svg[data-icon]').first()).toHaveAttribute('data-icon', level.icon);
    await expect(cards.nth(i)).toContainText(level.age);
  }
  const first = cards.first();
  // Subjects and Activities are <details>: they open without JavaScript.
  const subjects = first.locator('summary', { hasText: `Subjects (${curriculum[0]!.subjects.length})` });
  await expect(first.getByText(curriculum[0]!.subjects[0]!, { exact: true })).toBeHidden();
  await subjects.click();
  await expect(first.getByText(curriculum[0]!.subjects[0]!, { exact: true })).toBeVisible();
  await first.locator('summary', { hasText: `Activities (${curriculum[0]!.activities.length})` }).click();
  await expect(first.getByText(curriculum[0]!.activities[0]!, { exact: true })).toBeVisible();

  const directory = region(page, 'Faculty Directory');
  await expect(directory.getByTestId('faculty-card')).toHaveCount(faculty.length);
  await expect(directory.getByRole('heading', { level: 3 })).toHaveText(faculty.map((f) => f.name));
  const listed = faculty.find((f) => Array.isArray(f.expertise) && f.expertise.length > 0)!;
  const card = directory.getByTestId('faculty-card').filter({ hasText: listed.name });
  await expect(card.getByRole('list', { name: 'Expertise' }).getByRole('listitem')).toHaveCount(
    (listed.expertise as string[]).length,
  );

  const dress = region(page, 'School Dress Code');
  const table = dress.getByRole('table', { name: 'School Dress Code' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Days',
    'Boys / Girls',
    'Classes I-X',
    'Classes XI-XII',
  ]);
  await expect(table.getByRole('rowheader', { name: 'Boys', exact: true })).toHaveCount(2);
  await expect(table.getByRole('rowheader', { name: 'Girls', exact: true })).toHaveCount(2);
  await expect(table.getByRole('rowheader', { name: /Monday/ })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: /Wednesday and Saturday/ })).toBeVisible();
});

test('Academics: the faculty directory filters by department', async ({ page, request }) => {
  const { faculty } = await apiData<{ faculty: Member[] }>(request, `${FACULTY}&department=Science`);
  expect(faculty.length).toBeGreaterThan(0);
  await page.goto('/academics');
  const directory = region(page, 'Faculty Directory');
  const filters = directory.getByRole('group', { name: 'Filter by department' });
  await expect(filters.getByRole('button')).toHaveText([
    'All Departments',
    'Administration',
    'Science',
    'Languages',
    'Mathematics',
    'Primary Education',
    'Technology',
    'Social Studies',
    'Physical Education',
    'Arts',
    'Computer Science',
  ]);
  // A plain GET form: the page comes back with ?department=Science, at the directory.
  await filters.getByRole('button', { name: 'Science', exact: true }).click();
  await expect(page).toHaveURL(/\/academics\?department=Science#faculty$/);
  await expect(filters.getByRole('button', { name: 'Science', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(directory.getByRole('heading', { level: 3 })).toHaveText(faculty.map((f) => f.name));
  await filters.getByRole('button', { name: 'All Departments' }).click();
  await expect(directory.getByTestId('faculty-card')).not.toHaveCount(faculty.length);
});

test('Academics: the empty texts on an empty database', async ({ page }) => {
  await page.goto(`${EMPTY_URL}/academics`);
  await expect(region(page, 'Curriculum Breakdown')).toContainText(
    'No curriculum levels available at the moment.',
  );
  await expect(region(page, 'Faculty Directory')).toContainText(
    'No faculty members available at the moment.',
  );
  await expect(region(page, 'School Dress Code').getByRole('table')).toBeVisible();
});

test('Academics: the error texts when the curriculum and faculty fail to load', async ({ page }) => {
  await failSections(page, { curriculum: 500, faculty: 500 });
  await page.goto('/academics');
  await expectError(region(page, 'Curriculum Breakdown'), [
    'Failed to load curriculum breakdown',
    'Failed to fetch curriculum data',
  ]);
  await expectError(region(page, 'Faculty Directory'), [
    'Failed to load faculty directory',
    'Failed to fetch faculty data',
  ]);
});
