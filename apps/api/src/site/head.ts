import {
  DEFAULT_LOCALE,
  LOCALES,
  MAP_LOCATION,
  OG_LOCALES,
  localePath,
  type Locale,
  heroVideo,
  fillSchoolTexts,
  schoolTexts,
  type ContactInfo,
  type SchoolIdentity,
  type HeroImage,
  type Media,
  type SitePage,
} from '@skp/shared';
import { escapeHtml, jsonForScript, metaTag } from '../lib/html-page';

/** The generated share picture (1200x630) used when a page has no hero picture. */
export const OG_IMAGE_PATH = '/og-image.png';
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;
/** The crest as a raster picture (JSON-LD logo). */
export const LOGO_PNG_PATH = '/logo.png';

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

/** The school's name and where it is. */
type SchoolPlace = Pick<SchoolIdentity, 'name' | 'town' | 'state'>;

/** The school's country: what the address's last part says besides the street, town and state. */
const SCHOOL_COUNTRY = 'IN';

/** Letters and digits only, lower case: 'S.K.P. Vidya Vihar' and 'SKP Vidya Vihar' compare equal. */
const bare = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** Whether a part of a written address is not the street: the school's name, the town, state or country. */
function notStreet(part: string, school: SchoolPlace): boolean {
  const text = bare(part);
  return ['', bare(school.name), bare(school.town), bare(school.state), 'india', 'bharat'].includes(text);
}

/**
 * The school's postal address (schema.org PostalAddress) from the address the office wrote
 * ('S.K.P. Vidya Vihar, Jasidih Road, Castair Town, Deoghar, Jharkhand 814112, India'): the street is
 * what is left once the school's name, town, state, PIN code and country are taken out (they have
 * their own properties), so no part is said twice.
 */
export function schoolPostalAddress(
  contact: ContactInfo | undefined,
  school: SchoolPlace,
): Record<string, unknown> | undefined {
  if (!contact) return undefined;
  const postalCode = contact.address.match(/\b\d{6}\b/)?.[0];
  const street = contact.address
    .split(/[,\n]/)
    .map((part) => part.trim())
    .filter((part) => !notStreet(part.replace(/\b\d{6}\b/, '').trim(), school))
    .join(', ');
  return {
    '@type': 'PostalAddress',
    ...(street ? { streetAddress: street } : {}),
    addressLocality: school.town,
    ...(school.state ? { addressRegion: school.state } : {}),
    ...(postalCode ? { postalCode } : {}),
    addressCountry: SCHOOL_COUNTRY,
  };
}

/**
 * The address of the place an event is held: the school's own address for a place on the campus (what
 * staff write as 'Main Ground', 'School Auditorium': no comma), else the place written out
 * ('Nandan Pahar, Deoghar'): its first parts as the street, the town as the locality.
 */
export function eventPlaceAddress(
  location: string,
  contact: ContactInfo | undefined,
  school: SchoolPlace,
): Record<string, unknown> | undefined {
  const parts = location
    .split(/[,\n]/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length < 2) return schoolPostalAddress(contact, school);
  const postalCode = location.match(/\b\d{6}\b/)?.[0];
  const street = parts
    .map((part) => part.replace(/\b\d{6}\b/, '').trim())
    .filter((part) => !notStreet(part, school));
  const inTown = parts.some(
    (part) =>
      part
        .replace(/\b\d{6}\b/, '')
        .trim()
        .toLowerCase() === school.town.toLowerCase(),
  );
  const town = inTown || street.length < 2 ? school.town : street.pop()!;
  return {
    '@type': 'PostalAddress',
    ...(street.length > 0 ? { streetAddress: street.join(', ') } : {}),
    addressLocality: town,
    ...(school.state ? { addressRegion: school.state } : {}),
    ...(postalCode ? { postalCode } : {}),
    addressCountry: SCHOOL_COUNTRY,
  };
}

/** schema.org School for Home (both editions), from the contact details in the database. */
export function schoolJsonLd(
  origin: string,
  contact: ContactInfo | undefined,
  school: SchoolIdentity,
  url = `${origin}/`,
): Record<string, unknown> {
  const texts = schoolTexts(school, 'en');
  const sameAs = contact
    ? Object.values(contact.socialLinks ?? {}).filter(
        (link): link is string => typeof link === 'string' && !!link,
      )
    : [];
  const place = contact?.mapLocation ?? MAP_LOCATION;
  return {
    '@context': 'https://schema.org',
    '@type': ['School', 'EducationalOrganization'],
    '@id': `${origin}/#school`,
    name: school.name,
    alternateName: texts.siteName,
    url,
    logo: `${origin}${LOGO_PNG_PATH}`,
    image: `${origin}${OG_IMAGE_PATH}`,
    description: [school.tagline, texts.siteName].filter(Boolean).join(', ') + '.',
    ...(contact
      ? { address: schoolPostalAddress(contact, school), telephone: contact.phone, email: contact.email }
      : {}),
    // docs/requirements.md#limits: the map's coordinates (the Contact page's map shows the same place).
    geo: { '@type': 'GeoCoordinates', latitude: place.latitude, longitude: place.longitude },
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

/**
 * robots.txt: everything but the admin and the API, except the notices' PDFs, which the notices feed
 * carries as enclosures (and each notice's page links): the longer Allow rule wins over
 * `Disallow: /api` (RFC 9309 §2.2.2), so crawlers, feed readers and podcast-style apps may fetch them.
 */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api',
    'Allow: /api/notices/*/download$',
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
/** What a page's own JSON-LD is made with: its share picture, its address in its edition, the school's details. */
export interface JsonLdContext {
  imageUrl: string;
  /** The page's canonical address in the page's edition (/hi/... on a Hindi page). */
  pageUrl: string;
  contact: ContactInfo | undefined;
  school: SchoolIdentity;
}

/** <link rel=alternate hreflang> for each edition of a page, and x-default (the English one). */
export function alternateTags(origin: string, path: string): string[] {
  const link = (hreflang: string, locale: Locale) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(`${origin}${localePath(path, locale)}`)}" />`;
  return [...LOCALES.map((locale) => link(locale, locale)), link('x-default', DEFAULT_LOCALE)];
}

export function pageHeadTags(options: {
  origin: string;
  page: SitePage;
  status: 200 | 404;
  /** The page's hero entries, in order (empty when it has none or they failed to load). */
  heroes: readonly HeroImage[];
  contact: ContactInfo | undefined;
  /** The school as data (settings): the site's name, the JSON-LD. */
  school: SchoolIdentity;
  /** The page's edition (default English) and its title and description in it (default SITE_PAGES'). */
  locale?: Locale;
  texts?: { title: string; description: string };
  /** The page's own share picture (one event's); else the hero's, else the share card. */
  image?: { url: string; width?: number | undefined; height?: number | undefined; alt: string } | undefined;
  ogType?: 'website' | 'article' | undefined;
  jsonLd?: ((context: JsonLdContext) => Record<string, unknown>) | undefined;
  /** A page for one visitor (a look-up's answer): kept out of search engines like a 404. */
  noindex?: boolean;
}): string {
  const { origin, page, status, heroes } = options;
  // A hero that plays a video shows its poster first: that is what to share and to fetch early.
  const video = heroVideo(heroes);
  const hero = heroes.find((entry) => entry !== video?.video);
  const locale = options.locale ?? DEFAULT_LOCALE;
  const texts = schoolTexts(options.school, locale);
  const { siteName } = texts;
  const title = options.texts?.title ?? (page.title ? `${page.title} | ${siteName}` : siteName);
  const description = options.texts?.description ?? fillSchoolTexts(page.description, texts);
  const url = `${origin}${localePath(page.path, locale)}`;
  const image = options.image
    ? options.image
    : hero
      ? {
          url: absolute(origin, hero.media?.url || hero.imageUrl),
          width: hero.media?.width,
          height: hero.media?.height,
          alt: hero.altText || hero.title || siteName,
        }
      : { url: `${origin}${OG_IMAGE_PATH}`, ...OG_IMAGE_SIZE, alt: `${siteName} crest` };
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    metaTag('name', 'description', description),
    ...(status === 404 || options.noindex
      ? [metaTag('name', 'robots', 'noindex')]
      : [`<link rel="canonical" href="${escapeHtml(url)}" />`, ...alternateTags(origin, page.path)]),
    metaTag('property', 'og:type', options.ogType ?? 'website'),
    metaTag('property', 'og:site_name', siteName),
    metaTag('property', 'og:locale', OG_LOCALES[locale]),
    ...LOCALES.filter((other) => other !== locale).map((other) =>
      metaTag('property', 'og:locale:alternate', OG_LOCALES[other]),
    ),
    metaTag('property', 'og:title', title),
    metaTag('property', 'og:description', description),
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
    metaTag('name', 'twitter:description', description),
    metaTag('name', 'twitter:image', image.url),
    metaTag('name', 'twitter:image:alt', image.alt),
  ];
  if (status === 200 && !options.image && video?.posterUrl) {
    tags.push(`<link rel="preload" as="image" href="${escapeHtml(video.posterUrl)}" fetchpriority="high" />`);
  } else if (status === 200 && !options.image && hero) {
    tags.push(heroPreloadTag(hero));
  }
  if (options.jsonLd && status === 200) {
    const data = options.jsonLd({
      imageUrl: image.url,
      pageUrl: url,
      contact: options.contact,
      school: options.school,
    });
    tags.push(`<script type="application/ld+json">${jsonForScript(data)}</script>`);
  }
  // Home of each edition: the school (the same @id), with that edition's Home as its url.
  if (status === 200 && page.path === '/') {
    tags.push(
      `<script type="application/ld+json">${jsonForScript(schoolJsonLd(origin, options.contact, options.school, url))}</script>`,
    );
  }
  return tags.join('\n    ');
}
