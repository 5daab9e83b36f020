import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { LOCALES, crestDataUrl, crestUrl, localePath, publicPages } from '@skp/shared';
import { adminDocument } from '../../plugins/web';
import { FICTIONAL_CONTACT, FICTIONAL_SCHOOL } from '../../seed/fictional/fictional-school';
import { createAccount } from '../../test/auth-helpers';
import { siteRendererFromSource } from '../../test/site-renderer-from-source';
import { startSmtpTestServer, type SmtpTestServer } from '../../test/smtp-test-server';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The school as data: a fictional school's settings in an empty database (the second seed set). What
 * a visitor or staff member receives (the bytes of each answer: pages of both editions, feed,
 * calendar, sitemap, share picture, e-mail) names that school and never the demo school; wings
 * switched off have no page, menu entry or sitemap entry.
 */
const DEMO_NAMES = /Vidya Vihar|SKP|S\.K\.P|Deoghar|विद्या विहार|देवघर|एस\.के\.पी/;
/** The demo school's place on the map (Contact page, structured data). */
const DEMO_PLACE = /24\.4778|86\.6877/;

let t: TestApp;
let smtp: SmtpTestServer;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await createTestApp({
    seeded: false,
    siteRenderer: await siteRendererFromSource(),
    env: { SMTP_URL: smtp.url },
  });
  const { user } = await createAccount(t, 'admin');
  const office = { id: user._id, email: user.email, name: user.name, role: user.role };
  await t.app.services.school.admin.put(FICTIONAL_SCHOOL, office);
  await t.app.services.contact.admin.put(FICTIONAL_CONTACT, office);
}, 120_000);
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function get(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.body, headers: response.headers };
}

/** What a visitor receives: the body and the headers (technical names aside: none are kept). */
function received(answer: { body: string; headers: Record<string, unknown> }) {
  return `${JSON.stringify(answer.headers)}\n${answer.body}`;
}

describe('a fictional school (a second seed set)', () => {
  it('every page of both editions names it and never the demo school', async () => {
    const paths = publicPages()
      .map((page) => page.path)
      .filter((path) => path !== '/cricket-academy');
    for (const locale of LOCALES) {
      for (const path of [...paths, '/no-such-page']) {
        const url = localePath(path, locale);
        const answer = await get(url);
        expect(answer.status, url).toBe(path === '/no-such-page' ? 404 : 200);
        expect(received(answer), url).not.toMatch(DEMO_NAMES);
        expect(answer.body, url).not.toMatch(DEMO_PLACE);
        expect(answer.body, url).not.toContain('{{');
      }
    }
    const home = await get('/');
    expect(home.body).toContain('<title>Greenfield Public School, Lakeside</title>');
    expect(home.body).toContain('GREENFIELD PUBLIC SCHOOL');
    expect(home.body).toContain('RUN BY THE GREENFIELD EDUCATION SOCIETY');
    expect(home.body).toContain('"name":"Greenfield Public School"');
    expect(home.body).toContain('--primary:#0b5394');
    expect(home.body).toContain('<meta name="theme-color" content="#0b5394" />');
    const hindi = await get('/hi');
    expect(hindi.body).toContain('ग्रीनफ़ील्ड पब्लिक स्कूल, लेकसाइड');
    const nursery = await get('/baby-steps');
    expect(nursery.body).toContain('LITTLE SPROUTS');
    expect(nursery.body).toContain('THE NURSERY OF GREENFIELD PUBLIC SCHOOL');
    // Its own place: the Contact page's map and Home's structured data.
    expect((await get('/contact')).body).toContain('maps?q=23.3441,85.3096&amp;z=16&amp;output=embed');
    expect(home.body).toContain('"latitude":23.3441,"longitude":85.3096');
  });

  it('a wing switched off has no page, no menu entry and no sitemap entry', async () => {
    for (const url of ['/cricket-academy', '/hi/cricket-academy', '/wings/cricket-academy']) {
      expect((await get(url)).status, url).toBe(404);
    }
    const home = await get('/');
    expect(home.body).not.toContain('href="/cricket-academy"');
    expect(home.body).not.toContain('href="/wings/cricket-academy"');
    expect(home.body).toContain('href="/baby-steps"');
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.body).not.toMatch(/<loc>http:\/\/localhost:3000(\/hi)?\/cricket-academy<\/loc>/);
    expect(sitemap.body).toContain('<loc>http://localhost:3000/baby-steps</loc>');
  });

  it('the feed, the calendar and the share pictures name it', async () => {
    const feed = await get('/notices.rss');
    expect(feed.status).toBe(200);
    expect(feed.body).toContain('Notices - Greenfield Public School, Lakeside');
    const calendar = await get('/events.ics');
    expect(calendar.status).toBe(200);
    expect(calendar.body).toContain('Greenfield Public School events');
    expect(String(calendar.headers['content-disposition'])).toContain('greenfield-public-school-events.ics');
    for (const answer of [feed, calendar, await get('/robots.txt'), await get('/api/school')]) {
      expect(received(answer)).not.toMatch(DEMO_NAMES);
    }
    const card = await t.app.inject({ method: 'GET', url: '/og-image.png' });
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('image/png');
  });

  it('the password e-mail (a real SMTP server) names it and never the demo school', async () => {
    const { email } = await createAccount(t, 'editor');
    const before = smtp.mails.length;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email },
    });
    expect(response.statusCode).toBe(202);
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    expect(mail!.parsed.subject).toBe('Set a new password for the Greenfield Public School website admin');
    expect(mail!.parsed.from?.text).toContain('Greenfield Public School website');
    const raw = `${mail!.parsed.subject}\n${mail!.parsed.from?.text}\n${mail!.parsed.text}`;
    expect(raw).not.toMatch(DEMO_NAMES);
  });

  it('the manifest, crest, home-screen icons and the admin page name and draw it', async () => {
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(received(manifest)).not.toMatch(DEMO_NAMES);
    const app = JSON.parse(manifest.body) as {
      name: string;
      short_name: string;
      theme_color: string;
      icons: { src: string }[];
    };
    expect([app.name, app.short_name, app.theme_color]).toEqual([
      'Greenfield Public School',
      'Greenfield',
      '#0b5394',
    ]);
    for (const icon of app.icons) {
      const png = await t.app.inject({ method: 'GET', url: icon.src });
      expect(png.statusCode, icon.src).toBe(200);
      expect(png.headers['content-type']).toBe('image/png');
    }
    const crest = await get(crestUrl(FICTIONAL_SCHOOL));
    expect(crest.body).toBe(FICTIONAL_SCHOOL.crestSvg);
    // The header's logo is that crest.
    expect((await get('/')).body).toContain(`src="${crestDataUrl(FICTIONAL_SCHOOL)}"`);

    const built = readFileSync(new URL('../../../../web/index.html', import.meta.url), 'utf8');
    const admin = adminDocument(built, FICTIONAL_SCHOOL);
    expect(admin).toContain('<title>Greenfield Public School admin</title>');
    expect(admin).toContain('data-school="Greenfield Public School"');
    expect(admin).not.toMatch(DEMO_NAMES);
  });

  it("a notice's share card is drawn in its colour", async () => {
    const card = await t.app.services.shareCards.ensure('notice', {
      title: 'Sports Day',
      date: '2026-12-04',
    });
    const png = await t.app.inject({ method: 'GET', url: card.path });
    expect(png.statusCode).toBe(200);
    const { data, info } = await sharp(png.rawPayload)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    // Bottom right, above the gold band: the school's main colour (#0b5394), not the demo's maroon.
    const at = (560 * info.width + 1150) * info.channels;
    const [r, g, b] = [data[at]!, data[at + 1]!, data[at + 2]!];
    expect(b).toBeGreaterThan(r + 60);
    expect(g).toBeGreaterThan(r);
  });
});
