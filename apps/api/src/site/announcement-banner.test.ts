import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionFor } from '../test/auth-helpers';
import { siteRendererFromSource } from '../test/site-renderer-from-source';
import { createTestApp, type TestApp } from '../test/test-app';
import { ANNOUNCEMENT_DISMISSAL_SCRIPT } from '../lib/announcement-dismissal-script';
import type { SiteRenderer } from './site-renderer';

let renderer: SiteRenderer;
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  renderer = await siteRendererFromSource();
  // Production: the page cache is on (it is off in tests otherwise).
  t = await createTestApp({ siteRenderer: renderer, env: { NODE_ENV: 'production' } });
  cookie = await sessionFor(t, 'editor');
});
afterAll(async () => {
  await t.close();
});

const PAGES = [
  '/',
  '/about',
  '/academics',
  '/admissions',
  '/campus',
  '/contact',
  '/baby-steps',
  '/gallery/games-sports',
  '/mandatory-public-disclosure',
];

async function html(url: string): Promise<string> {
  const response = await t.app.inject({ url });
  expect(response.statusCode).toBe(200);
  return response.body;
}

async function announce(fields: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/announcements',
    headers: { cookie },
    payload: fields,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.item as { _id: string; version: number };
}

/** After a write the next scheduled change is looked up again; until then nothing is kept. */
async function scheduleKnown() {
  const deadline = Date.now() + 5000;
  while (t.app.contentVersion.nextChangeAt === 0 && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 10));
}

function bannerOf(page: string, level: string): string {
  const match = page.match(
    new RegExp(`<div[^>]*data-level="${level}"[^>]*>.*?</p>(<button[^>]*>.*?</button>)?</div>`),
  );
  return match?.[0] ?? '';
}

describe('the announcement banner in the server-rendered pages', () => {
  it('the active info banner is in the first HTML of every page: role status, its link, a dismiss button keyed by id and version', async () => {
    const [seeded] = (await t.app.inject({ url: '/api/announcements' })).json().data.announcements;
    for (const path of PAGES) {
      const page = await html(path);
      const banner = bannerOf(page, 'info');
      expect(banner, path).toContain('role="status"');
      expect(banner).toContain(`data-announcement-key="${seeded._id}:${seeded.version}"`);
      expect(banner).toContain('Admissions for 2024-25 are open');
      expect(banner).toContain('<a href="/admissions"');
      expect(banner).toContain('aria-label="Dismiss this announcement"');
      // Right after the header, before <main>.
      expect(page).toMatch(/<aside[^>]*aria-label="Announcements"[^>]*data-announcements=""/);
      expect(page.indexOf('data-announcements')).toBeGreaterThan(page.indexOf('<header'));
      expect(page.indexOf('data-announcements')).toBeLessThan(page.indexOf('<main'));
      expect(page).toContain(`<script>${ANNOUNCEMENT_DISMISSAL_SCRIPT}</script>`);
    }
  });

  it('an urgent banner is role alert with no dismiss button, listed before the info one', async () => {
    await announce({
      level: 'urgent',
      text: 'School closed today: heavy rain.',
      startsAt: new Date(Date.now() - 1000).toISOString(),
      endsAt: new Date(Date.now() + 60 * 60_000).toISOString(),
    });
    await scheduleKnown();
    const page = await html('/about');
    const urgent = bannerOf(page, 'urgent');
    expect(urgent).toContain('role="alert"');
    expect(urgent).toContain('School closed today: heavy rain.');
    expect(urgent).not.toContain('<button');
    expect(page.indexOf('data-level="urgent"')).toBeLessThan(page.indexOf('data-level="info"'));
  });

  it('a cached page is not kept past an announcement start: it shows the banner from its start time', async () => {
    await html('/campus');
    // Far enough ahead that two renders on a busy machine still come before it.
    const startsAt = new Date(Date.now() + 4000);
    await announce({
      level: 'important',
      text: 'Sports day moved to Monday.',
      startsAt: startsAt.toISOString(),
      // Long enough that a render on a busy machine, started just after the start, ends before the end.
      endsAt: new Date(startsAt.getTime() + 6000).toISOString(),
    });
    await scheduleKnown();
    expect(t.app.contentVersion.nextChangeAt).toBe(startsAt.getTime());
    const before = await t.app.inject({ url: '/campus' });
    expect(before.body).not.toContain('Sports day moved to Monday.');
    // The same page again is the kept copy (same ETag), until the start time.
    expect((await t.app.inject({ url: '/campus' })).headers.etag).toBe(before.headers.etag);
    await new Promise((r) => setTimeout(r, startsAt.getTime() - Date.now() + 50));
    expect(await html('/campus')).toContain('Sports day moved to Monday.');
    await scheduleKnown();
    // ...and not past its end.
    await new Promise((r) => setTimeout(r, startsAt.getTime() + 6000 - Date.now() + 50));
    expect(await html('/campus')).not.toContain('Sports day moved to Monday.');
  });

  it("the Hindi pages show a banner's Hindi text (English marked lang=\"en\" where there is none); 'End now' takes it off every page at once", async () => {
    const item = await announce({
      level: 'important',
      text: 'School closed on Monday.',
      // From now: the previous test's important banner ended a moment ago.
      startsAt: new Date().toISOString(),
      endsAt: new Date(Date.now() + 60 * 60_000).toISOString(),
    });
    const hindi = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/translations/announcements/${item._id}/hi`,
      headers: { cookie },
      payload: { values: { text: 'सोमवार को विद्यालय बंद रहेगा।' } },
    });
    expect(hindi.statusCode).toBe(200);
    await scheduleKnown();
    const hindiPage = await html('/hi/about');
    expect(bannerOf(hindiPage, 'important')).toContain('<span>सोमवार को विद्यालय बंद रहेगा।</span>');
    expect(bannerOf(hindiPage, 'important')).not.toContain('School closed on Monday.');
    // The seeded info banner has no Hindi: its English is marked so.
    expect(bannerOf(hindiPage, 'info')).toMatch(
      /<a href="\/admissions"[^>]*lang="en"[^>]*>Admissions for 2024-25/,
    );
    expect(bannerOf(await html('/about'), 'important')).toContain('<span>School closed on Monday.</span>');

    const ended = await t.app.inject({
      method: 'POST',
      url: `/api/admin/announcements/${item._id}/end`,
      headers: { cookie },
    });
    expect(ended.statusCode).toBe(200);
    expect(ended.json().data.item).toMatchObject({ state: 'past', version: item.version + 1 });
    expect(bannerOf(await html('/about'), 'important')).toBe('');
    expect(bannerOf(await html('/hi/about'), 'important')).toBe('');
  });
});

describe('WhatsApp chat links', () => {
  const origin = () => t.config.publicUrl.replace(/\/$/, '');
  const chatHref = (title: string, path: string) =>
    `https://wa.me/919876543210?text=${encodeURIComponent(`Hello, I have a question about ${title} (${origin()}${path})`)}`;
  const escaped = (href: string) => href.replaceAll('&', '&amp;');

  it.each([
    ['/', 'Home', '/'],
    ['/about', 'About Us', '/about'],
    ['/contact', 'Contact Us', '/contact'],
  ])('the floating chat button on %s opens a chat naming the page', async (path, title, canonical) => {
    const page = await html(path);
    const button = page.match(/<a[^>]*aria-label="Chat with us on WhatsApp"[^>]*>/)?.[0] ?? '';
    expect(button).toContain(`href="${escaped(chatHref(title, canonical))}"`);
  });

  it.each([
    ['/hi', 'मुख्य पृष्ठ', '/hi'],
    ['/hi/about', 'हमारे बारे में', '/hi/about'],
  ])(
    'on the Hindi page %s the chat opens in Hindi naming the page in Hindi',
    async (path, title, canonical) => {
      const page = await html(path);
      const button = page.match(/<a[^>]*href="https:\/\/wa\.me\/91[^"]*"[^>]*>/)?.[0] ?? '';
      const hindi = `https://wa.me/919876543210?text=${encodeURIComponent(`नमस्ते, मेरा ${title} के बारे में एक प्रश्न है (${origin()}${canonical})`)}`;
      expect(button).toContain(`href="${escaped(hindi)}"`);
    },
  );

  it("the Contact page's WhatsApp link opens the same chat", async () => {
    const page = await html('/contact');
    const links = page.match(/href="https:\/\/wa\.me\/[^"]*"/g) ?? [];
    expect(links.length).toBe(2);
    expect(new Set(links)).toEqual(new Set([`href="${escaped(chatHref('Contact Us', '/contact'))}"`]));
  });
});
