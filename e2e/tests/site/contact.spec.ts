import { expect, test } from '@playwright/test';
import { EMPTY_URL } from '../../playwright.config';
import { apiData, expectError, failSections, region, whatsAppChatHref } from './page-helpers';

interface Contact {
  address: string;
  phone: string;
  email: string;
  officeHours: string;
  whatsapp: string;
  socialLinks: Record<'facebook' | 'instagram' | 'youtube' | 'twitter', string>;
  roadmapImageUrl: string;
}

test('Contact: details, social links, map, road map, Quick Enquiry and chat', async ({ page, request }) => {
  const { contact } = await apiData<{ contact: Contact }>(request, '/contact/public');
  await page.goto('/contact');
  await expect(page).toHaveTitle('Contact Us | S.K.P. Vidya Vihar, Deoghar');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Contact pictures' })).toHaveAttribute(
    'data-hero-state',
    'ready',
  );

  const details = region(page, 'Get in Touch').getByTestId('contact-details');
  await expect(details).toContainText(contact.address);
  await expect(details).toContainText(contact.officeHours);
  const digits = contact.phone.replace(/\D/g, '');
  const phone = details.locator('a[href^="tel:"]');
  await expect(phone).toHaveText(contact.phone.startsWith('+') ? contact.phone : `+${contact.phone}`);
  await expect(phone).toHaveAttribute('href', `tel:+${digits}`);
  await expect(details.getByRole('link', { name: contact.email })).toHaveAttribute(
    'href',
    `mailto:${contact.email}`,
  );

  const social = details.getByRole('navigation', { name: 'Social links' }).getByRole('link');
  const expected = Object.values(contact.socialLinks).filter(Boolean);
  await expect(social).toHaveCount(expected.length);
  for (const [i, href] of expected.entries()) {
    await expect(social.nth(i)).toHaveAttribute('href', href);
    await expect(social.nth(i)).toHaveAttribute('rel', 'noopener noreferrer');
  }

  await expect(region(page, 'Get in Touch').getByRole('heading', { name: 'Quick Enquiry' })).toBeVisible();
  const form = region(page, 'Get in Touch').getByRole('form', { name: 'Quick Enquiry' });
  for (const field of ['Name', 'Email', 'Phone', 'Message'])
    await expect(form.getByLabel(field)).toBeVisible();
  await expect(form.getByRole('button', { name: 'Send Enquiry' })).toBeEnabled();

  const map = region(page, 'Find Us').locator('iframe');
  await expect(map).toHaveAttribute('title', /S\.K\.P\. Vidya Vihar/);
  await expect(map).toHaveAttribute('loading', 'lazy');
  const src = new URL((await map.getAttribute('src'))!);
  expect(src.searchParams.get('q')).toBe('24.4778,86.6877');
  expect(src.searchParams.get('z')).toBe('18');
  const open = region(page, 'Find Us').getByRole('link', { name: 'Open in Maps' });
  await expect(open).toHaveAttribute('href', /24\.4778,86\.6877/);
  await expect(open).toHaveAttribute('target', '_blank');

  const roadmap = region(page, 'School Roadmap').getByRole('img', { name: /Road map/ });
  await expect(roadmap).toHaveAttribute('src', contact.roadmapImageUrl);
  await expect(roadmap).toHaveAttribute('loading', 'lazy');
  await region(page, 'School Roadmap')
    .getByRole('button', { name: 'View the school road map larger' })
    .click();
  const viewer = page.getByRole('dialog', { name: /Road map/ });
  await expect(viewer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  const chat = whatsAppChatHref(contact.whatsapp, {
    title: 'Contact Us',
    url: `${new URL(page.url()).origin}/contact`,
  });
  await expect(page.getByRole('link', { name: 'Chat with us on WhatsApp' })).toHaveAttribute('href', chat);
  // The WhatsApp number in Get in Touch opens the same chat.
  await expect(details.locator('a[href^="https://wa.me/"]')).toHaveAttribute('href', chat);
});

test('Contact: an empty database has no contact details yet; the map still shows', async ({ page }) => {
  await page.goto(`${EMPTY_URL}/contact`);
  await expect(region(page, 'Get in Touch')).toContainText(
    'Contact details are not available at the moment.',
  );
  await expect(region(page, 'Get in Touch').getByRole('alert')).toHaveCount(0);
  await expect(region(page, 'Find Us').getByRole('link', { name: 'Open in Maps' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'School Roadmap' })).toHaveCount(0);
});

test("Contact: 'Failed to load contact information' when the details fail to load", async ({ page }) => {
  await failSections(page, { contact: 500 });
  await page.goto('/contact');
  await expectError(region(page, 'Get in Touch'), ['Failed to load contact information']);
  await expect(region(page, 'Get in Touch').getByRole('heading', { name: 'Quick Enquiry' })).toBeVisible();
});
