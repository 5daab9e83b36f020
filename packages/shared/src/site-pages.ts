import {
  GALLERY_SLUGS,
  galleryCategoryName,
  galleryCategorySlug,
  type GalleryCategorySlug,
  type HeroSection,
} from './constants';
import type {
  AboutPageData,
  AcademicsPageData,
  AdmissionsPageData,
  BabyStepsPageData,
  CampusPageData,
  ContactPageData,
  CricketAcademyPageData,
  EventsPageData,
  HomePageData,
  MandatoryPublicDisclosurePageData,
  NotFoundPageData,
  NoticesPageData,
  PrivacyPageData,
  PrivacyRequestPageData,
  SearchPageData,
  SubscribePageData,
  TransferCertificatesPageData,
} from './site-render';

export interface SitePage {
  /** The canonical path: the one form listed in the sitemap and named by <link rel=canonical>. */
  path: string;
  /** The page's own title; the document title is `title | site name` (Home: the site name alone). Descriptions take {{school}} and {{town}}. */
  title?: string;
  description: string;
  /** Whose hero pictures the page shows first. */
  heroSection?: HeroSection;
  /**
   * A page that is no page of its own to list (search results, a transfer certificate's look-up):
   * not in the sitemap, robots `noindex`. Whether an answer may be kept is its route's
   * (`personal` in apps/api/src/site/page-definition.ts).
   */
  unlisted?: boolean;
}

declare const PAGE_DATA: unique symbol;

/** A row of SITE_PAGES: the page's path and English words, and (a type only) the data its component takes. */
export type PageRow<Data> = SitePage & { readonly [PAGE_DATA]?: Data };

/**
 * A row of SITE_PAGES with its page's data type beside it:
 * `transport: pageRow<{ contact: SectionResult<ContactInfo | null> }>()({ path: '/transport', ... })`.
 */
export const pageRow =
  <Data>() =>
  <const Row extends SitePage>(row: Row) =>
    row as Row & PageRow<Data>;

/**
 * The pages at a fixed address (docs/requirements.md#routes): the route table's paths
 * (apps/api/src/site/routes.ts takes each page's from here), the English titles and descriptions the
 * English catalogue names (`meta.<page>`), and the data each page's loader gives its component.
 */
export const SITE_PAGES = {
  home: pageRow<HomePageData>()({
    path: '/',
    description:
      '{{school}}, {{town}}: an English-medium, co-educational, CBSE-affiliated day-cum-residential school up to Class 12. Admissions open for 2024-25.',
    heroSection: 'home',
  }),
  about: pageRow<AboutPageData>()({
    path: '/about',
    title: 'About Us',
    description: 'The story, vision, leadership, houses and alumni of {{school}}, {{town}}.',
    heroSection: 'about',
  }),
  academics: pageRow<AcademicsPageData>()({
    path: '/academics',
    title: 'Academics',
    description:
      'Curriculum from Pre-Primary to Senior Secondary, our faculty and the school dress code at {{school}}.',
    heroSection: 'academics',
  }),
  contact: pageRow<ContactPageData>()({
    path: '/contact',
    title: 'Contact Us',
    description:
      'Address, phone, e-mail, office hours, map and a quick enquiry form for {{school}}, {{town}}.',
    heroSection: 'contact',
  }),
  admissions: pageRow<AdmissionsPageData>()({
    path: '/admissions',
    title: 'Admissions',
    description:
      'Admissions at {{school}}: the five-step process, requirements, dress code, fee structure and online registration.',
    heroSection: 'admissions',
  }),
  campus: pageRow<CampusPageData>()({
    path: '/campus',
    title: 'Campus',
    description:
      'The green, Wi-Fi enabled, secure campus of {{school}} with smart classrooms and student life.',
    heroSection: 'campus',
  }),
  babySteps: pageRow<BabyStepsPageData>()({
    path: '/baby-steps',
    title: 'Baby Steps',
    description:
      'Baby Steps, the nursery unit of {{school}}, {{town}}: Play Zone, Prep Zone, Nursery and Kindergarten.',
    heroSection: 'baby-steps',
  }),
  cricketAcademy: pageRow<CricketAcademyPageData>()({
    path: '/cricket-academy',
    title: 'Cricket Academy',
    description: 'The {{cricketAcademy}}, {{town}}: training programs, coaches, facilities and achievements.',
    heroSection: 'cricket-academy',
  }),
  mandatoryPublicDisclosure: pageRow<MandatoryPublicDisclosurePageData>()({
    path: '/mandatory-public-disclosure',
    title: 'Mandatory Public Disclosure',
    description:
      'CBSE Mandatory Public Disclosure (Appendix IX) of {{school}}, {{town}}: general information, documents, results, staff and infrastructure.',
  }),
  notices: pageRow<NoticesPageData>()({
    path: '/notices',
    title: 'Notices',
    description:
      'Notices and circulars from {{school}}, {{town}}: examinations, holidays, fees and school news, newest first.',
  }),
  events: pageRow<EventsPageData>()({
    path: '/events',
    title: 'Events',
    description:
      'Upcoming and past events at {{school}}, {{town}}: sports, celebrations, meetings and workshops, with a calendar to subscribe to.',
  }),
  transferCertificates: pageRow<TransferCertificatesPageData>()({
    path: '/transfer-certificates',
    title: 'Transfer Certificate Verification',
    description:
      "Verify a transfer certificate issued by {{school}}, {{town}}: enter the TC number and the student's date of birth.",
    unlisted: true,
  }),
  privacy: pageRow<PrivacyPageData>()({
    path: '/privacy',
    title: 'Privacy notice',
    description:
      'How {{school}} handles the personal data its website collects: what each form asks for and why, who sees it, how long it is kept, your rights and the Grievance Officer.',
  }),
  privacyRequest: pageRow<PrivacyRequestPageData>()({
    path: '/privacy/request',
    title: 'See, correct or erase your data',
    description:
      'Ask {{school}} to show you, correct or erase the personal data its website holds about you: a code sent to your e-mail proves the address.',
    unlisted: true,
  }),
  subscribe: pageRow<SubscribePageData>()({
    path: '/subscribe',
    title: 'Get notices',
    description:
      'Get the notices, events and urgent alerts of {{school}}, {{town}} by e-mail, in English or Hindi, right away or once a week.',
    unlisted: true,
  }),
  search: pageRow<SearchPageData>()({
    path: '/search',
    title: 'Search',
    description: 'Search the pages, notices, events, documents and photos of {{school}}, {{town}}.',
    unlisted: true,
  }),
  notFound: pageRow<NotFoundPageData>()({
    path: '/404',
    title: 'Page not found',
    description: 'The page you asked for does not exist on the {{school}} website.',
  }),
} as const satisfies Record<string, SitePage>;

type PageDataOf<Row> = Row extends { readonly [PAGE_DATA]?: infer Data } ? Exclude<Data, undefined> : never;

/** The pages of SITE_PAGES by name, with the data their components take. */
export type FixedPageDataMap = { [P in keyof typeof SITE_PAGES]: PageDataOf<(typeof SITE_PAGES)[P]> };

/** The /wings/* aliases of docs/requirements.md#routes and the short form each names as canonical. */
export const PAGE_ALIASES: Record<string, string> = {
  '/wings/baby-steps': SITE_PAGES.babySteps.path,
  '/wings/cricket-academy': SITE_PAGES.cricketAcademy.path,
};

export function galleryPage(slug: GalleryCategorySlug): SitePage {
  const name = galleryCategoryName(slug);
  return {
    path: `/gallery/${slug}`,
    title: `${name} Gallery`,
    description: `Photos of ${name} at {{school}}, {{town}}.`,
  };
}

/** Every public page once, in canonical form (the sitemap's list; search results are not one). */
export function publicPages(): SitePage[] {
  // The 404 page, search results and personal look-ups are no page of their own to list.
  const pages = (Object.values(SITE_PAGES) as SitePage[]).filter(
    (page) => page !== SITE_PAGES.notFound && !page.unlisted,
  );
  return [...pages, ...GALLERY_SLUGS.map(galleryPage)];
}

export interface ResolvedPage {
  /** 200 for the routes of docs/requirements.md#routes (aliases included), 404 for anything else. */
  status: 200 | 404;
  page: SitePage;
  /** Set for gallery pages. */
  gallerySlug?: GalleryCategorySlug;
}

/** Which page a path shows (trailing slashes ignored); unknown paths get the not-found page. */
export function resolvePage(pathname: string): ResolvedPage {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  const canonical = PAGE_ALIASES[path] ?? path;
  const page = Object.values(SITE_PAGES).find((p) => p.path === canonical && p !== SITE_PAGES.notFound);
  if (page) return { status: 200, page };
  const gallery = /^\/gallery\/([^/]+)$/.exec(path);
  if (gallery?.[1]) {
    const slug = galleryCategorySlug(decodeURIComponentSafe(gallery[1]));
    if (slug && slug === gallery[1]) return { status: 200, page: galleryPage(slug), gallerySlug: slug };
  }
  return { status: 404, page: SITE_PAGES.notFound };
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The document title of a page; the site name is schoolTexts(identity).siteName. */
export function documentTitle(page: SitePage, siteName: string): string {
  return page.title ? `${page.title} | ${siteName}` : siteName;
}
