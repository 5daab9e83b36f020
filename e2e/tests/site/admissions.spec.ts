import { expect, test } from '@playwright/test';
import { EMPTY_URL } from '../../playwright.config';
import { apiData, expectError, failSections, region } from './page-helpers';

interface Fee {
  level: string;
  admissionFee: number;
  monthlyFee: number;
  annualFee: number;
  otherCharges: number;
  featured: boolean;
}
interface Admission {
  portalUrl: string;
  ageRequirements: Record<'prePrimary' | 'primary' | 'secondary' | 'seniorSecondary', string>;
  documentsRequired: string[];
  academicRequirements: string[];
}

const FEES = '/fees?limit=100&sortBy=displayOrder&sortOrder=asc';
const rupees = (n: number) => `₹${new Intl.NumberFormat('en-IN').format(n)}`;
const APPLY = 'Apply Online (opens the registration portal in a new tab)';

test('Admissions: hero Apply, steps, requirements, dress code, fees and the second Apply', async ({
  page,
  request,
}) => {
  const { admission } = await apiData<{ admission: Admission }>(request, '/admission/info');
  const { feeStructures } = await apiData<{ feeStructures: Fee[] }>(request, FEES);
  expect(feeStructures.some((f) => f.featured)).toBe(true);

  await page.goto('/admissions');
  await expect(page).toHaveTitle('Admissions | S.K.P. Vidya Vihar, Deoghar');
  await expect(page.getByRole('heading', { level: 1, name: 'Admissions' })).toBeVisible();

  // Both Apply buttons open the external portal in a new tab without an opener.
  const apply = page.getByRole('link', { name: APPLY });
  await expect(apply).toHaveCount(2);
  for (const link of await apply.all()) {
    await expect(link).toHaveAttribute('href', admission.portalUrl);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await expect(
    page.getByRole('region', { name: 'Admissions pictures' }).getByRole('link', { name: APPLY }),
  ).toBeVisible();
  await expect(region(page, 'Ready to Apply?').getByRole('link', { name: APPLY })).toBeVisible();
  await expect(
    region(page, 'Ready to Apply?').getByRole('heading', { name: 'Admission Enquiry' }),
  ).toBeVisible();
  await expect(
    region(page, 'Ready to Apply?').getByRole('form', { name: 'Admission Enquiry' }),
  ).toBeVisible();

  const steps = region(page, 'Admission Process').getByTestId('admission-step');
  await expect(steps).toHaveCount(5);
  const titles = [
    'Application Submission',
    'Document Verification',
    'Entrance Assessment',
    'Interview',
    'Admission Confirmation',
  ];
  for (const [i, title] of titles.entries()) {
    await expect(steps.nth(i)).toContainText(title);
    if (i === 0) await expect(steps.nth(i)).toHaveAttribute('aria-current', 'step');
    else await expect(steps.nth(i)).not.toHaveAttribute('aria-current', /.*/);
  }

  const requirements = region(page, 'Admission Requirements');
  await expect(requirements.getByTestId('requirement-card').getByRole('heading', { level: 3 })).toHaveText([
    'Age Requirements',
    'Documents Required',
    'Academic Requirements',
  ]);
  await expect(requirements).toContainText(admission.ageRequirements.seniorSecondary);
  await expect(requirements).toContainText('Senior Secondary');
  for (const line of [...admission.documentsRequired, ...admission.academicRequirements]) {
    await expect(requirements.getByText(line, { exact: true })).toBeVisible();
  }

  await expect(
    region(page, 'School Dress Code').getByRole('table', { name: 'School Dress Code' }),
  ).toBeVisible();

  const cards = region(page, 'Fee Structure').getByTestId('fee-card');
  await expect(cards).toHaveCount(feeStructures.length);
  for (const [i, fee] of feeStructures.entries()) {
    const card = cards.nth(i);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(
      fee.level === 'Higher Secondary' ? 'Senior Secondary' : fee.level,
    );
    for (const amount of [fee.admissionFee, fee.monthlyFee, fee.annualFee, fee.otherCharges]) {
      await expect(card).toContainText(rupees(amount));
    }
    await expect(card).toHaveAttribute('data-featured', String(fee.featured));
    await expect(card.getByText('Featured', { exact: true })).toHaveCount(fee.featured ? 1 : 0);
  }
  // Indian grouping: lakhs, not millions.
  const big = feeStructures.find((f) => f.annualFee >= 100_000);
  if (big) await expect(region(page, 'Fee Structure')).toContainText(rupees(big.annualFee));
  expect(rupees(125000)).toBe('₹1,25,000');
});

test('Admissions: the empty texts on an empty database', async ({ page }) => {
  await page.goto(`${EMPTY_URL}/admissions`);
  await expect(region(page, 'Admission Requirements')).toContainText(
    'No admission requirements available at the moment.',
  );
  await expect(region(page, 'Fee Structure')).toContainText('No fee structure available at the moment.');
  await expect(region(page, 'Admission Process').getByTestId('admission-step')).toHaveCount(5);
});

test('Admissions: the error texts when the requirements and fees fail to load', async ({ page }) => {
  await failSections(page, { admission: 500, fees: 500 });
  await page.goto('/admissions');
  await expectError(region(page, 'Admission Requirements'), ['Failed to load admission requirements']);
  await expectError(region(page, 'Fee Structure'), ['Failed to load fee structure']);
  await expect(region(page, 'School Dress Code').getByRole('table')).toBeVisible();
});
