import { expect, test, type Dialog } from '@playwright/test';
import { createEditor, openMenu, signInQuietly, VIEWPORTS } from './fixtures';

for (const screen of VIEWPORTS) {
  test.describe(screen.name, () => {
    test.use(screen.use);

    test('leaving a changed form asks first: a menu click, another language and a reload', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const editor = await createEditor(request);
      await signInQuietly(page, editor);
      await page.goto('/admin/notices/create');
      await page.getByLabel('Title *').fill('Half-typed notice');

      const dialogs: Dialog[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog);
        void dialog.dismiss();
      });
      // A menu click: the question, and staying keeps the text.
      await openMenu(page, 'Notices and events', 'Events', screen.phone);
      await expect.poll(() => dialogs.length).toBe(1);
      expect(dialogs[0]!.type()).toBe('confirm');
      expect(dialogs[0]!.message()).toBe('Your changes are not saved yet. Leave this page and lose them?');
      await expect(page).toHaveURL(/\/admin\/notices\/create$/);
      await expect(page.getByLabel('Title *')).toHaveValue('Half-typed notice');
      if (screen.phone) await page.keyboard.press('Escape');

      // Another language draws every screen again: the same question first, and staying keeps the text.
      await page.getByRole('button', { name: 'English', exact: true }).click();
      await page.getByRole('menuitem', { name: 'हिन्दी' }).click();
      await expect.poll(() => dialogs.length).toBe(2);
      expect(dialogs[1]!.type()).toBe('confirm');
      expect(dialogs[1]!.message()).toBe(
        'Your changes are not saved yet. Change the language and lose them?',
      );
      await expect(page.getByLabel('Title *')).toHaveValue('Half-typed notice');
      await expect(page.getByRole('button', { name: 'English', exact: true })).toBeVisible();

      // A reload or closing the tab: the browser's own question (beforeunload).
      await page.close({ runBeforeUnload: true });
      await expect.poll(() => dialogs.length).toBe(3);
      expect(dialogs[2]!.type()).toBe('beforeunload');
      expect(page.isClosed()).toBe(false);
    });

    test('contact details: no Delete, WhatsApp follows the phone, saved in plain words, and the new number is on the site', async ({
      page,
      browser,
      request,
    }) => {
      test.setTimeout(90_000);
      const editor = await createEditor(request);
      await signInQuietly(page, editor);
      await page.goto('/admin');
      await openMenu(page, 'Settings', 'Contact details', screen.phone);
      await expect(page.getByLabel('Address *')).toHaveValue(/Deoghar/);
      await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
      await expect(page.getByTestId('where-it-shows')).toContainText('Contact page');

      const same = page.getByLabel('WhatsApp number: same as phone');
      await expect(same).toBeChecked();
      const phone = page.getByLabel('Phone *');
      const whatsapp = page.getByLabel('WhatsApp number (chat button)');
      const original = await phone.inputValue();
      await phone.fill('+91 6432 200000');
      await expect(whatsapp).toHaveValue('+91 6432 200000');
      const latitude = page.getByLabel('Latitude *');
      const longitude = page.getByLabel('Longitude *');
      await expect(latitude).toHaveValue('24.4778');
      await expect(longitude).toHaveValue('86.6877');
      if (screen.phone) {
        // On the phone the form is checked without saving (the desktop run saves and restores).
        await phone.fill(original);
        await expect(whatsapp).toHaveValue(original);
        return;
      }
      try {
        // The school's gate, a few metres east: the map and the structured data follow.
        await longitude.fill('86.6901');
        await page.getByRole('button', { name: 'Save' }).click();
        await expect(page.getByText('Contact details saved')).toBeVisible();
        const saved = await page.request.get(`/api/contact/public?_=${Date.now()}`);
        expect((await saved.json()).data.contact.whatsapp).toBe('+91 6432 200000');

        // What a parent sees at once: the Contact page's number and WhatsApp chat, in both
        // editions, the floating chat button and the footer of every page.
        const parent = await (await browser.newContext({ serviceWorkers: 'block' })).newPage();
        const chat = /^https:\/\/wa\.me\/916432200000\?text=/;
        for (const path of ['/contact', '/hi/contact']) {
          await parent.goto(path);
          const details = parent.getByTestId('contact-details');
          await expect(details.locator('a[href^="tel:"]')).toHaveText('+91 6432 200000');
          await expect(details.locator('a[href^="tel:"]')).toHaveAttribute('href', 'tel:+916432200000');
          await expect(details.locator('a[href^="https://wa.me/"]')).toHaveAttribute('href', chat);
          await expect(parent.getByRole('contentinfo').locator('a[href^="tel:"]')).toHaveText(
            '+91 6432 200000',
          );
        }
        await parent.goto('/contact');
        await expect(parent.locator('#map iframe')).toHaveAttribute('src', /maps\?q=24\.4778,86\.6901&z=18&/);
        await expect(parent.getByRole('link', { name: 'Open in Maps' })).toHaveAttribute(
          'href',
          /query=24\.4778,86\.6901$/,
        );
        await parent.goto('/about');
        await expect(parent.getByRole('link', { name: 'Chat with us on WhatsApp' })).toHaveAttribute(
          'href',
          chat,
        );
        await expect(parent.getByRole('contentinfo').locator('a[href^="tel:"]')).toHaveAttribute(
          'href',
          'tel:+916432200000',
        );
        await parent.context().close();
      } finally {
        await phone.fill(original);
        await expect(whatsapp).toHaveValue(original);
        await longitude.fill('86.6877');
        await page.getByRole('button', { name: 'Save' }).click();
        await expect(page.getByText('Contact details saved').first()).toBeVisible();
      }
    });

    test('the enquiry inbox says once that e-mail is not set up, not "pending" on every row', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const editor = await createEditor(request);
      await signInQuietly(page, editor);
      await page.goto('/admin');
      await openMenu(page, 'Enquiries', 'Enquiry inbox', screen.phone);
      await expect(page.getByTestId('mail-not-set-up')).toHaveText(
        "E-mail delivery is not set up: every enquiry is kept here. To receive them by e-mail as well, ask the person who looks after the website's server to set up e-mail sending.",
      );
      await expect(page.getByTestId('mail-not-set-up')).toHaveCount(1);
      await expect(page.getByText(/pending/i)).toHaveCount(0);
      await expect(page.getByText(/\battempts?\b/i)).toHaveCount(0);
    });
  });
}
