import {
  GALLERY_SLUGS,
  NOT_FOUND_PAGE_KEY,
  SITE_PAGES,
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

type FixedPageName = keyof typeof SITE_PAGES;

/**
 * How a page is reached: a page of SITE_PAGES at its path there (aliases resolve to it:
 * resolvePage), at a path with a part it takes (one notice, one gallery), or as a 404 page (rendered
 * once per edition at `notFoundAt`, whatever unknown address was asked).
 */
export type PageRoute<P extends SitePageName> =
  | (P extends FixedPageName ? { page: SitePageDefinition<P> } : never)
  | { pattern: RegExp; page: (part: string) => SitePageDefinition<P> }
  | { notFoundAt: string; page: SitePageDefinition<P> };

const SLUG = '([a-z0-9]+(?:-[a-z0-9]+)*)';

const notFoundPage: SitePageDefinition<'notFound'> = { name: 'notFound', load: async () => ({}) };

/**
 * The site's route table: one row per page name (SitePageDataMap, which the web's server bundle
 * renders from the same names), so a page without its route is a type error. A page of SITE_PAGES
 * is served at its path there.
 */
export const ROUTES = {
  home: { page: homePage },
  campus: { page: campusPage },
  about: { page: aboutPage },
  academics: { page: academicsPage },
  admissions: { page: admissionsPage },
  contact: { page: contactPage },
  privacy: { page: privacyPage },
  privacyRequest: { page: privacyRequestPage },
  babySteps: { page: babyStepsPage },
  cricketAcademy: { page: cricketAcademyPage },
  mandatoryPublicDisclosure: { page: mandatoryPublicDisclosurePage },
  notices: { page: noticesPage },
  notice: { pattern: new RegExp(`^/notices/${SLUG}$`), page: noticePage },
  events: { page: eventsPage },
  event: { pattern: new RegExp(`^/events/${SLUG}$`), page: eventPage },
  transferCertificates: { page: transferCertificatesPage },
  transferCertificateLink: {
    pattern: /^\/transfer-certificates\/v\/([A-Za-z0-9_-]{1,100})$/,
    page: transferCertificateLinkPage,
  },
  search: { page: searchPage },
  subscribe: { page: subscribePage },
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

type AnyRoute =
  | { page: SitePageDefinition }
  | { pattern: RegExp; page: (part: string) => SitePageDefinition }
  | { notFoundAt: string; page: SitePageDefinition };

const rows = Object.values(ROUTES) as AnyRoute[];
/** A page of SITE_PAGES with its path there. */
const isFixed = (row: AnyRoute): row is { page: SitePageDefinition } =>
  !('pattern' in row) && !('notFoundAt' in row);
const fixedRows = rows.filter(isFixed).map((row) => ({
  path: SITE_PAGES[row.page.name as FixedPageName].path as string,
  page: row.page,
}));
const byPath = new Map(fixedRows.map((row) => [row.path, row.page]));
const withPart = rows.filter((row) => 'pattern' in row);

/** The page that answers a path (an edition's prefix already taken off): a page, or a 404 page. */
export function pageFor(path: string): FoundPage {
  for (const row of withPart) {
    const part = row.pattern.exec(path)?.[1];
    if (part) return { definition: row.page(part), status: 200 };
  }
  const resolved = resolvePage(path);
  const page = resolved.status === 200 ? byPath.get(resolved.page.path) : undefined;
  if (page) return { definition: page, status: 200 };
  const notFound = /^\/gallery\/[^/]+$/.test(path) ? ROUTES.galleryNotFound : ROUTES.notFound;
  return { definition: notFound.page as SitePageDefinition, status: 404 };
}

/** Where a 404 page is rendered (one page per edition, kept once). */
export function notFoundPath(name: SitePageName): string {
  const row = ROUTES[name] as AnyRoute;
  return 'notFoundAt' in row ? row.notFoundAt : ROUTES.notFound.notFoundAt;
}

/** The pages at a fixed path with an enquiry form (posted there when the browser runs no JavaScript). */
export function pagesWithForms(): { path: string; page: SitePageDefinition }[] {
  return fixedRows.filter((row) => row.page.form);
}

/** The definition of the page at a fixed canonical path. */
export function pageAt(path: string): SitePageDefinition | undefined {
  return byPath.get(path);
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
