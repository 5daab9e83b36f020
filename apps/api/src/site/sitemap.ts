import {
  alternateTags,
  GALLERY_SLUGS,
  LOCALES,
  isWingOff,
  localePath,
  publicPages,
  type GalleryCategorySlug,
  type SchoolIdentity,
} from '@skp/shared';
import { escapeHtml } from '../lib/html-page';
import { newestUpdate } from './head';

export interface SitemapSources {
  /** The school as data: a wing switched off has no page, so no entry. */
  school: SchoolIdentity;
  /** The photos of one gallery category (its lastmod). */
  galleryPhotos(slug: GalleryCategorySlug): Promise<{ galleries: { updatedAt?: string }[] }>;
  /** A page's data as its loader reads it (its lastmod is the newest `updatedAt` in it). */
  pageData(path: string): Promise<unknown> | undefined;
  /** Every published notice's and event's page (one entry each). */
  itemPages(): Promise<{ path: string; updatedAt: string }[]>;
}

/**
 * sitemap.xml: every public page in canonical form (aliases left out), every gallery, every notice
 * and event, each in both editions naming the other (hreflang alternates); lastmod from the data.
 */
export async function sitemapXml(origin: string, sources: SitemapSources): Promise<string> {
  const pages = publicPages().filter((page) => !isWingOff(sources.school, page.path));
  const lastmods = await Promise.all(
    pages.map(async (page) => {
      const slug = GALLERY_SLUGS.find((s) => page.path === `/gallery/${s}`);
      try {
        return newestUpdate(await (slug ? sources.galleryPhotos(slug) : sources.pageData(page.path)));
      } catch {
        return undefined;
      }
    }),
  );
  const items = await sources.itemPages().catch(() => []);
  const entries = [
    ...pages.map((page, i) => ({ path: page.path, lastmod: lastmods[i] })),
    ...items.map((item) => ({ path: item.path, lastmod: item.updatedAt })),
  ];
  const urls = entries.flatMap(({ path, lastmod }) =>
    LOCALES.map((locale) =>
      [
        '  <url>',
        `    <loc>${escapeHtml(`${origin}${localePath(path, locale)}`)}</loc>`,
        ...(lastmod ? [`    <lastmod>${lastmod.slice(0, 10)}</lastmod>`] : []),
        ...alternateTags(origin, path).map((tag) => `    ${tag.replace('<link', '<xhtml:link')}`),
        '  </url>',
      ].join('\n'),
    ),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
