import type { ActivityGroup } from './activity.schema';
import type { Announcement } from './announcement.schema';
import type { Coach, CricketContact, TrainingProgram } from './cricket.schema';
import type { AlumniCard, Alumnus, Milestone, StudentLifeEvent } from './about.schema';
import type { Curriculum } from './curriculum.schema';
import type { Faculty } from './faculty.schema';
import type { FeeStructure } from './fee.schema';
import type { Leader } from './leader.schema';
import type { MandatoryDisclosure, Policy } from './document.schema';
import type { SchoolEvent } from './event.schema';
import type { Pagination } from './common.schema';
import type { GalleryCover, GalleryPhoto, StarredPhoto } from './gallery.schema';
import type { GalleryCategorySlug } from './constants';
import type { HeroImage } from './hero-image.schema';
import type { Notice } from './notice.schema';
import type { PublicDisclosure } from './public-disclosure.schema';
import type { AdmissionInfo, BabyStepsAdmission, ContactInfo, PageContent } from './settings.schema';
import type { Locale } from './locale';
import type { SchoolIdentity } from './school.schema';
import type { TcLookupAnswer } from './transfer-certificate.schema';
import type { SubscribePageState } from './subscription.schema';
import type { PrivacyNotice } from './privacy.schema';
import type { SearchAnswer } from './search.schema';
import type { FixedPageDataMap } from './site-pages';

/**
 * One section's data as the server loaded it: the data, or the failure. `message` is the reason a
 * visitor may read (a known API error's message); internal errors leave it out.
 */
export type SectionResult<T> = { ok: true; data: T } | { ok: false; message?: string };

/** What every server-rendered page gets besides its own sections (header, footer, chat button). */
export interface SiteFrameData {
  /**
   * The request path as asked (an alias stays an alias), e.g. for the active header link, without
   * the edition's prefix: /hi/about is '/about' with locale 'hi'.
   */
  path: string;
  /** The page's edition: English at today's URLs, Hindi under /hi. */
  locale: Locale;
  contact: SectionResult<ContactInfo>;
  /** The school as data (settings): names, crest, theme colours, wings. */
  school: SchoolIdentity;
  /** The page as a parent would name it in a WhatsApp message: its title and canonical address. */
  page: { title: string; url: string };
  /** The announcements showing now (none when they could not be loaded: a banner never blanks a page). */
  announcements: Announcement[];
}

export interface HomePageData {
  hero: SectionResult<HeroImage[]>;
  /** The page's own text as staff edit it (a heading, a lead line, paragraphs); null until set up. */
  intro: SectionResult<PageContent | null>;
  galleryCovers: SectionResult<Record<string, GalleryCover>>;
  starredPhotos: SectionResult<Record<string, StarredPhoto>>;
  /** Per category slug: its first photo, asked only for categories without a cover or starred photo. */
  galleryProbes: Record<string, SectionResult<GalleryPhoto | null>>;
  activities: SectionResult<ActivityGroup[]>;
  notices: SectionResult<Notice[]>;
  events: SectionResult<SchoolEvent[]>;
  policies: SectionResult<Policy[]>;
  mandatoryDisclosures: SectionResult<MandatoryDisclosure[]>;
  /** The site's address (PUBLIC_URL): share links carry absolute URLs. */
  origin: string;
}

export interface CampusPageData {
  hero: SectionResult<HeroImage[]>;
  studentLife: SectionResult<StudentLifeEvent[]>;
}

/** A wing's photo gallery: the first photos of its category and how many it has in all. */
export interface GalleryPreviewData {
  photos: GalleryPhoto[];
  total: number;
}

export interface BabyStepsPageData {
  hero: SectionResult<HeroImage[]>;
  gallery: SectionResult<GalleryPreviewData>;
  /** null until the school has set it up (the API's 404). */
  admission: SectionResult<BabyStepsAdmission | null>;
  /** The school's contact details (Baby Steps shares the school's office); null until set up. */
  contact: SectionResult<ContactInfo | null>;
}

export interface CricketAcademyPageData {
  hero: SectionResult<HeroImage[]>;
  gallery: SectionResult<GalleryPreviewData>;
  programs: SectionResult<TrainingProgram[]>;
  coaches: SectionResult<Coach[]>;
  /** null until the school has set it up (the API's 404). */
  cricketContact: SectionResult<CricketContact | null>;
}

export interface AboutPageData {
  hero: SectionResult<HeroImage[]>;
  /** The page's own text as staff edit it (a heading, a lead line, paragraphs); null until set up. */
  intro: SectionResult<PageContent | null>;
  milestones: SectionResult<Milestone[]>;
  leaders: SectionResult<Leader[]>;
  alumni: SectionResult<Alumnus[]>;
  alumniCards: SectionResult<AlumniCard[]>;
}

export interface AcademicsPageData {
  hero: SectionResult<HeroImage[]>;
  /** The page's own text as staff edit it (a heading, a lead line, paragraphs); null until set up. */
  intro: SectionResult<PageContent | null>;
  curriculum: SectionResult<Curriculum[]>;
  faculty: SectionResult<Faculty[]>;
  /** The Faculty Directory's department filter (?department=), null for all departments. */
  department: string | null;
}

/**
 * An enquiry form as the server renders it: empty, after a plain HTML POST (what was typed kept,
 * each field's problem), or after the redirect that follows a successful one.
 */
export interface EnquiryFormState {
  result: 'idle' | 'success' | 'error';
  /** What was typed, by field name (never the honeypot). */
  values: Record<string, string>;
  /** The first problem of each field, by field name. */
  fieldErrors: Record<string, string>;
  /** A reason the visitor may read under the error text (e.g. the rate limit's). */
  detail?: string;
}

export interface AdmissionsPageData {
  hero: SectionResult<HeroImage[]>;
  /** The page's own text as staff edit it (a heading, a lead line, paragraphs); null until set up. */
  intro: SectionResult<PageContent | null>;
  /** null when the school has not set the admission information up yet (empty, not an error). */
  admission: SectionResult<AdmissionInfo | null>;
  fees: SectionResult<FeeStructure[]>;
  /** The Admission Enquiry form's state after a plain HTML POST; absent on a plain visit. */
  enquiry?: EnquiryFormState;
}

export interface ContactPageData {
  hero: SectionResult<HeroImage[]>;
  /** The page's own text as staff edit it (a heading, a lead line, paragraphs); null until set up. */
  intro: SectionResult<PageContent | null>;
  /** null when the school has not entered its contact details yet (empty, not an error). */
  contact: SectionResult<ContactInfo | null>;
  /** The Quick Enquiry form's state after a plain HTML POST; absent on a plain visit. */
  enquiry?: EnquiryFormState;
}

/** /privacy: the privacy notice made from the data inventory and the privacy settings. */
export interface PrivacyPageData {
  notice: SectionResult<PrivacyNotice>;
  /** The school's office (its address, phone and e-mail), null until set up. */
  contact: SectionResult<ContactInfo | null>;
}

/**
 * /privacy/request: a parent asks to see, correct or erase their data (plain forms, no JavaScript
 * needed): the asking form, the code's form (`?ticket=`), or the answer (`?request=sent`).
 */
export interface PrivacyRequestPageData {
  step: 'ask' | 'code' | 'sent';
  /** The ticket of the code's form (opaque, random; never the address). */
  ticket: string;
  /** Days the school has to answer. */
  dueDays: number;
  /** Minutes the mailed code works. */
  codeMinutes: number;
  /** Whether codes can be mailed (an SMTP server is set up); else the page says to write to the Grievance Officer. */
  mailReady: boolean;
  /** The form's state after a plain HTML POST that was refused. */
  enquiry?: EnquiryFormState;
}

/** CBSE's Mandatory Public Disclosure (Appendix IX), one section of data for the whole format. */
export interface MandatoryPublicDisclosurePageData {
  disclosure: SectionResult<PublicDisclosure>;
}

/** /gallery/<slug> for one of the six categories (docs/requirements.md#routes). */
export interface GalleryPageData {
  slug: GalleryCategorySlug;
  /** Every photo of the category in upload order (staff's Order, then oldest first). */
  photos: SectionResult<GalleryPhoto[]>;
  /** Each category's starred photo by category name: the hero's picture. */
  starredPhotos: SectionResult<Record<string, StarredPhoto>>;
}

/** /events: published events, upcoming first (soonest first), then past ones (latest first). */
export interface EventsPageData {
  events: SectionResult<{ events: SchoolEvent[]; pagination: Pagination }>;
  /** The search box's text (?search=), '' for none. */
  search: string;
  /** The site's address (PUBLIC_URL): share links carry absolute URLs. */
  origin: string;
  /** Now, as the server rendered the page (which events are past). */
  now: string;
}

/** /notices: published notices, newest first, NOTICES_PAGE_SIZE a page, with a search box. */
export interface NoticesPageData {
  notices: SectionResult<{ notices: Notice[]; pagination: Pagination }>;
  /** The search box's text (?search=), '' for none. */
  search: string;
  /** The site's address (PUBLIC_URL): share links carry absolute URLs. */
  origin: string;
}

/** A generated link-preview picture (a notice or event without its own picture). */
export interface ShareCardImage {
  path: string;
  width: number;
  height: number;
}

/** /notices/<slug>: one published notice, with its attachment's size (null without one). */
export interface NoticePageData {
  notice: Notice;
  pdfBytes: number | null;
  origin: string;
  shareCard?: ShareCardImage | undefined;
}

/** /events/<slug>: one published event. */
export interface EventPageData {
  event: SchoolEvent;
  origin: string;
  shareCard?: ShareCardImage | undefined;
}

/** /search?q=: one page of what the site search finds in the page's edition. */
export interface SearchPageData {
  /** The words as asked ('' before anything is asked: the page shows the search box alone). */
  q: string;
  /** Null when nothing was asked. */
  search: SectionResult<SearchAnswer> | null;
}

export type NotFoundPageData = Record<string, never>;

/**
 * /transfer-certificates (a GET form: ?tc=&dob=) and /transfer-certificates/v/<token> (a TC's QR
 * link): the process explained, the look-up form with what was typed, and the answer.
 */
export interface TransferCertificatesPageData {
  asked: { tc: string; dob: string };
  answer: TcLookupAnswer;
  /** The answer came from a QR link (nothing was typed). */
  viaQr: boolean;
}

/**
 * /subscribe: the 'Get notices' form (a plain POST), and what a mail's link led to: confirmed,
 * unsubscribed, an unknown link, or the unsubscribe button (`unsubscribeToken`).
 */
export interface SubscribePageData {
  state: SubscribePageState;
  /** The token of an unsubscribe link being asked about ('' otherwise). */
  unsubscribeToken: string;
  enquiry?: EnquiryFormState;
}

/**
 * The pages SITE_PAGES does not list, by name, with the data their components take: those at an
 * address with a part (one gallery, notice, event, a TC's QR link) and the gallery's 404.
 */
export interface ItemPageDataMap {
  gallery: GalleryPageData;
  /** /gallery/<unknown slug>: 'Gallery not found' (status 404). */
  galleryNotFound: NotFoundPageData;
  notice: NoticePageData;
  transferCertificateLink: TransferCertificatesPageData;
  event: EventPageData;
}

/** Every server-rendered page by name, with the data its component takes (SITE_PAGES' rows give theirs). */
export type SitePageDataMap = FixedPageDataMap & ItemPageDataMap;

export type SitePageName = keyof SitePageDataMap;

/** A share picture (absolute URL, with its size when known). */
export interface SharePicture {
  url: string;
  width?: number | undefined;
  height?: number | undefined;
  alt: string;
}

/**
 * What the server knows of a page's head besides its words: where the page is, whether search
 * engines may list it, its share picture and its structured data. The server bundle writes the whole
 * head from these and the texts it works out once (apps/web/src/site/document).
 */
export interface SiteHeadFacts {
  /** The site's address (PUBLIC_URL, never the Host header). */
  origin: string;
  /** The page's canonical path, without the edition's prefix ('/404' for a 404 page). */
  path: string;
  status: 200 | 404;
  /** A page for one visitor or one not to list (a look-up's answer, search results): robots noindex. */
  noindex: boolean;
  /**
   * An item's own words (a notice's, an event's title and summary, in the page's edition), from its
   * data; absent on the other pages, whose words are the catalogue's. An empty description: the
   * site's name.
   */
  own?: { title?: string; description: string } | undefined;
  /** The page's own share picture (an item's); else its first hero picture, else `card`. */
  image?: SharePicture | undefined;
  /** The school's share card (1200x630), when the page has no picture of its own. */
  card: Omit<SharePicture, 'alt'>;
  ogType: 'website' | 'article';
  /** The page's JSON-LD blocks, in order (built by the server from the data and the school's details). */
  jsonLd: Record<string, unknown>[];
}

/** What the document takes from the build and the server: the styles a body uses, the island loader, the inline script. */
export interface SiteDocumentParts {
  /** The styles a page inlines, given its rendered body (apps/api/src/site/page-css.ts). */
  css(body: string): string;
  /** The island loader's URL (entry-client.ts), or null when the build has none. */
  islandLoader: string | null;
  /** The one inline script the CSP allows by its hash (announcement dismissal). */
  inlineScript: string;
}

/** What the server bundle renders: one page with its data inside the site's frame, as a whole document. */
export interface SiteRenderRequest<P extends SitePageName = SitePageName> {
  page: P;
  data: SitePageDataMap[P];
  /** The frame without `page` (the page's name in a chat message), which the render works out with the title. */
  frame: Omit<SiteFrameData, 'page'>;
  head: SiteHeadFacts;
  document: SiteDocumentParts;
}

/** Per edition, the @font-face CSS a page of that edition adds for its script (never preloaded). */
export type SiteLocaleFonts = Partial<Record<Locale, string>>;

/** The server bundle's answer: the whole HTML document of the page. */
export interface SiteRenderResult {
  html: string;
}

/**
 * The public site's styles in pieces (`dist/server/site-css.json`, written by the server build): one
 * piece per stylesheet, in the cascade order of the whole sheet. A page inlines the global pieces
 * (`classes: null`: site.css) and each CSS Module piece one of whose classes its markup uses, or
 * that a React island on it imports (an island may draw more after the visitor's first touch).
 */
export interface SiteCssPieces {
  pieces: { css: string; classes: string[] | null }[];
  /** Per island name (islands/<name>.tsx): the pieces its code imports. */
  islands: Record<string, number[]>;
}
