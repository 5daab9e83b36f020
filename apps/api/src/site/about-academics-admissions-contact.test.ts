import { posterUrlOf, type HeroImage } from '@skp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteRendererFromSource } from '../test/site-renderer-from-source';
import { createTestApp, type TestApp } from '../test/test-app';

async function apiData<T>(t: TestApp, url: string): Promise<T> {
  return (await t.app.inject({ url })).json().data as T;
}

const escaped = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll("'", '&#x27;');

describe('server-rendered About, Academics, Admissions and Contact', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ siteRenderer: await siteRendererFromSource(), env: { SKP_TEST_FAULTS: '1' } });
  });
  afterAll(async () => {
    await t.close();
  });

  const page = (url: string, faults?: string) =>
    t.app.inject({ url, headers: faults ? { 'x-test-faults': faults } : {} });

  it('About holds every section in order with its data', async () => {
    const { milestones } = await apiData<{ milestones: { title: string }[] }>(t, '/api/story-vision');
    const { leaders } = await apiData<{ leaders: { name: string }[] }>(
      t,
      '/api/leadership?limit=10&sortBy=displayOrder&sortOrder=asc',
    );
    const response = await page('/about');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    const order = [
      'About Us',
      'Our Story &amp; Vision',
      'Leadership Messages',
      'What We Stand For',
      'School Houses',
      'Hall of Fame',
      'Alumni Moments',
      'At a Glance',
    ].map((heading) => html.indexOf(heading));
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(html).toContain(escaped(milestones[0]!.title));
    expect(html).toContain(escaped(leaders[0]!.name));
    expect(html).toContain('Message from');
    expect(html).toContain('data-island="leader-messages"');
    expect(html).toContain('data-island="alumni-carousel"');
    expect(html).toContain('<title>About Us | S.K.P. Vidya Vihar, Deoghar</title>');
    expect(html).not.toContain('Failed to load');
  });

  it("About, whose hero plays a video, preloads the video's poster (not a picture it does not show) and shares a picture", async () => {
    const { images } = await apiData<{ images: HeroImage[] }>(
      t,
      '/api/hero-section-images?section=about&isActive=true',
    );
    const video = images.find((image) => image.media?.video);
    const poster = posterUrlOf(video?.media);
    expect(poster).toMatch(/^\/uploads\/hero-videos\/.+\.webp$/);
    const html = (await page('/about')).body;
    expect(html).toContain(`poster="${poster}"`);
    const preloads = [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((m) => m[0]);
    expect(preloads).toEqual([`<link rel="preload" as="image" href="${poster}" fetchpriority="high" />`]);
    expect(html).toMatch(/<meta property="og:image" content="[^"]+\/uploads\/hero\/[^"/]+\.jpg"/);
  });

  it('About: each failed section shows its two error lines and a Retry; the rest still renders', async () => {
    const html = (await page('/about', 'milestones=500;leaders=500;alumni=500;alumniCards=500')).body;
    for (const text of [
      'Failed to load milestones',
      'Failed to fetch milestones data',
      'Failed to load leadership messages',
      'Failed to fetch leadership data',
      'Failed to load alumni',
      'Failed to fetch alumni data',
      'Failed to load alumni cards',
      'Failed to fetch alumni cards',
    ]) {
      expect(html).toContain(text);
    }
    expect(html.match(/>Retry</g)).toHaveLength(4);
    expect(html).toContain('Brikodar');
  });

  it('Academics: curriculum, faculty, the dress code; ?department= filters the directory', async () => {
    const { faculty: all } = await apiData<{ faculty: { name: string }[] }>(
      t,
      '/api/faculty?limit=20&sortBy=order&sortOrder=asc',
    );
    const { faculty: science } = await apiData<{ faculty: { name: string; department: string }[] }>(
      t,
      '/api/faculty?limit=20&sortBy=order&sortOrder=asc&department=Science',
    );
    const html = (await page('/academics')).body;
    expect(html).toContain('Curriculum Breakdown');
    expect(html).toContain('<details');
    expect(html).toContain('aria-label="School Dress Code"');
    expect(html.match(/data-testid="faculty-card"/g)).toHaveLength(all.length);
    const filtered = (await page('/academics?department=Science')).body;
    expect(filtered.match(/data-testid="faculty-card"/g)).toHaveLength(science.length);
    expect(filtered).toMatch(/aria-pressed="true"[^>]*>Science</);
    // An unknown department is ignored (all teachers), never an error.
    const unknown = await page('/academics?department=Astrology');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body.match(/data-testid="faculty-card"/g)).toHaveLength(all.length);
  });

  it('Academics: failed curriculum and faculty show their errors', async () => {
    const html = (await page('/academics', 'curriculum=500;faculty=500')).body;
    for (const text of [
      'Failed to load curriculum breakdown',
      'Failed to fetch curriculum data',
      'Failed to load faculty directory',
      'Failed to fetch faculty data',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain('aria-label="School Dress Code"');
  });

  it('Admissions: Apply links to the portal in a new tab, five steps, requirements and fees in rupees', async () => {
    const { admission } = await apiData<{ admission: { portalUrl: string } }>(t, '/api/admission/info');
    const html = (await page('/admissions')).body;
    expect(
      html.match(
        new RegExp(
          `href="${admission.portalUrl.replaceAll('.', '\\.')}" target="_blank" rel="noopener noreferrer"`,
          'g',
        ),
      ),
    ).toHaveLength(2);
    expect(html.match(/data-testid="admission-step"/g)).toHaveLength(5);
    expect(html).toContain('aria-current="step"');
    expect(html.match(/data-testid="requirement-card"/g)).toHaveLength(3);
    expect(html).toContain('₹');
    expect(html).toContain('Admission Enquiry');
  });

  it('Admissions: failed requirements and fees show their errors; the dress code still shows', async () => {
    const html = (await page('/admissions', 'admission=500;fees=500')).body;
    expect(html).toContain('Failed to load admission requirements');
    expect(html).toContain('Failed to load fee structure');
    expect(html).toContain('aria-label="School Dress Code"');
  });

  it('Contact: details, the lazy map with Open in Maps, the road map and the chat link', async () => {
    const { contact } = await apiData<{ contact: { email: string; roadmapImageUrl: string } }>(
      t,
      '/api/contact/public',
    );
    const html = (await page('/contact')).body;
    expect(html).toContain(`mailto:${contact.email}`);
    expect(html).toMatch(/<iframe[^>]+loading="lazy"/);
    expect(html).toContain('Open in Maps');
    expect(html).toContain('24.4778,86.6877');
    expect(html).toContain('School Roadmap');
    expect(html).toContain('Quick Enquiry');
    expect(html).toContain('Chat with us on WhatsApp');
  });

  it('Contact: failed details show the error; the map still shows', async () => {
    const html = (await page('/contact', 'contact=500')).body;
    expect(html).toContain('Failed to load contact information');
    expect(html).toContain('Open in Maps');
    expect(html).not.toContain('School Roadmap');
  });
});

describe('an empty database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ siteRenderer: await siteRendererFromSource(), seeded: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it('shows the empty texts (no admission or contact details set up is empty, not an error)', async () => {
    const about = (await t.app.inject({ url: '/about' })).body;
    expect(about).toContain('No milestones available at the moment');
    expect(about).toContain('No leadership messages available');
    const academics = (await t.app.inject({ url: '/academics' })).body;
    expect(academics).toContain('No curriculum levels available at the moment.');
    expect(academics).toContain('No faculty members available at the moment.');
    const admissions = (await t.app.inject({ url: '/admissions' })).body;
    expect(admissions).toContain('No admission requirements available at the moment.');
    expect(admissions).toContain('No fee structure available at the moment.');
    const contact = (await t.app.inject({ url: '/contact' })).body;
    expect(contact).toContain('Contact details are not available at the moment.');
    expect(contact).not.toContain('role="alert"');
  });
});
