import { expect, test } from '@playwright/test';
import { createEditor, E2E_ADMIN, openMenu, signIn, signInQuietly, VIEWPORTS, watchErrors } from './fixtures';

for (const screen of VIEWPORTS) {
  test.describe(screen.name, () => {
    test.use(screen.use);

    test('loading /admin signed out and signing out log no 401 and no console error', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const editor = await createEditor(request);
      const errors = watchErrors(page);
      await page.goto('/admin');
      await expect(page.getByRole('heading', { name: 'S.K.P. Vidya Vihar admin' })).toBeVisible();
      await signIn(page, editor);
      await page.getByRole('button', { name: 'Profile' }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
      expect(errors).toEqual([]);
    });

    test('an admin resets an editor’s password from Accounts; the editor signs in with it', async ({
      page,
      browser,
      request,
    }) => {
      test.setTimeout(90_000);
      const editor = await createEditor(request);
      await signInQuietly(page, E2E_ADMIN);
      await page.goto('/admin');
      await openMenu(page, 'Accounts', 'Accounts', screen.phone);
      await page.getByText(editor.email).click();
      const newPassword = `Fresh-start-${screen.phone ? 'phone' : 'desk'}-4821`;
      await page.getByLabel('Reset password: type a new one (leave empty to keep)').fill(newPassword);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Account saved')).toBeVisible();

      const other = await (await browser.newContext({ serviceWorkers: 'block' })).newPage();
      const old = await other.request.post('/api/auth/login', { data: editor });
      expect(old.status()).toBe(401);
      await signIn(other, { email: editor.email, password: newPassword });
      await other.context().close();
    });

    test('an editor locked out by wrong-case tries signs in with the password an admin resets', async ({
      page,
      browser,
      request,
    }) => {
      test.setTimeout(120_000);
      const editor = await createEditor(request);
      // The editor, at the sign-in page with Caps Lock on: told so, then locked out by the tries.
      const clerk = await (await browser.newContext({ serviceWorkers: 'block', ...screen.use })).newPage();
      await clerk.goto('/admin');
      await clerk.getByLabel('E-mail').fill(editor.email);
      const password = clerk.getByLabel('Password');
      await password.click();
      await expect(clerk.getByText('Caps Lock is on')).toHaveCount(0);
      // Chromium under test has no Caps Lock key state to toggle: the key events say it, as a keyboard's do.
      await password.dispatchEvent('keydown', { key: 'N', code: 'KeyN', modifierCapsLock: true });
      await expect(clerk.getByText('Caps Lock is on')).toBeVisible();
      await password.dispatchEvent('keydown', { key: 'n', code: 'KeyN', modifierCapsLock: false });
      await expect(clerk.getByText('Caps Lock is on')).toHaveCount(0);
      for (let tries = 0; tries < 5; tries++) {
        await password.fill(editor.password.toUpperCase());
        await clerk.getByRole('button', { name: 'Sign in' }).click();
        await expect(clerk.getByRole('alert')).toHaveText('Wrong e-mail address or password');
      }
      await password.fill(editor.password);
      await clerk.getByRole('button', { name: 'Sign in' }).click();
      await expect(clerk.getByRole('alert')).toContainText('Please wait 15 minutes');

      // The admin sets a new password under Accounts.
      await signInQuietly(page, E2E_ADMIN);
      await page.goto('/admin');
      await openMenu(page, 'Accounts', 'Accounts', screen.phone);
      await page.getByText(editor.email).click();
      const newPassword = `Unlocked-${screen.phone ? 'phone' : 'desk'}-7314`;
      await page.getByLabel('Reset password: type a new one (leave empty to keep)').fill(newPassword);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Account saved')).toBeVisible();

      // The editor, on the same page, signs in with it at once.
      await password.fill(newPassword);
      await clerk.getByRole('button', { name: 'Sign in' }).click();
      await expect(clerk.getByRole('heading', { name: 'Welcome to the website admin' })).toBeVisible();
      await clerk.context().close();
    });

    test("an admin's Unlock lets a locked-out editor sign in with their own password", async ({
      page,
      browser,
      request,
    }) => {
      test.setTimeout(120_000);
      const editor = await createEditor(request);
      const clerk = await (await browser.newContext({ serviceWorkers: 'block', ...screen.use })).newPage();
      for (let tries = 0; tries < 5; tries++)
        expect(
          (await clerk.request.post('/api/auth/login', { data: { ...editor, password: 'not-it' } })).status(),
        ).toBe(401);
      expect((await clerk.request.post('/api/auth/login', { data: editor })).status()).toBe(429);

      await signInQuietly(page, E2E_ADMIN);
      await page.goto('/admin');
      await openMenu(page, 'Accounts', 'Accounts', screen.phone);
      await page.getByText(editor.email).click();
      await page.getByRole('button', { name: 'Unlock sign-in' }).click();
      await expect(page.getByText(`Sign-in unlocked: ${editor.email} can sign in again now`)).toBeVisible();

      await signIn(clerk, editor);
      await clerk.context().close();
    });

    test('forgot password on the sign-in page: without a mail server it says who can help', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.goto('/admin');
      await page.getByRole('button', { name: 'Forgot your password?' }).click();
      await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
      await expect(page.getByRole('status')).toHaveText(
        'Ask an admin of the website to set a new password for you: they can do it under Accounts.',
      );
      await page.getByRole('button', { name: 'Back to sign in' }).click();
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
      // A reset link that is not valid (or used up) says so in words.
      await page.goto('/admin/reset-password?token=this-token-was-never-issued-0123456789');
      await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Monsoon-timetable-2031');
      await page.getByLabel('Repeat the new password').fill('Monsoon-timetable-2031');
      await page.getByRole('button', { name: 'Set the new password' }).click();
      await expect(page.getByRole('alert')).toHaveText(
        'This link has expired or has already been used. Ask for a new one from the sign-in page.',
      );
    });
  });
}

test('an admin gives a colleague an account; she signs in, changes a fee on the Admissions page, parents see it, the admin finds her change in the audit log, and she changes her own password', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const colleague = { email: `fees-clerk-${Date.now()}@skp.test`, password: 'Admission-desk-2031' };

  // Accounts > Accounts > Create: E-mail, Role, Password; Save.
  await signInQuietly(page, E2E_ADMIN);
  await page.goto('/admin');
  await openMenu(page, 'Accounts', 'Accounts', false);
  await page.getByRole('link', { name: 'Create' }).click();
  await page.getByLabel(/^E-mail/).fill(colleague.email);
  await page.getByLabel('Name').fill('Fees Clerk');
  await page.getByLabel(/^Role/).click();
  await page.getByRole('option', { name: 'Editor' }).click();
  await page.getByLabel(/^Password/).fill(colleague.password);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Account created')).toBeVisible();

  // She signs in on her own computer with what she was told.
  const clerk = await (await browser.newContext({ serviceWorkers: 'block' })).newPage();
  await signIn(clerk, colleague);

  // Admissions > Fee structure: a row opens it; the monthly fee changed; Save.
  await openMenu(clerk, 'Admissions', 'Fee structure', false);
  const firstRow = clerk.locator('tbody tr').first();
  await expect(firstRow).toBeVisible();
  await firstRow.click();
  const level = await clerk.getByLabel('Level *').inputValue();
  const form = clerk.url();
  const monthly = clerk.getByLabel('Monthly fee (₹) *');
  const before = Number(await monthly.inputValue());
  const after = before + 150;
  const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;
  await monthly.fill(String(after));
  await clerk.getByRole('button', { name: 'Save' }).click();
  await expect(clerk.getByText('Fee structure saved')).toBeVisible();

  try {
    // What a parent sees on the Admissions page.
    const parent = await (await browser.newContext({ serviceWorkers: 'block' })).newPage();
    await parent.goto('/admissions');
    const card = parent
      .getByRole('region', { name: 'Fee Structure' })
      .getByTestId('fee-card')
      .filter({ hasText: rupees(after) });
    await expect(card).toHaveCount(1);
    await parent.context().close();

    // Accounts > Audit log, 'Entity (e.g. notice)': fee. Her change, with the fee before and after.
    await openMenu(page, 'Accounts', 'Audit log', false);
    await page.getByLabel('Entity (e.g. notice)').fill('fee');
    const entry = page.getByRole('row').filter({ hasText: colleague.email }).first();
    await expect(entry).toBeVisible();
    await expect(entry).toContainText('update');
    await expect(entry).toContainText(`"level":"${level}"`);
    await expect(entry).toContainText(`"monthlyFee":${before}`);
    await expect(entry).toContainText(`"monthlyFee":${after}`);

    // Accounts > Change password: her own, from what she was told to one only she knows.
    await openMenu(clerk, 'Accounts', 'Change password', false);
    await expect(clerk).toHaveURL(/\/admin\/password$/);
    const own = 'Kept-in-my-head-8462';
    await clerk.getByLabel('Current password').fill(colleague.password);
    await clerk.getByRole('textbox', { name: 'New password', exact: true }).fill(own);
    await clerk.getByLabel('Repeat the new password').fill(own);
    await clerk.getByRole('button', { name: 'Change password' }).click();
    await expect(
      clerk.getByText('Your password has been changed; other devices have been signed out'),
    ).toBeVisible();
    // The next day, on another computer: the told password no longer works, her own does.
    const nextDay = await (await browser.newContext({ serviceWorkers: 'block' })).newPage();
    await nextDay.goto('/admin');
    await nextDay.getByLabel('E-mail').fill(colleague.email);
    await nextDay.getByLabel('Password').fill(colleague.password);
    await nextDay.getByRole('button', { name: 'Sign in' }).click();
    await expect(nextDay.getByRole('alert')).toHaveText('Wrong e-mail address or password');
    await signIn(nextDay, { email: colleague.email, password: own });
    await nextDay.context().close();
  } finally {
    await clerk.goto(form);
    await clerk.getByLabel('Monthly fee (₹) *').fill(String(before));
    await clerk.getByRole('button', { name: 'Save' }).click();
    await expect(clerk.getByText('Fee structure saved').first()).toBeVisible();
    await clerk.context().close();
  }
});
