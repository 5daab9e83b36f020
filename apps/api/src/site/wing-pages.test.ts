import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionFor } from '../test/auth-helpers';
import { siteRendererFromSource } from '../test/site-renderer-from-source';
import { createTestApp, type TestApp } from '../test/test-app';
import type { SiteRenderer } from './site-renderer';

let renderer: SiteRenderer;
beforeAll(async () => {
  renderer = await siteRendererFromSource();
});

async function apiData<T>(t: TestApp, url: string): Promise<T> {
  return (await t.app.inject({ url })).json().data as T;
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll("'", '&#x27;');

const canonicalOf = (html: string) => /<link rel="canonical" href="https?:\/\/[^/"]+([^"]*)"/.exec(html)?.[1];

describe('the wing pages, server-rendered', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ siteRenderer: renderer, env: { SKP_TEST_FAULTS: '1' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('the Hindi Baby Steps page reads in Hindi; what staff have not translated is marked English', async () => {
    const html = (await t.app.inject({ url: '/hi/baby-steps' })).body;
    expect(html).toContain('<html lang="hi" data-theme="nursery"');
    expect(html).toContain('>बेबी स्टेप्स के बारे में</h2>');
    expect(html).toContain('हमारे कार्यक्रम');
    expect(html).toContain('सभी तस्वीरें देखें (');
    expect(html).toContain('href="/hi/gallery/baby-steps"');
    expect(html).toMatch(/data-testid="admission-steps" lang="en"/);
    expect(html).not.toContain('Our Programs');
    const english = (await t.app.inject({ url: '/baby-steps' })).body;
    expect(english).toContain('Our Programs');
    expect(english.split('<body>')[1]).not.toContain(' lang="en"');
  });

  it('the Hindi Cricket Academy page reads in Hindi, fees in rupees through hi-IN', async () => {
    const html = (await t.app.inject({ url: '/hi/cricket-academy' })).body;
    expect(html).toContain('<html lang="hi" data-theme="cricket"');
    expect(html).toContain('हमारे प्रशिक्षक');
    expect(html).toContain('प्रशिक्षण कार्यक्रम');
    expect(html).toContain(' / माह');
    expect(html).toContain('aria-label="त्वरित पूछताछ के तरीके"');
    expect(html).not.toContain('Training Programs');
  });

  it('Baby Steps: nursery theme, every section with its data, the hero island', async () => {
    const { admission } = await apiData<{
      admission: { title: string; steps: { title: string }[] };
    }>(t, '/api/baby-steps-admission/public');
    const { contact } = await apiData<{ contact: { address: string } }>(t, '/api/contact/public');
    const response = await t.app.inject({ url: '/baby-steps' });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toMatch(/<html lang="en" data-theme="nursery">/);
    expect(html).toContain('A Unit Of S.K.P. VIDYA - VIHAR, DEOGHAR');
    for (const heading of ['Photo Gallery', 'About Baby Steps', 'Our Programs', 'Facilities', 'Contact Us']) {
      expect(html).toContain(`>${heading}</h2>`);
    }
    for (const group of ['Play Zone', 'Prep Zone', 'Nursery', 'Kindergarten']) expect(html).toContain(group);
    for (const ages of ['1.5-2.5 years', '2.5-3.5 years', '3.5-4.5 years', '4.5-5.5 years']) {
      expect(html).toContain(ages);
    }
    expect(html).toContain(escapeHtml(admission.title));
    for (const step of admission.steps) expect(html).toContain(escapeHtml(step.title));
    expect(html).toContain('href="/api/baby-steps-admission/prospectus"');
    expect(html).toContain(escapeHtml(contact.address));
    expect(html).toContain('View All Photos (4)');
    expect(html).toContain('data-island="hero-carousel"');
    expect(html).not.toContain('Failed to load');
  });

  it('Cricket Academy: cricket theme, programs, coaches, quick enquiry and the 4000 ms hero', async () => {
    const { programs } = await apiData<{ programs: { levelName: string }[] }>(
      t,
      '/api/training-programs/public/all',
    );
    const { coaches } = await apiData<{ coaches: { name: string }[] }>(t, '/api/coach/coaches');
    const response = await t.app.inject({ url: '/cricket-academy' });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toMatch(/<html lang="en" data-theme="cricket">/);
    expect(html).toContain('A SMALL BEGINNING WILL TAKE THEM A LONG WAY.');
    for (const program of programs) expect(html).toContain(escapeHtml(program.levelName));
    for (const coach of coaches) expect(html).toContain(escapeHtml(coach.name));
    for (const heading of ['Gallery', 'Training Programs', 'Our Coaches', 'Achievements', 'Facilities']) {
      expect(html).toContain(`>${heading}</h2>`);
    }
    expect(html).toContain('aria-label="Quick enquiry"');
    expect(html).toMatch(
      /href="mailto:[^"?]+\?subject=Schedule%20a%20visit%20to%20the%20SKP%20Cricket%20Academy/,
    );
    expect(html).toMatch(/href="tel:\+\d+"/);
    expect(html).toContain('&quot;intervalMs&quot;:4000');
    expect(html).not.toContain('Failed to load');
  });

  it('each alias answers the same page with the canonical of the short form', async () => {
    for (const [alias, path] of [
      ['/wings/baby-steps', '/baby-steps'],
      ['/wings/cricket-academy', '/cricket-academy'],
    ] as const) {
      const short = await t.app.inject({ url: path });
      const long = await t.app.inject({ url: alias });
      expect(long.statusCode).toBe(200);
      expect(canonicalOf(short.body)).toBe(path);
      expect(canonicalOf(long.body)).toBe(path);
      expect(long.body).toBe(short.body);
    }
  });

  it('a failed section shows its error with Retry; the others still render', async () => {
    const babySteps = await t.app.inject({
      url: '/baby-steps',
      headers: { 'x-test-faults': 'admission=500;gallery=500;contact=503' },
    });
    expect(babySteps.statusCode).toBe(200);
    const html = babySteps.body;
    expect(html).toContain('Failed to load admission process');
    expect(html).toContain('Failed to load gallery images');
    expect(html).toContain('Failed to load contact information');
    expect(html).toContain('No Prospectus Available');
    expect(html).toContain('>Retry<');
    expect(html).toContain('Play Zone');

    const cricket = await t.app.inject({
      url: '/wings/cricket-academy',
      headers: { 'x-test-faults': 'programs=500;coaches=500;cricketContact=500' },
    });
    for (const text of [
      'Failed to load training programs',
      'Failed to load coaches',
      'Failed to load contact information',
    ]) {
      expect(cricket.body).toContain(text);
    }
    expect(cricket.body).toContain('State Age-Group Selections');
  });

  it('sends an ETag and answers 304 on a match', async () => {
    for (const url of ['/baby-steps', '/cricket-academy']) {
      const first = await t.app.inject({ url });
      expect(first.headers['cache-control']).toBe('public, no-cache');
      const again = await t.app.inject({ url, headers: { 'if-none-match': first.headers.etag as string } });
      expect(again.statusCode).toBe(304);
    }
  });
});

describe('the wing pages on an empty database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seeded: false, siteRenderer: renderer });
  });
  afterAll(async () => {
    await t.close();
  });

  it('shows the empty texts, the disabled prospectus button and the static sections', async () => {
    const babySteps = (await t.app.inject({ url: '/wings/baby-steps' })).body;
    expect(babySteps).toContain('Admission details will be announced soon.');
    expect(babySteps).toContain('No Prospectus Available');
    expect(babySteps).toContain('No photos available in this category yet');
    expect(babySteps).toContain('Kindergarten');
    expect(babySteps).not.toContain('Failed to load');

    const cricket = (await t.app.inject({ url: '/cricket-academy' })).body;
    for (const text of [
      'No programs available.',
      'No coaches available at the moment.',
      'Contact details will be available soon.',
      'No photos available in this category yet',
    ]) {
      expect(cricket).toContain(text);
    }
    expect(cricket).not.toContain('Failed to load');
  });
});

describe('the wing pages follow what the office writes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ siteRenderer: renderer, env: { NODE_ENV: 'production' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('quick enquiry labels come from the data; without a brochure its button is disabled', async () => {
    const before = await t.app.inject({ url: '/cricket-academy' });
    expect(before.body).toContain('href="/api/cricket-academy-contact/brochure"');
    const cookie = await sessionFor(t, 'editor');
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/cricket-academy-contact',
      headers: { cookie },
      payload: {
        title: 'Visit the Academy',
        location: 'Academy ground, Deoghar',
        phone: '+91 98765 43211',
        email: 'cricket@skp.example',
        quickEnquiry: {
          scheduleVisitLabel: 'Book a Trial',
          downloadBrochureLabel: 'Get the Brochure',
          callNowLabel: 'Ring Us',
        },
        brochureFile: null,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // The rendered page is not kept past a write: the next visitor sees the new labels at once.
    const after = (await t.app.inject({ url: '/cricket-academy' })).body;
    expect(after).toContain('>Visit the Academy</h2>');
    expect(after).toMatch(/<a href="mailto:cricket@skp\.example\?subject=[^"]*"[^>]*>.*Book a Trial<\/a>/);
    expect(after).toMatch(/<a href="tel:\+919876543211"[^>]*>.*Ring Us<\/a>/);
    expect(after).toMatch(/<button disabled=""[^>]*>.*Get the Brochure<\/button>/);
    expect(after).not.toContain('href="/api/cricket-academy-contact/brochure"');
  });

  it("without a prospectus the button is disabled and reads 'No Prospectus Available'", async () => {
    const cookie = await sessionFor(t, 'editor');
    const current = (
      await t.app.inject({ url: '/api/admin/settings/baby-steps-admission', headers: { cookie } })
    ).json().data.item;
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/baby-steps-admission',
      headers: { cookie },
      payload: { ...current, prospectusFile: null },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const html = (await t.app.inject({ url: '/baby-steps' })).body;
    expect(html).toMatch(/<button disabled=""[^>]*>.*No Prospectus Available<\/button>/);
    expect(html).not.toContain('Download Prospectus');
  });
});
