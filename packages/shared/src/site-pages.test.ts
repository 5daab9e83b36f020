import { describe, expect, it } from 'vitest';
import { GALLERY_SLUGS } from './constants';
import { documentTitle, publicPages, resolvePage, SITE_PAGES } from './site-pages';

describe('the page table', () => {
  it('resolves every route of docs/requirements.md#routes, aliases to their short canonical form', () => {
    expect(resolvePage('/')).toMatchObject({ status: 200, page: SITE_PAGES.home });
    expect(resolvePage('/about/')).toMatchObject({ status: 200, page: SITE_PAGES.about });
    expect(resolvePage('/wings/baby-steps').page.path).toBe('/baby-steps');
    expect(resolvePage('/wings/cricket-academy').page.path).toBe('/cricket-academy');
    expect(resolvePage('/gallery/hostel')).toMatchObject({ status: 200, gallerySlug: 'hostel' });
    expect(resolvePage('/gallery/hostel').page.title).toBe('Hostel Gallery');
  });

  it('anything else is the not-found page with status 404', () => {
    for (const path of [
      '/nope',
      '/gallery/Hostel',
      '/gallery/x',
      '/wings',
      '/404',
      '/about/x',
      '/gallery/%E0%A4%A',
    ])
      expect(resolvePage(path), path).toMatchObject({ status: 404, page: SITE_PAGES.notFound });
  });

  it('titles carry the site name; Home is the site name alone', () => {
    expect(documentTitle(SITE_PAGES.home, 'S.K.P. Vidya Vihar, Deoghar')).toBe('S.K.P. Vidya Vihar, Deoghar');
    expect(documentTitle(SITE_PAGES.contact, 'S.K.P. Vidya Vihar, Deoghar')).toBe(
      'Contact Us | S.K.P. Vidya Vihar, Deoghar',
    );
  });

  it('lists every public page once, in canonical form', () => {
    const paths = publicPages().map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    // The eight pages of docs/requirements.md#routes, CBSE's Mandatory Public Disclosure, the notices,
    // the events and the privacy notice; not the search results nor the transfer certificates' look-up.
    expect(paths).toHaveLength(12 + GALLERY_SLUGS.length);
    expect(paths).toContain('/privacy');
    expect(paths).not.toContain('/search');
    expect(paths).not.toContain('/transfer-certificates');
    expect(paths).toContain('/notices');
    expect(paths).toContain('/mandatory-public-disclosure');
    expect(paths).toContain('/events');
    expect(paths.some((path) => path.startsWith('/wings/') || path === '/404')).toBe(false);
  });
});
