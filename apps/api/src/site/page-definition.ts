import {
  heroImageQuerySchema,
  type ContentPage,
  type GalleryCategorySlug,
  type GalleryPreviewData,
  type HeroImage,
  type HeroSection,
  type SitePageDataMap,
  type SharePicture,
  type SitePageName,
} from '@skp/shared';
import { NotFoundError } from '../errors';
import type { JsonLdContext } from './head';
import type {
  CollectionEntityName,
  TranslatableEntityName,
} from '../modules/translations/translation-registry';
import type { LoadContext } from './load-sections';
import type { PageForm } from './page-forms';
import type { Services } from '../lib/define-module';

/** The share picture of a page (absolute URL). */
export type ShareImage = SharePicture;

/**
 * A page whose head comes from its data (one event): canonical path, its own words (in the page's
 * edition), picture, JSON-LD. The server bundle makes the document's title and description from the
 * words (pageTexts), once.
 */
export interface PageHead {
  /** The canonical path. */
  path: string;
  /** The item's own title (absent: the page's title from the catalogue). */
  title?: string;
  /** The item's summary ('' for the site's name). */
  description: string;
  /** Absent: the school's share card. */
  image?: ShareImage | undefined;
  ogType?: 'website' | 'article';
  /** JSON-LD for the page, given the share picture it ends up with, its address in its edition and the school's details. */
  jsonLd?(context: JsonLdContext): Record<string, unknown>;
}

/** A server-rendered page: its name in the server bundle and how its data is loaded. */
export interface SitePageDefinition<P extends SitePageName = SitePageName> {
  name: P;
  /** The query parameters the page reads, checked (anything else dropped); part of the cache key. */
  query?(raw: Readonly<Record<string, unknown>>): Record<string, string>;
  /**
   * Loads every section of the page in parallel through `app.services` (see loadSections); null when
   * the thing the path names does not exist (the site's 404 page answers).
   */
  load(services: Services, context: LoadContext): Promise<SitePageDataMap[P] | null>;
  /** Where the page is now when `load` found nothing at this address (a former slug): 301 there. */
  movedTo?(services: Services): Promise<string | undefined>;
  /** The head from the page's data, for pages the route table cannot list (one per event). */
  head?(data: SitePageDataMap[P]): PageHead;
  /** The page's enquiry form, posted to the page's own path when the browser runs no JavaScript. */
  form?: PageForm;
  /**
   * The page answers one visitor (a transfer certificate's look-up): rendered for each request, never
   * kept (`Cache-Control: private, no-store`), `noindex`, and its loader gets the visitor's address.
   */
  personal?: true;
  /** The answer's status when it is not 200 (a look-up over the address's limit: 429). */
  status?(data: SitePageDataMap[P]): { code: number; retryAfterSeconds?: number } | undefined;
}

/** The active hero pictures of a section, exactly as GET /api/hero-section-images?section=X&isActive=true. */
export async function heroImages(services: Services, section: HeroSection): Promise<HeroImage[]> {
  const answer = await services.heroImages.list(heroImageQuerySchema.parse({ section, isActive: 'true' }));
  return answer.images;
}

/** How many photos a wing's gallery shows before 'View All Photos'. */
export const GALLERY_PREVIEW_SIZE = 8;

/** A wing's photo gallery: the first photos of its category and the category's photo count. */
export async function galleryPreview(
  services: Services,
  slug: GalleryCategorySlug,
): Promise<GalleryPreviewData> {
  const answer = await services.gallery.listCategory(slug, { page: 1, limit: GALLERY_PREVIEW_SIZE });
  return { photos: answer.galleries, total: answer.pagination.total };
}

/** A settings read that is 404 until the school sets it up: that is "nothing yet" (null), not a failure. */
export async function nullWhenNotSetUp<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

/**
 * Rows in the page's edition: on a Hindi page each translatable field in Hindi where
 * staff wrote it, English otherwise (named in `fallbackFields`: the page marks it lang="en").
 * English pages get the rows exactly as loaded.
 */
export async function inEdition<T extends { _id: string }>(
  services: Services,
  context: LoadContext,
  entity: CollectionEntityName,
  rows: T[],
): Promise<T[]> {
  const locale = context.locale ?? 'en';
  return locale === 'en' ? rows : services.translations.localize(entity, rows, locale);
}

/** A singleton's value (contact details, admission information) in the page's edition. */
export async function singletonInEdition<T extends object>(
  services: Services,
  context: LoadContext,
  entity: TranslatableEntityName,
  id: string,
  value: T | null,
): Promise<T | null> {
  const locale = context.locale ?? 'en';
  if (locale === 'en' || value === null) return value;
  return services.translations.localizeSingleton(entity, id, value, locale);
}

/** The school's contact details in the page's edition, or null before the school enters them. */
export async function contactInEdition(services: Services, context: LoadContext) {
  return singletonInEdition(
    services,
    context,
    'contact',
    'contact',
    await nullWhenNotSetUp(() => services.contact.get()),
  );
}

/** A page's own text as staff edit it (Settings > page text) in the page's edition, or null before it is set up. */
export async function pageCopyInEdition(services: Services, context: LoadContext, page: ContentPage) {
  return singletonInEdition(
    services,
    context,
    'page-content',
    page,
    await nullWhenNotSetUp(() => services.pageCopy.get(page)),
  );
}
