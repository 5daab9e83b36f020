import {
  GALLERY_SLUGS,
  NOT_FOUND_PAGE_KEY,
  resolvePage,
  type GalleryCategorySlug,
  type SitePageName,
} from '@skp/shared';
import type { SitePageDefinition } from './page-definition';
import { aboutPage } from './pages/about.page';
import { academicsPage } from './pages/academics.page';
import { admissionsPage } from './pages/admissions.page';
import { babyStepsPage } from './pages/baby-steps.page';
import { campusPage } from './pages/campus.page';
import { contactPage } from './pages/contact.page';
import { cricketAcademyPage } from './pages/cricket-academy.page';
import { eventPage, eventsPage } from './pages/events.page';
import { galleryNotFoundPage, galleryPage } from './pages/gallery.page';
import { homePage } from './pages/home.page';
import { mandatoryPublicDisclosurePage } from './pages/mandatory-public-disclosure.page';
import { noticePage, noticesPage } from './pages/notices.page';
import { transferCertificateLinkPage, transferCertificatesPage } from './pages/transfer-certificates.page';
import { privacyPage } from './pages/privacy.page';
import { privacyRequestPage } from './pages/privacy-request.page';
import { searchPage } from './pages/search.page';
import { subscribePage } from './pages/subscribe.page';

/**
 * How a page is reached: at its canonical path (aliases resolve to it: resolvePage), at a path with
 * a part it takes (one notice, one gallery), or as a 404 page (rendered once per edition at `path`,
 * whatever unknown address was asked).
 */
export type PageRoute<P extends SitePageName> =
  | { path: string; page: SitePageDefinition<P> }
  | { pattern: RegExp; page: (part: string) => SitePageDefinition<P> }
  | { notFoundAt: string; page: SitePageDefinition<P> };

const SLUG = '([a-z0-9]+(?:-[a-z0-9]+)*)';

const notFoundPage: SitePageDefinition<'notFound'> = { name: 'notFound', load: async () => ({}) };

/**
 * The site's route table: one row per page name (SitePageDataMap, which the web's server bundle
 * renders from the same names), so a page without its route is a type error.
 */
export const ROUTES = {
  home: { path: '/', page: homePage },
  campus: { path: '/campus', page: campusPage },
  about: { path: '/about', page: aboutPage },
  academics: { path: '/academics', page: academicsPage },
  admissions: { path: '/admissions', page: admissionsPage },
  contact: { path: '/contact', page: contactPage },
  privacy: { path: '/privacy', page: privacyPage },
  privacyRequest: { path: '/privacy/request', page: privacyRequestPage },
  babySteps: { path: '/baby-steps', page: babyStepsPage },
  cricketAcademy: { path: '/cricket-academy', page: cricketAcademyPage },
  mandatoryPublicDisclosure: { path: '/mandatory-public-disclosure', page: mandatoryPublicDisclosurePage },
  notices: { path: '/notices', page: noticesPage },
  notice: { pattern: new RegExp(`^/notices/${SLUG}$`), page: noticePage },
  events: { path: '/events', page: eventsPage },
  event: { pattern: new RegExp(`^/events/${SLUG}$`), page: eventPage },
  transferCertificates: { path: '/transfer-certificates', page: transferCertificatesPage },
  transferCertificateLink: {
    pattern: /^\/transfer-certificates\/v\/([A-Za-z0-9_-]{1,100})$/,
    page: transferCertificateLinkPage,
  },
  search: { path: '/search', page: searchPage },
  subscribe: { path: '/subscribe', page: subscribePage },
  gallery: {
    pattern: new RegExp(`^/gallery/(${GALLERY_SLUGS.join('|')})$`),
    page: (slug) => galleryPage(slug as GalleryCategorySlug),
  },
  // An unknown gallery shows the gallery's own 'Gallery not found' with Go Back.
  galleryNotFound: { notFoundAt: '/gallery/404', page: galleryNotFoundPage },
  notFound: { notFoundAt: '/404', page: notFoundPage },
} satisfies { [P in SitePageName]: PageRoute<P> };

export interface FoundPage {
  definition: SitePageDefinition;
  status: 200 | 404;
}

const rows = Object.values(ROUTES) as PageRoute<SitePageName>[];
const byPath = new Map(rows.flatMap((row) => ('path' in row ? [[row.path, row.page]] : [])));
const withPart = rows.filter((row) => 'pattern' in row);

/** The page that answers a path (an edition's prefix already taken off): a page, or a 404 page. */
export function pageFor(path: string): FoundPage {
  for (const row of withPart) {
    const part = row.pattern.exec(path)?.[1];
    if (part) return { definition: row.page(part) as SitePageDefinition, status: 200 };
  }
  const resolved = resolvePage(path);
  const page = resolved.status === 200 ? byPath.get(resolved.page.path) : undefined;
  if (page) return { definition: page as SitePageDefinition, status: 200 };
  const notFound = /^\/gallery\/[^/]+$/.test(path) ? ROUTES.galleryNotFound : ROUTES.notFound;
  return { definition: notFound.page as SitePageDefinition, status: 404 };
}

/** Where a 404 page is rendered (one page per edition, kept once). */
export function notFoundPath(name: SitePageName): string {
  const row: PageRoute<SitePageName> = ROUTES[name];
  return 'notFoundAt' in row ? row.notFoundAt : ROUTES.notFound.notFoundAt;
}

/** The pages at a fixed path with an enquiry form (posted there when the browser runs no JavaScript). */
export function pagesWithForms(): { path: string; page: SitePageDefinition }[] {
  return rows.flatMap((row) =>
    'path' in row && row.page.form ? [{ path: row.path, page: row.page as SitePageDefinition }] : [],
  );
}

/** The definition of the page at a fixed canonical path. */
export function pageAt(path: string): SitePageDefinition | undefined {
  return byPath.get(path) as SitePageDefinition | undefined;
}

/**
 * The key a page view is counted under (modules/stats): the page's canonical path without its
 * edition or query (an alias counts as its page; a look-up's link without its token), and one key
 * for every address answered with a 404 page, so what a stranger types cannot add keys.
 */
export function countedPageKey(path: string, found: FoundPage, status: number): string {
  if (found.status !== 200 || status !== 200) return NOT_FOUND_PAGE_KEY;
  if (found.definition.name === 'transferCertificateLink') return '/transfer-certificates/v';
  const resolved = resolvePage(path);
  return resolved.status === 200 ? resolved.page.path : path;
}
