import { DEMO_SCHOOL, schoolTexts, type Locale, type SiteRenderRequest } from '@skp/shared';
import { describe, expect, it } from 'vitest';
import { siteI18n } from '../i18n/translator';
import { pageTexts } from './page-texts';

function texts(
  locale: Locale,
  page: SiteRenderRequest['page'],
  data: unknown = {},
  own?: SiteRenderRequest['head']['own'],
) {
  const request = { page, data, frame: { locale }, head: { own } } as unknown as SiteRenderRequest;
  return pageTexts(request, siteI18n(locale, DEMO_SCHOOL));
}

describe("a page's words, worked out once for its head and its chat link", () => {
  const site = (locale: Locale) => schoolTexts(DEMO_SCHOOL, locale).siteName;

  it("Home: the site's name as the title, 'Home' in the chat message", () => {
    expect(texts('en', 'home')).toMatchObject({ title: site('en'), name: 'Home' });
    expect(texts('en', 'home').description).toMatch(/^[^{}]+$/);
    expect(texts('hi', 'home').title).toBe(site('hi'));
  });

  it("every other page's title is its chat name and the site's name, in its edition", () => {
    expect(texts('en', 'contact')).toMatchObject({ name: 'Contact Us', title: `Contact Us | ${site('en')}` });
    const cases = [
      texts('hi', 'contact'),
      texts('en', 'gallery', { slug: 'hostel' }),
      texts('hi', 'gallery', { slug: 'hostel' }),
      texts('hi', 'galleryNotFound'),
      texts('hi', 'notice', {}, { title: 'परीक्षा की तिथियाँ', description: 'कक्षा 10 की परीक्षा' }),
    ];
    for (const [i, words] of cases.entries()) {
      const locale = i === 1 ? 'en' : 'hi';
      expect(words.title).toBe(`${words.name} | ${site(locale)}`);
    }
    expect(cases[1]!.name).toBe('Hostel Gallery');
    expect(cases[2]!.name).toContain('छात्रावास');
    expect(cases[3]!.name).toBe(texts('hi', 'notFound').name);
  });

  it("an item's own title and summary; an empty summary is the site's name", () => {
    expect(
      texts('en', 'event', {}, { title: 'Sports Day', description: 'Races on the main ground.' }),
    ).toEqual({
      name: 'Sports Day',
      title: `Sports Day | ${site('en')}`,
      description: 'Races on the main ground.',
    });
    expect(texts('en', 'transferCertificateLink', {}, { description: '' })).toEqual({
      name: 'Transfer Certificate Verification',
      title: `Transfer Certificate Verification | ${site('en')}`,
      description: site('en'),
    });
  });
});
