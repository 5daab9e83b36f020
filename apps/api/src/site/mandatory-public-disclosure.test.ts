import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicDisclosure } from '@skp/shared';
import { siteRendererFromSource } from '../test/site-renderer-from-source';
import { createTestApp, type TestApp } from '../test/test-app';

describe('server-rendered Mandatory Public Disclosure', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ siteRenderer: await siteRendererFromSource(), env: { SKP_TEST_FAULTS: '1' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('marks an expired certificate Expired beside its date (English and Hindi), and only that one', async () => {
    const disclosure = (await t.app.inject({ url: '/api/public-disclosure' })).json().data
      .publicDisclosure as PublicDisclosure;
    const expired = disclosure.documents.documents.filter((document) => document.expired);
    expect(expired.map((document) => document.kind)).toEqual(['water-health-sanitation']);
    const english = (await t.app.inject({ url: '/mandatory-public-disclosure' })).body;
    expect(english.match(/data-testid="disclosure-expired"[^>]*>([^<]*)</g)).toEqual([
      expect.stringContaining('> Expired<'),
    ]);
    const row = english.slice(english.indexOf(expired[0]!.label), english.indexOf('disclosure-expired'));
    expect(row).not.toContain('</tr>');
    const hindi = (await t.app.inject({ url: '/hi/mandatory-public-disclosure' })).body;
    expect(hindi.match(/data-testid="disclosure-expired"[^>]*>([^<]*)</g)).toEqual([
      expect.stringContaining('> अवधि समाप्त<'),
    ]);
  });

  it("shows sections A-E in CBSE's order with the same data as GET /api/public-disclosure", async () => {
    const disclosure = (await t.app.inject({ url: '/api/public-disclosure' })).json().data
      .publicDisclosure as PublicDisclosure;
    const response = await t.app.inject({ url: '/mandatory-public-disclosure' });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<title>Mandatory Public Disclosure | S.K.P. Vidya Vihar, Deoghar</title>');
    const order = [
      'A. GENERAL INFORMATION',
      'B. DOCUMENTS AND INFORMATION',
      'C. RESULT AND ACADEMICS',
      'D. STAFF (TEACHING)',
      'E. SCHOOL INFRASTRUCTURE',
    ].map((heading) => html.indexOf(heading));
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(html).toContain(disclosure.general.affiliationNumber);
    expect(html).toContain('Result Class: XII');
    expect(html).toContain(`<th scope="row">${disclosure.academics.resultsClassX[0]!.year}</th>`);
    expect(html).toContain(`${disclosure.academics.resultsClassXII[0]!.passPercentage}%`);
    const fire = disclosure.documents.documents.find((document) => document.kind === 'fire-safety')!;
    expect(html).toContain(`href="${fire.url}"`);
    expect(html).toMatch(/View PDF <span[^>]*>\(\d+ KB\)<\/span>/);
    expect(html.match(/data-testid="disclosure-document"/g)).toHaveLength(12);
    expect(html).toContain('Last updated: ');
  });

  it('the Hindi page frames CBSE\'s English wording in Hindi, the wording itself marked lang="en"', async () => {
    const html = (await t.app.inject({ url: '/hi/mandatory-public-disclosure' })).body;
    expect(html).toContain('<html lang="hi"');
    expect(html).toContain('अनिवार्य सार्वजनिक प्रकटीकरण</h1>');
    expect(html).toContain('<th scope="col">क्र.सं.</th>');
    expect(html).toMatch(
      /<h2 id="section-general-heading" class="[^"]*" lang="en">A\. GENERAL INFORMATION<\/h2>/,
    );
    expect(html).toContain('<th scope="row" lang="en">Name of the school</th>');
    expect(html).toMatch(/पीडीएफ़ देखें <span[^>]*>\(\d+ KB\)<\/span>/);
    expect(html).toContain('अंतिम अद्यतन: ');
    const english = (await t.app.inject({ url: '/mandatory-public-disclosure' })).body;
    expect(english).toContain('<th scope="row">Name of the school</th>');
  });

  it('a failed load shows its error with Retry, inside the page', async () => {
    const response = await t.app.inject({
      url: '/mandatory-public-disclosure',
      headers: { 'x-test-faults': 'disclosure=500' },
    });
    expect(response.body).toContain('Failed to load the mandatory public disclosure');
    expect(response.body).toContain('Mandatory Public Disclosure</h1>');
  });

  it('is in the sitemap, the footer and Home links to it', async () => {
    expect((await t.app.inject({ url: '/sitemap.xml' })).body).toContain(
      '/mandatory-public-disclosure</loc>',
    );
    const home = (await t.app.inject({ url: '/' })).body;
    expect(home.match(/href="\/mandatory-public-disclosure"/g)?.length).toBeGreaterThanOrEqual(2);
  });
});
