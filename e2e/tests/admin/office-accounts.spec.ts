import { expect, test } from '@playwright/test';
import { createEditor, E2E_ADMIN, openMenu, signIn, signInQuietly, VIEWPORTS, watchErrors } from './fixtures';

for (const screen of VIEWPORTS) {
  test.describe(screen.name, () => {
    test.use(screen.use);

    test('loading /admin signed out and signing out log no 401 and no console error', async ({
      page,
      request,
    }) => {
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
      const editor = await createEditor(request);
      await signInQuietly(page, E2E_ADMIN);
      await page.goto('/admin');
      await openMenu(page, 'Accounts', 'Accounts', screen.phone);
      await page.getByText(editor.email).click();
      const newPassword = `Fresh-start-${screen.phone ? 'phone' : 'desk'}-4821`;
      await page.getByLabel('Reset password: type a new one (leave empty to keep)').fill(newPassword);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Account saved')).toBeVisible();

      const other = await browser.newPage();
      const old = await other.request.post('/api/auth/login', { data: editor });
      expect(old.status()).toBe(401);
      await signIn(other, { email: editor.email, password: newPassword });
      await other.close();
    });
  });
}
