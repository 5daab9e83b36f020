import {
  MAP_LOCATION,
  localePath,
  schoolTexts,
  type ContactInfo,
  type Locale,
  type SchoolIdentity,
  type SiteHeadFacts,
} from '@skp/shared';
import type { PageHead } from './page-definition';

/** The generated share picture (1200x630) used when a page has no hero picture. */
export const OG_IMAGE_PATH = '/og-image.png';
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;
/** The crest as a raster picture (JSON-LD logo). */
export const LOGO_PNG_PATH = '/logo.png';

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

/** What a page's own JSON-LD is made with: its share picture, its address in its edition, the school's details. */
export interface JsonLdContext {
  imageUrl: string;
  /** The page's canonical address in the page's edition (/hi/... on a Hindi page). */
  pageUrl: string;
  contact: ContactInfo | undefined;
  school: SchoolIdentity;
}

/**
 * What the server knows of a page's head besides its words (SiteHeadFacts): its canonical path, its
 * own picture (an item's) or the school's share card, and its JSON-LD (the page's own, and on Home of
 * each edition the school, with that edition's Home as its url). The server bundle writes the head.
 */
export function pageHeadFacts(options: {
  origin: string;
  /** The page's canonical path (an item's own, else its route's). */
  path: string;
  status: 200 | 404;
  noindex: boolean;
  locale: Locale;
  contact: ContactInfo | undefined;
  school: SchoolIdentity;
  own?: PageHead | undefined;
}): SiteHeadFacts {
  const { origin, path, status, own, contact, school } = options;
  const card = { url: `${origin}${OG_IMAGE_PATH}`, ...OG_IMAGE_SIZE };
  const pageUrl = `${origin}${localePath(path, options.locale)}`;
  const jsonLd =
    status !== 200
      ? []
      : [
          ...(own?.jsonLd
            ? [own.jsonLd({ imageUrl: own.image?.url ?? card.url, pageUrl, contact, school })]
            : []),
          ...(path === '/' ? [schoolJsonLd(origin, contact, school, pageUrl)] : []),
        ];
  return {
    origin,
    path,
    status,
    noindex: options.noindex,
    ...(own ? { own: { title: own.title, description: own.description } } : {}),
    image: own?.image,
    card,
    ogType: own?.ogType ?? 'website',
    jsonLd,
  };
}
