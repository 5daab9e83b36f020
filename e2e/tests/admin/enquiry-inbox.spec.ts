import { expect, test } from '@playwright/test';
import { createEditor, signIn } from './fixtures';

test('the enquiry inbox lists a visitor enquiry, shows it in full, marks it handled and exports CSV', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const editor = await createEditor(request);
  const name = `Inbox parent ${Date.now()}`;
  const sent = await request.post('/api/enquiries', {
    data: {
      name,
      email: 'inbox.parent@example.org',
      phone: '98765 43210',
      message: 'Is there a school bus from Jasidih?\nWe live near the station.',
    },
  });
  expect(sent.status()).toBe(201);

  await signIn(page, editor);
  await page.getByRole('menuitem', { name: 'Enquiry inbox' }).click();
  await expect(page).toHaveURL(/\/admin\/enquiries/);
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
    'href',
    /\/api\/admin\/enquiries\.csv/,
  );
  await page.getByPlaceholder('Search name, e-mail, phone, message').fill(name);
  // The search is applied (debounced) before the row is clicked, so the list does not re-render under the click.
  await expect(page).toHaveURL(/filter=.*Inbox/);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('inbox.parent@example.org');
  // Stored values show as words: 'new' reads 'New'.
  await expect(row).toContainText('New');
  await row.getByText(name).click();
  await expect(page).toHaveURL(/\/admin\/enquiries\/[0-9a-f-]+\/show/);

  await expect(page.getByText('Is there a school bus from Jasidih?')).toBeVisible();
  await expect(page.getByRole('link', { name: 'inbox.parent@example.org' })).toHaveAttribute(
    'href',
    'mailto:inbox.parent@example.org',
  );
  await page.getByRole('button', { name: 'Mark handled' }).click();
  await expect(page.getByText('Marked handled')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark as new' })).toBeVisible();

  const stored = await page.request.get(`/api/admin/enquiries?search=${encodeURIComponent(name)}`);
  expect((await stored.json()).data.enquiries[0].status).toBe('handled');
  const csv = await page.request.get(`/api/admin/enquiries.csv?search=${encodeURIComponent(name)}`);
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain(name);
});

test('marking an enquiry handled records who handled it and what was said: in the inbox and the CSV', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const editor = await createEditor(request);
  const name = `Handled parent ${Date.now()}`;
  const sent = await request.post('/api/enquiries', {
    data: {
      name,
      email: 'handled.parent@example.org',
      phone: '98765 11111',
      message: 'Hostel fees for class 6?',
    },
  });
  expect(sent.status()).toBe(201);

  await signIn(page, editor);
  await page.getByRole('menuitem', { name: 'Enquiry inbox' }).click();
  await page.getByPlaceholder('Search name, e-mail, phone, message').fill(name);
  await expect(page).toHaveURL(/filter=.*Handled/);
  await page.getByRole('row').filter({ hasText: name }).getByText(name).click();
  await expect(page).toHaveURL(/\/admin\/enquiries\/[0-9a-f-]+\/show/);

  const note = 'Called back; hostel fee sheet sent on WhatsApp';
  await page.getByLabel('What was said (a short note)').fill(note);
  await page.getByRole('button', { name: 'Mark handled' }).click();
  await expect(page.getByText('Marked handled')).toBeVisible();
  // Who handled it is the signed-in editor, filled in by the server.
  await expect(page.getByTestId('enquiry-handled')).toContainText('Handled by: Office Editor');
  await expect(page.getByTestId('enquiry-handled')).toContainText(`What was said: ${note}`);

  await page.getByRole('menuitem', { name: 'Enquiry inbox' }).click();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Office Editor');
  await expect(row).toContainText(note);

  const csv = await page.request.get(`/api/admin/enquiries.csv?search=${encodeURIComponent(name)}`);
  const [header, line] = (await csv.text()).replace('\uFEFF', '').split('\r\n');
  expect(header).toContain('"Handled by","Handled at","Note"');
  expect(line).toContain('"Office Editor"');
  expect(line).toContain(`"${note}"`);
});
