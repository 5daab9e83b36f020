import {
  CONTACT_DATA_PATH,
  GALLERY_SLUGS,
  INITIAL_DATA_ELEMENT_ID,
  SITE_NAME,
  documentTitle,
  heroImagesPath,
  initialDataPaths,
  publicPages,
  resolvePage,
  type ContactInfo,
  type GalleryCategorySlug,
  type HeroImage,
  type InitialData,
  type Media,
  type SitePage,
} from '@skp/shared';
import { escapeHtml, fillTemplate, jsonForScript, metaTag } from '../../lib/html-page';

/** SPEC §9: the school's map coordinates. */
export const SCHOOL_GEO = { latitude: 24.4778, longitude: 86.6877 } as const;

/** The generated share picture (1200x630) used when a page has no hero picture. */
export const OG_IMAGE_PATH = '/og-image.png';
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;
/** The crest as a raster picture (JSON-LD logo). */
export const LOGO_PNG_PATH = '/logo.png';

export interface SiteServiceDeps {
  /** The `data` of a public `GET /api{path}`, as that route answers it. */
  read(path: string): Promise<unknown>;
  /** The photos of one gallery category (for the sitemap's lastmod). */
  galleryPhotos(slug: GalleryCategorySlug): Promise<{ galleries: { updatedAt?: string }[] }>;
}

export interface RenderedPage {
  status: 200 | 404;
  html: string;
}

type HeroAnswer = { images?: HeroImage[] };
type ContactAnswer = { contact?: ContactInfo };

function absolute(origin: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** The newest `updatedAt` anywhere in an API answer (ISO strings compare as dates). */
export function newestUpdate(value: unknown): string | undefined {
  let newest: string | undefined;
  const visit = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) {
        if (key === 'updatedAt' && typeof child === 'string' && (!newest || child > newest)) newest = child;
        else visit(child);
      }
    }
  };
  visit(value);
  return newest;
}

/** `<link rel=preload>` for the first hero picture: AVIF variants (else WebP, else the JPEG), high priority. */
export function heroPreloadTag(image: Pick<HeroImage, 'imageUrl' | 'media'>, sizes = '100vw'): string {
  const media: Media | null = image.media;
  const pick = (format: 'avif' | 'webp') =>
    (media?.variants ?? []).filter((v) => v.format === format).sort((a, b) => a.width - b.width);
  const avif = pick('avif');
  const variants = avif.length > 0 ? avif : pick('webp');
  if (variants.length === 0) {
    return `<link rel="preload" as="image" href="${escapeHtml(media?.url || image.imageUrl)}" fetchpriority="high" />`;
  }
  const srcset = variants.map((v) => `${v.url} ${v.width}w`).join(', ');
  const type = avif.length > 0 ? 'image/avif' : 'image/webp';
  return `<link rel="preload" as="image" type="${type}" imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}" fetchpriority="high" />`;
}

/** schema.org School for the Home page, from the contact details in the database. */
export function schoolJsonLd(origin: string, contact: ContactInfo | undefined): Record<string, unknown> {
  const sameAs = contact
    ? Object.values(contact.socialLinks ?? {}).filter(
        (url): url is string => typeof url === 'string' && !!url,
      )
    : [];
  const postalCode = contact?.address.match(/\b\d{6}\b/)?.[0];
  return {
    '@context': 'https://schema.org',
    '@type': ['School', 'EducationalOrganization'],
    '@id': `${origin}/#school`,
    name: 'S.K.P. Vidya Vihar',
    alternateName: SITE_NAME,
    url: `${origin}/`,
    logo: `${origin}${LOGO_PNG_PATH}`,
    image: `${origin}${OG_IMAGE_PATH}`,
    description:
      'An English Medium Co-Educational C.B.S.E. Affiliated Day cum Residential School Upto 10+2, under the aegis of SKP Charitable Trust, Deoghar.',
    ...(contact
      ? {
          address: {
            '@type': 'PostalAddress',
            streetAddress: contact.address,
            addressLocality: 'Deoghar',
            addressRegion: 'Jharkhand',
            ...(postalCode ? { postalCode } : {}),
            addressCountry: 'IN',
          },
          telephone: contact.phone,
          email: contact.email,
        }
      : {}),
    geo: { '@type': 'GeoCoordinates', latitude: SCHOOL_GEO.latitude, longitude: SCHOOL_GEO.longitude },
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * The head tags of a page: title, description, canonical (noindex on a 404), Open Graph and Twitter
 * tags with the page's first hero picture (else the share card), the hero preload, and on Home the
 * school's JSON-LD.
 */
export function pageHeadTags(options: {
  origin: string;
  page: SitePage;
  status: 200 | 404;
  hero: HeroImage | undefined;
  contact: ContactInfo | undefined;
}): string {
  const { origin, page, status, hero } = options;
  const title = documentTitle(page);
  const url = `${origin}${page.path}`;
  const image = hero
    ? {
        url: absolute(origin, hero.media?.url || hero.imageUrl),
        width: hero.media?.width,
        height: hero.media?.height,
        alt: hero.altText || hero.title || SITE_NAME,
      }
    : { url: `${origin}${OG_IMAGE_PATH}`, ...OG_IMAGE_SIZE, alt: `${SITE_NAME} crest` };
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    metaTag('name', 'description', page.description),
    status === 404
      ? metaTag('name', 'robots', 'noindex')
      : `<link rel="canonical" href="${escapeHtml(url)}" />`,
    metaTag('property', 'og:type', 'website'),
    metaTag('property', 'og:site_name', SITE_NAME),
    metaTag('property', 'og:locale', 'en_IN'),
    metaTag('property', 'og:title', title),
    metaTag('property', 'og:description', page.description),
    metaTag('property', 'og:url', url),
    metaTag('property', 'og:image', image.url),
    ...(image.width && image.height
      ? [
          metaTag('property', 'og:image:width', String(image.width)),
          metaTag('property', 'og:image:height', String(image.height)),
        ]
      : []),
    metaTag('property', 'og:image:alt', image.alt),
    metaTag('name', 'twitter:card', 'summary_large_image'),
    metaTag('name', 'twitter:title', title),
    metaTag('name', 'twitter:description', page.description),
    metaTag('name', 'twitter:image', image.url),
    metaTag('name', 'twitter:image:alt', image.alt),
  ];
  if (hero && status === 200) tags.push(heroPreloadTag(hero));
  if (status === 200 && page.path === '/') {
    tags.push(
      `<script type="application/ld+json">${jsonForScript(schoolJsonLd(origin, options.contact))}</script>`,
    );
  }
  return tags.join('\n    ');
}

/** Head tags and the inlined first-screen data of every page of the site. */
export function createSiteService(deps: SiteServiceDeps) {
  /** Every answer the page's first screen asks for; an answer that fails is left out (the site asks itself). */
  async function initialData(page: SitePage): Promise<InitialData> {
    const at = Date.now();
    const paths = initialDataPaths(page);
    const answers: Record<string, unknown> = {};
    const results = await Promise.allSettled(paths.map((path) => deps.read(path)));
    results.forEach((result, i) => {
      if (result.status === 'fulfilled') answers[paths[i]!] = result.value;
    });
    return { at, answers };
  }

  return {
    /** The HTML for a path: head tags, JSON-LD on Home, the first screen's data; status 404 for unknown paths. */
    async renderPage(template: string, pathname: string, origin: string): Promise<RenderedPage> {
      const { status, page } = resolvePage(pathname);
      const data = status === 200 ? await initialData(page) : { at: Date.now(), answers: {} };
      const hero = page.heroSection
        ? (data.answers[heroImagesPath(page.heroSection)] as HeroAnswer | undefined)?.images?.[0]
        : undefined;
      const contact = (data.answers[CONTACT_DATA_PATH] as ContactAnswer | undefined)?.contact;
      const head = pageHeadTags({ origin, page, status, hero, contact });
      const bodyEnd =
        status === 200
          ? `<script type="application/json" id="${INITIAL_DATA_ELEMENT_ID}">${jsonForScript(data)}</script>`
          : '';
      return { status, html: fillTemplate(template, { head, bodyEnd }) };
    },

    /** Every public page in canonical form (aliases left out) and every gallery; lastmod from the data. */
    async sitemap(origin: string): Promise<string> {
      const pages = publicPages();
      const lastmods = await Promise.all(
        pages.map(async (page) => {
          const slug = GALLERY_SLUGS.find((s) => page.path === `/gallery/${s}`);
          try {
            if (slug) return newestUpdate(await deps.galleryPhotos(slug));
            return newestUpdate((await initialData(page)).answers);
          } catch {
            return undefined;
          }
        }),
      );
      const urls = pages.map((page, i) => {
        const lastmod = lastmods[i];
        return [
          '  <url>',
          `    <loc>${escapeHtml(`${origin}${page.path}`)}</loc>`,
          ...(lastmod ? [`    <lastmod>${lastmod.slice(0, 10)}</lastmod>`] : []),
          '  </url>',
        ].join('\n');
      });
      return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...urls,
        '</urlset>',
        '',
      ].join('\n');
    },
  };
}

export type SiteService = ReturnType<typeof createSiteService>;
