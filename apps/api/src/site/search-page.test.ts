import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionFor } from '../test/auth-helpers';
import { siteRendererFromSource } from '../test/site-renderer-from-source';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let editor: string;
beforeAll(async () => {
  t = await createTestApp({ siteRenderer: await siteRendererFromSource() });
  editor = await sessionFor(t, 'editor');
  // The index of the demo content (a server builds it when it starts; tests when first asked).
  await t.app.services.search.refresh();
}, 120_000);
afterAll(async () => {
  await t.close();
});

const page = (url: string) => t.app.inject({ url });
const resultLinks = (html: string) =>
  [...html.matchAll(/data-testid="search-result".*?<h2[^>]*><a href="([^"]+)"/gs)].map((m) => m[1]!);

describe('/search and /hi/search', () => {
  it('a GET form that works without JavaScript, kept out of search engines and the sitemap', async () => {
    const response = await page('/search');
    expect(response.statusCode).toBe(200);
    const form = /<form role="search"[^>]*>/.exec(response.body)![0];
    expect(form).toContain('action="/search"');
    expect(form).toContain('method="get"');
    const input = /<input id="site-search-q"[^>]*>/.exec(response.body)![0];
    expect(input).toContain('type="search"');
    expect(input).toContain('name="q"');
    expect(response.body).toContain('<meta name="robots" content="noindex"');
    expect(response.body).not.toContain('rel="canonical"');
    const hindi = await page('/hi/search');
    expect(hindi.body).toContain('action="/hi/search"');
    expect(hindi.body).toContain('<meta name="robots" content="noindex"');
    const sitemap = await page('/sitemap.xml');
    expect(sitemap.body).not.toContain('/search');
  });

  it('every page has the search button in its header and in the phone drawer, in its edition', async () => {
    for (const [url, target] of [
      ['/', '/search'],
      ['/notices', '/search'],
      ['/hi', '/hi/search'],
      ['/hi/about', '/hi/search'],
    ] as const) {
      const html = (await page(url)).body;
      expect(html).toMatch(
        new RegExp(`<a href="${target}" aria-label="[^"]+" title="[^"]+"[^>]*data-testid="header-search"`),
      );
      expect(html).toMatch(new RegExp(`<a href="${target}"[^>]*data-testid="drawer-search">`));
    }
  });

  it('results: title linking to it, kind, date, snippet with the words in <mark>', async () => {
    const html = (await page('/search?q=uniform')).body;
    expect(html).toContain('Results for “uniform”');
    const links = resultLinks(html);
    expect(links.length).toBeGreaterThan(0);
    expect(links).toContain('/notices/winter-uniform-from-15-november');
    expect(html).toMatch(/<mark>[Uu]niform<\/mark>/);
    expect(html).toContain('>Notice</span>');
    expect(html).toMatch(/<time dateTime="[^"]+">/);
  });

  it("finds a page's own text (as the page renders it), and a change to it at once", async () => {
    const before = resultLinks((await page('/search?q=fee+structure')).body);
    expect(before).toContain('/admissions');
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/admin/fees',
      headers: { cookie: editor },
      payload: {
        level: 'Jacaranda Bridge Course',
        admissionFee: 5000,
        monthlyFee: 2000,
        annualFee: 8000,
        otherCharges: 0,
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const after = (await page('/search?q=jacaranda')).body;
    expect(resultLinks(after)).toEqual(['/admissions']);
    expect(after).toContain('>Page</span>');
  });

  it('the Hindi edition searches Hindi and links to /hi pages', async () => {
    const html = (await page(`/hi/search?q=${encodeURIComponent('प्रवेश')}`)).body;
    expect(html).toContain('<html lang="hi"');
    const links = resultLinks(html);
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((link) => !/^\/(hi($|\/)|uploads\/)/.test(link))).toEqual([]);
    expect(html).toContain('<mark>प्रवेश</mark>');
  });

  it("'no results' offers the nearest spellings that do find something, and shows their results", async () => {
    const html = (await page('/search?q=unifrom')).body;
    expect(html).toContain('No results for “unifrom”.');
    expect(html).toContain('Showing results for “uniform”.');
    expect(html).toContain('Did you mean:');
    expect(html).toContain('href="/search?q=uniform"');
    expect(resultLinks(html)).toContain('/notices/winter-uniform-from-15-november');
    const nothing = (await page('/search?q=zzqqxxkk')).body;
    expect(nothing).toContain('No results for “zzqqxxkk”.');
    expect(nothing).toContain('Try other or fewer words.');
  });
});

describe('rate limit', () => {
  it('answers not kept are limited per address like other page renders (429 with Retry-After)', async () => {
    const limited = await createTestApp({
      siteRenderer: await siteRendererFromSource(),
      env: { PAGE_RENDERS_PER_SECOND: '1' },
    });
    try {
      await limited.app.services.search.refresh();
      // Twenty searches at once from one address: the burst allowance (10) is rendered, the rest wait.
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          limited.app.inject({ url: `/search?q=notice${i}`, remoteAddress: '203.0.113.7' }),
        ),
      );
      const codes = answers.map((response) => response.statusCode);
      expect(codes.filter((code) => code === 429).length).toBeGreaterThanOrEqual(5);
      for (const response of answers.filter((r) => r.statusCode === 429))
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      const other = await limited.app.inject({ url: '/search?q=notice', remoteAddress: '203.0.113.8' });
      expect(other.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
