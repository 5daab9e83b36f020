import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GALLERY_SLUGS } from '@skp/shared';
import { sessionFor } from '../test/auth-helpers';
import { createTestApp, type TestApp } from '../test/test-app';
import { siteRendererFromSource } from '../test/site-renderer-from-source';
import { jsonLd } from '../test/html-helpers';

let t: TestApp;
let p: TestApp;
const PUBLIC_URL = 'https://www.skpvidyavihar.example';

beforeAll(async () => {
  const siteRenderer = await siteRendererFromSource();
  [t, p] = await Promise.all([
    createTestApp({ siteRenderer }),
    createTestApp({ siteRenderer, env: { PUBLIC_URL: `${PUBLIC_URL}/` } }),
  ]);
});
afterAll(async () => {
  await Promise.all([t?.close(), p?.close()]);
});

async function page(app: TestApp, url: string) {
  const response = await app.app.inject({ method: 'GET', url });
  return { status: response.statusCode, html: response.body, headers: response.headers };
}

function attr(html: string, pattern: RegExp): string | undefined {
  return pattern
    .exec(html)?.[1]
    ?.replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
}
const meta = (html: string, key: string) =>
  attr(html, new RegExp(`<meta (?:name|property)="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`));
const canonical = (html: string) => attr(html, /<link rel="canonical" href="([^"]*)"/);
const title = (html: string) => attr(html, /<title>([^<]*)<\/title>/);

describe('per-page head tags', () => {
  it("each page has its own title, description and canonical link (PUBLIC_URL's default without it)", async () => {
    const about = await page(t, '/about');
    expect(about.status).toBe(200);
    expect(title(about.html)).toBe('About Us | S.K.P. Vidya Vihar, Deoghar');
    expect(meta(about.html, 'description')).toBe(
      'The story, vision, leadership, houses and alumni of S.K.P. Vidya Vihar, Deoghar.',
    );
    expect(canonical(about.html)).toBe('http://localhost:3000/about');
    // One title and one description, never repeated.
    expect(about.html.match(/<title>/g)).toHaveLength(1);
    expect(about.html.match(/name="description"/g)).toHaveLength(1);
    expect(about.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(about.headers['cache-control']).toBe('public, no-cache');

    const home = await page(t, '/');
    expect(title(home.html)).toBe('S.K.P. Vidya Vihar, Deoghar');
    expect(meta(home.html, 'description')).toMatch(/Admissions open for 2024-25/);
    expect(canonical(home.html)).toBe('http://localhost:3000/');
  });

  it('canonical links and og:url use PUBLIC_URL when it is set', async () => {
    const contact = await page(p, '/contact');
    expect(canonical(contact.html)).toBe(`${PUBLIC_URL}/contact`);
    expect(meta(contact.html, 'og:url')).toBe(`${PUBLIC_URL}/contact`);
    expect(title(contact.html)).toBe('Contact Us | S.K.P. Vidya Vihar, Deoghar');
  });

  it('a forged Host header never reaches canonical, share or sitemap links', async () => {
    const evil = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };
    for (const app of [t, p]) {
      const origin = app === p ? PUBLIC_URL : 'http://localhost:3000';
      const contact = await app.app.inject({ method: 'GET', url: '/contact', headers: evil });
      expect(canonical(contact.body)).toBe(`${origin}/contact`);
      expect(meta(contact.body, 'og:url')).toBe(`${origin}/contact`);
      expect(meta(contact.body, 'og:image')).toMatch(new RegExp(`^${origin.replace(/[.]/g, '\\.')}/`));
      for (const url of ['/robots.txt', '/sitemap.xml']) {
        const response = await app.app.inject({ method: 'GET', url, headers: evil });
        expect(response.body, url).not.toContain('evil.example');
        expect(response.body, url).toContain(origin);
      }
      // Nor is the forged answer kept for the next visitor.
      const next = await app.app.inject({ method: 'GET', url: '/contact' });
      expect(next.body).not.toContain('evil.example');
    }
  });

  it('the /wings/* aliases answer 200 and name the short form as canonical', async () => {
    for (const [alias, short] of [
      ['/wings/baby-steps', '/baby-steps'],
      ['/wings/cricket-academy', '/cricket-academy'],
    ]) {
      const response = await page(p, alias!);
      expect(response.status).toBe(200);
      expect(canonical(response.html)).toBe(`${PUBLIC_URL}${short}`);
      expect(canonical((await page(p, short!)).html)).toBe(`${PUBLIC_URL}${short}`);
    }
    expect(title((await page(p, '/wings/cricket-academy')).html)).toBe(
      'Cricket Academy | S.K.P. Vidya Vihar, Deoghar',
    );
  });

  it('gallery pages are titled by the category name', async () => {
    const hostel = await page(p, '/gallery/hostel');
    expect(hostel.status).toBe(200);
    expect(title(hostel.html)).toBe('Hostel Gallery | S.K.P. Vidya Vihar, Deoghar');
    expect(meta(hostel.html, 'description')).toBe('Photos of Hostel at S.K.P. Vidya Vihar, Deoghar.');
    expect(canonical(hostel.html)).toBe(`${PUBLIC_URL}/gallery/hostel`);
    const games = await page(p, '/gallery/games-sports');
    expect(title(games.html)).toBe('Games and Sports Gallery | S.K.P. Vidya Vihar, Deoghar');
  });

  it('Open Graph and Twitter card tags, with an absolute raster image that can be fetched', async () => {
    const { html } = await page(p, '/admissions');
    expect(meta(html, 'og:type')).toBe('website');
    expect(meta(html, 'og:site_name')).toBe('S.K.P. Vidya Vihar, Deoghar');
    expect(meta(html, 'og:locale')).toBe('en_IN');
    expect(meta(html, 'og:title')).toBe('Admissions | S.K.P. Vidya Vihar, Deoghar');
    expect(meta(html, 'og:description')).toMatch(/^Admissions at S.K.P. Vidya Vihar/);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'twitter:title')).toBe(meta(html, 'og:title'));
    const image = meta(html, 'og:image')!;
    expect(image.startsWith(`${PUBLIC_URL}/`)).toBe(true);
    expect(meta(html, 'twitter:image')).toBe(image);
    expect(meta(html, 'og:image:alt')).toBeTruthy();
    const fetched = await p.app.inject({ method: 'GET', url: image.slice(PUBLIC_URL.length) });
    expect(fetched.statusCode).toBe(200);
    expect(fetched.headers['content-type']).toMatch(/^image\/(jpeg|png)$/);
    const size = await sharp(fetched.rawPayload).metadata();
    expect(`${size.width}x${size.height}`).toBe(
      `${meta(html, 'og:image:width')}x${meta(html, 'og:image:height')}`,
    );
  });

  it('a page without hero pictures shares the generated 1200x630 PNG card', async () => {
    const { html } = await page(p, '/gallery/baby-steps');
    expect(meta(html, 'og:image')).toBe(`${PUBLIC_URL}/og-image.png`);
    expect(meta(html, 'og:image:width')).toBe('1200');
    expect(meta(html, 'og:image:height')).toBe('630');
    const card = await p.app.inject({ method: 'GET', url: '/og-image.png' });
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('image/png');
    const size = await sharp(card.rawPayload).metadata();
    expect([size.format, size.width, size.height]).toEqual(['png', 1200, 630]);
    const logo = await p.app.inject({ method: 'GET', url: '/logo.png' });
    expect((await sharp(logo.rawPayload).metadata()).format).toBe('png');
  });

  it('unknown paths and gallery slugs answer 404 with noindex and no canonical link', async () => {
    for (const url of ['/no-such-page', '/gallery/unknown-slug', '/gallery/Hostel', '/about/extra']) {
      const response = await page(p, url);
      expect(response.status, url).toBe(404);
      expect(meta(response.html, 'robots'), url).toBe('noindex');
      expect(canonical(response.html), url).toBeUndefined();
      expect(title(response.html), url).toBe('Page not found | S.K.P. Vidya Vihar, Deoghar');
    }
    expect(meta((await page(p, '/about')).html, 'robots')).toBeUndefined();
  });
});

describe('JSON-LD for the school', () => {
  it('Home carries a School built from the contact details in the database', async () => {
    const { html } = await page(p, '/');
    const blocks = jsonLd(html);
    expect(blocks).toHaveLength(1);
    const school = blocks[0]!;
    const contact = (await p.app.inject({ method: 'GET', url: '/api/contact/public' })).json().data.contact;
    expect(school['@context']).toBe('https://schema.org');
    expect(school['@type']).toEqual(['School', 'EducationalOrganization']);
    expect(school.name).toBe('S.K.P. Vidya Vihar');
    expect(school.url).toBe(`${PUBLIC_URL}/`);
    expect(school.logo).toBe(`${PUBLIC_URL}/logo.png`);
    expect(school.telephone).toBe(contact.phone);
    // The street alone: the town, state, PIN code and country have their own properties.
    expect(contact.address).toBe(
      'S.K.P. Vidya Vihar, Jasidih Road, Castair Town, Deoghar, Jharkhand 814112, India',
    );
    expect(school.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Jasidih Road, Castair Town',
      addressLocality: 'Deoghar',
      addressRegion: 'Jharkhand',
      postalCode: '814112',
      addressCountry: 'IN',
    });
    expect(school.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 24.4778, longitude: 86.6877 });
    expect(school.sameAs).toEqual(Object.values(contact.socialLinks).filter(Boolean));
  });

  it('the Hindi Home carries the same School, with the Hindi Home as its url', async () => {
    const english = jsonLd((await page(p, '/')).html)[0]!;
    const blocks = jsonLd((await page(p, '/hi')).html);
    expect(blocks).toHaveLength(1);
    expect(blocks[0]).toEqual({ ...english, url: `${PUBLIC_URL}/hi` });
  });

  it('other pages carry none', async () => {
    expect(jsonLd((await page(p, '/about')).html)).toHaveLength(0);
    expect(jsonLd((await page(p, '/gallery/hostel')).html)).toHaveLength(0);
  });
});

describe('the head of a page', () => {
  it('Home preloads its first hero picture (AVIF variants, high priority)', async () => {
    const { html } = await page(t, '/');
    const hero = (
      await t.app.inject({ method: 'GET', url: '/api/hero-section-images?section=home&isActive=true' })
    ).json().data.images[0];
    const avif = hero.media.variants
      .filter((v: { format: string }) => v.format === 'avif')
      .sort((a: { width: number }, b: { width: number }) => a.width - b.width)
      .map((v: { url: string; width: number }) => `${v.url} ${v.width}w`)
      .join(', ');
    expect(avif).not.toBe('');
    const preload = /<link rel="preload" as="image"[^>]*>/.exec(html)?.[0] ?? '';
    expect(preload).toContain('type="image/avif"');
    expect(preload).toContain(`imagesrcset="${avif}"`);
    expect(preload).toContain('imagesizes="100vw"');
    expect(preload).toContain('fetchpriority="high"');
    // In the head, before the app's script, so the browser finds it at once.
    expect(html.indexOf(preload)).toBeLessThan(html.indexOf('<script type="module"'));
  });

  it('content cannot break out of the JSON-LD block (</script>, U+2028), and a change shows on the next page', async () => {
    const editor = await sessionFor(t, 'editor');
    const nasty = 'Jasidih Road </script><script>alert(1)</script> <!-- \u2028 \u2029 & Deoghar 814112';
    const current = (await t.app.inject({ method: 'GET', url: '/api/contact/public' })).json().data.contact;
    const updated = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/contact',
      headers: { cookie: editor },
      payload: { ...current, address: nasty },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const { html } = await page(t, '/');
    expect(html).not.toContain('<script>alert(1)');
    // (The page's own text shows the address too, escaped by React: the JSON-LD blocks are what is checked.)
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => match[1]!,
    );
    expect(blocks.length).toBeGreaterThan(0);
    for (const block of blocks) {
      expect(block).not.toContain('<!--');
      expect(block).not.toMatch(/[\u2028\u2029]/);
    }
    expect(jsonLd(html)[0]!.address).toMatchObject({ streetAddress: nasty });
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt allows all but /admin and /api and names the sitemap', async () => {
    const response = await p.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api']),
    );
    // The notices' PDFs (the feed's enclosures) are the one part of /api crawlers may fetch.
    expect(lines).toContain('Allow: /api/notices/*/download$');
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    const local = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(local.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });

  it('sitemap.xml lists every public page once per edition in canonical form, every gallery, every event and every notice', async () => {
    const published = (await p.app.inject({ url: '/api/events?limit=100' })).json().data.events as {
      slug: string;
    }[];
    const eventPaths = published.map((event) => `/events/${event.slug}`);
    expect(eventPaths.length).toBeGreaterThan(5);
    const notices = (await p.app.inject({ url: '/api/notices?limit=100' })).json().data.notices as {
      slug: string;
    }[];
    const noticePaths = notices.map((notice) => `/notices/${notice.slug}`);
    expect(noticePaths.length).toBeGreaterThan(5);
    const response = await p.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const expected = [
      '/',
      '/about',
      '/academics',
      '/contact',
      '/admissions',
      '/campus',
      '/baby-steps',
      '/cricket-academy',
      '/mandatory-public-disclosure',
      '/notices',
      '/events',
      '/privacy',
      ...GALLERY_SLUGS.map((slug) => `/gallery/${slug}`),
      ...eventPaths,
      ...noticePaths,
    ].flatMap((path) => [`${PUBLIC_URL}${path}`, `${PUBLIC_URL}${path === '/' ? '/hi' : `/hi${path}`}`]);
    expect([...locs].sort()).toEqual([...expected].sort());
    expect(response.body).not.toContain('/wings/');
    // Every listed page answers 200 (event and notice pages need the site renderer: pages/*-pages.test.ts).
    for (const loc of locs.filter((loc) => !loc!.includes('/events/') && !loc!.includes('/notices/')))
      expect((await page(p, loc!.slice(PUBLIC_URL.length))).status, loc).toBe(200);
  });

  it('lastmod comes from the data: a gallery shows the day of its newest photo', async () => {
    const body = (await p.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    const photos = (
      await p.app.inject({ method: 'GET', url: '/api/gallery/category/hostel?limit=100' })
    ).json().data.galleries as { updatedAt: string }[];
    const newest = photos
      .map((photo) => photo.updatedAt)
      .sort()
      .at(-1)!;
    const entry = new RegExp(`<loc>${PUBLIC_URL}/gallery/hostel</loc>\\n    <lastmod>([^<]+)</lastmod>`).exec(
      body,
    );
    expect(entry?.[1]).toBe(newest.slice(0, 10));
    expect(body.match(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)?.length).toBeGreaterThanOrEqual(
      GALLERY_SLUGS.length,
    );
  });
});
