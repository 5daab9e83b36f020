import { GALLERY_SLUGS, LOCALE_COOKIE } from '@skp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteRendererFromSource } from '../test/site-renderer-from-source';
import { createTestApp, type TestApp } from '../test/test-app';

/** Every public page of docs/requirements.md#routes by its English path. */
const PATHS = [
  '/',
  '/about',
  '/academics',
  '/contact',
  '/admissions',
  '/campus',
  '/baby-steps',
  '/cricket-academy',
  '/mandatory-public-disclosure',
  ...GALLERY_SLUGS.map((slug) => `/gallery/${slug}`),
];

const hindiPath = (path: string) => (path === '/' ? '/hi' : `/hi${path}`);

describe('the Hindi edition', () => {
  let t: TestApp;
  let origin: string;
  beforeAll(async () => {
    t = await createTestApp({ siteRenderer: await siteRendererFromSource() });
    origin = t.app.config.publicUrl;
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(PATHS)('%s exists in both editions with lang, canonical and hreflang alternates', async (path) => {
    for (const [url, lang] of [
      [path, 'en'],
      [hindiPath(path), 'hi'],
    ] as const) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      const html = response.body;
      expect(html).toMatch(new RegExp(`^<!doctype html>\\n<html lang="${lang}" `));
      expect(html).toContain(`<link rel="canonical" href="${origin}${url}" />`);
      expect(html).toContain(`<link rel="alternate" hreflang="en" href="${origin}${path}" />`);
      expect(html).toContain(`<link rel="alternate" hreflang="hi" href="${origin}${hindiPath(path)}" />`);
      expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${origin}${path}" />`);
      expect(html).toContain(`<meta property="og:locale" content="${lang === 'en' ? 'en_IN' : 'hi_IN'}" />`);
      // The switch leads to the same page in the other edition.
      expect(html).toContain(
        `href="/language/${lang === 'en' ? 'hi' : 'en'}?page=${encodeURIComponent(path)}"`,
      );
    }
  });

  it('the Hindi pages speak Hindi: header, footer, titles, links stay in the edition', async () => {
    const html = (await t.app.inject({ url: '/hi/about' })).body;
    expect(html).toContain('<title>हमारे बारे में | एस.के.पी. विद्या विहार, देवघर</title>');
    expect(html).toContain('>शिक्षा</a>');
    expect(html).toContain('href="/hi/academics"');
    expect(html).toContain('>त्वरित लिंक</h2>');
    expect(html).toContain('>मुख्य सामग्री पर जाएँ</a>');
    expect(html).not.toContain('>Quick Links<');
    expect(html).toContain('>English</a>');
    // The English edition is unchanged.
    const english = (await t.app.inject({ url: '/about' })).body;
    expect(english).toContain('<title>About Us | S.K.P. Vidya Vihar, Deoghar</title>');
    expect(english).toContain('>Quick Links</h2>');
    expect(english).toContain('>हिन्दी</a>');
  });

  it('a gallery in Hindi: the category, the count with Hindi plural, the island in Hindi', async () => {
    const html = (await t.app.inject({ url: '/hi/gallery/hostel' })).body;
    expect(html).toContain('<h1');
    expect(html).toContain('छात्रावास');
    expect(html).toMatch(/\d+ तस्वीर(ें)?/);
    expect(html).toContain('छात्रावास की तस्वीरें');
  });

  it('unknown paths under /hi answer the Hindi 404; an unknown gallery the Hindi "Gallery not found"', async () => {
    const missing = await t.app.inject({ url: '/hi/no-such-page' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toMatch(/^<!doctype html>\n<html lang="hi" /);
    expect(missing.body).toContain('पृष्ठ नहीं मिला');
    expect(missing.body).toContain('<meta name="robots" content="noindex" />');
    const gallery = await t.app.inject({ url: '/hi/gallery/no-such-gallery' });
    expect(gallery.statusCode).toBe(404);
    expect(gallery.body).toContain('गैलरी नहीं मिली');
  });

  it('the switch remembers the choice in a cookie and shows the same page in the chosen edition', async () => {
    const toHindi = await t.app.inject({ url: '/language/hi?page=%2Fadmissions' });
    expect(toHindi.statusCode).toBe(303);
    expect(toHindi.headers.location).toBe('/hi/admissions');
    const cookie = toHindi.cookies.find((c) => c.name === LOCALE_COOKIE);
    expect(cookie?.value).toBe('hi');
    expect(cookie?.httpOnly).toBe(true);
    const toEnglish = await t.app.inject({ url: '/language/en?page=%2Fhi%2Fgallery%2Fhostel' });
    expect(toEnglish.statusCode).toBe(303);
    expect(toEnglish.headers.location).toBe('/gallery/hostel');
    expect(toEnglish.cookies.find((c) => c.name === LOCALE_COOKIE)?.value).toBe('en');
  });

  it('the switch never leads off the site, and refuses an unknown edition', async () => {
    for (const page of ['https://evil.example/', '//evil.example/', '/no-such-page']) {
      const response = await t.app.inject({ url: `/language/hi?page=${encodeURIComponent(page)}` });
      expect(response.headers.location, page).toBe('/hi');
    }
    const unknown = await t.app.inject({ url: '/language/fr?page=%2F' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ status: 'error', code: 'NOT_FOUND' });
  });

  it('/ with the Hindi cookie goes to /hi; explicit addresses are never redirected', async () => {
    const home = await t.app.inject({ url: '/', cookies: { [LOCALE_COOKIE]: 'hi' } });
    expect(home.statusCode).toBe(302);
    expect(home.headers.location).toBe('/hi');
    const english = await t.app.inject({ url: '/about', cookies: { [LOCALE_COOKIE]: 'hi' } });
    expect(english.statusCode).toBe(200);
    expect(english.body).toMatch(/<html lang="en" /);
    const plain = await t.app.inject({ url: '/', headers: { 'accept-language': 'hi-IN,hi;q=0.9' } });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers.vary).toContain('Cookie');
    const hindi = await t.app.inject({ url: '/hi', cookies: { [LOCALE_COOKIE]: 'en' } });
    expect(hindi.statusCode).toBe(200);
    expect(hindi.body).toMatch(/<html lang="hi" /);
  });

  it('the enquiry forms post without JavaScript from the Hindi pages and answer in Hindi', async () => {
    const refused = await t.app.inject({
      method: 'POST',
      url: '/hi/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
      payload: 'name=&email=not-an-email&phone=&message=',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toMatch(/<html lang="hi" /);
    expect(refused.body).toContain('क्षमा करें, आपकी पूछताछ भेजने में समस्या हुई। कृपया फिर से कोशिश करें।');
    expect(refused.body).toContain('कृपया सही ई-मेल पता लिखें।');
    expect(refused.body).toContain('action="/hi/contact#quick-enquiry"');
  });

  it('the sitemap lists both editions of every page with their alternates', async () => {
    const xml = (await t.app.inject({ url: '/sitemap.xml' })).body;
    for (const path of PATHS) {
      expect(xml).toContain(`<loc>${origin}${path}</loc>`);
      expect(xml).toContain(`<loc>${origin}${hindiPath(path)}</loc>`);
    }
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="hi" href="${origin}/hi/about" />`);
  });

  it('only Hindi pages declare the Devanagari font: the phone copy first, metric-matched fallback', async () => {
    const hindi = (await t.app.inject({ url: '/hi/about' })).body;
    expect(hindi).toMatch(
      /font-family:'Noto Sans Devanagari';font-style:normal;font-weight:400;font-display:optional;src:local\('Noto Sans Devanagari'\),local\('NotoSansDevanagari-Regular'\),url\([^)]*noto-sans-devanagari-400-site[^)]*\) format\('woff2'\)/,
    );
    expect(hindi).toContain(
      "font-family:'Noto Sans Devanagari';font-style:normal;font-weight:700;font-display:optional",
    );
    expect(hindi).toContain('ascent-override:89.6%;descent-override:40.8%');
    // Never preloaded (as Roboto): a preload would share a slow line with the largest picture.
    expect(hindi).not.toMatch(/rel="preload" as="font"/);
    const english = (await t.app.inject({ url: '/about' })).body;
    expect(english).not.toContain('Noto Sans Devanagari');
    expect(english).not.toContain('devanagari');
  });

  it("staff's Hindi (app.services.translations) replaces the English; what has none stays English, marked", async () => {
    const hindi = (await t.app.inject({ url: '/hi/contact' })).body;
    expect(hindi).toMatch(/<address class="[^"]*">एस.के.पी. विद्या विहार, जसीडीह रोड/);
    const home = (await t.app.inject({ url: '/hi' })).body;
    // A translated notice reads in Hindi without a lang; an activity (no Hindi yet) is marked English.
    expect(home).toMatch(
      /<h4 class="[^"]*"><a href="\/hi\/notices\/[a-z0-9-]+">(सत्र 2024-25 के लिए प्रवेश शुरू|अभिभावक-शिक्षक बैठक|छठ पूजा के अवसर पर अवकाश)<\/a><\/h4>/,
    );
    expect(home).toMatch(/<h3 class="[^"]*" lang="en">[^<]+<\/h3>/);
    // English pages are untouched: no lang attributes on content, no Hindi.
    const english = (await t.app.inject({ url: '/contact' })).body;
    expect(english).not.toContain('जसीडीह');
    expect(english.split('<body>')[1]).not.toContain(' lang="en"');
  });

  it('each edition is its own page (its own bytes and ETag)', async () => {
    const [english, hindi] = await Promise.all([
      t.app.inject({ url: '/campus' }),
      t.app.inject({ url: '/hi/campus' }),
    ]);
    expect(english.body).toMatch(/<html lang="en" /);
    expect(hindi.body).toMatch(/<html lang="hi" /);
    expect(english.headers.etag).not.toBe(hindi.headers.etag);
  });
});
