/**
 * The server bundle (built with `vite build --ssr`): renders a page's whole HTML document, head and
 * body, from its data and the server's head facts (apps/api/src/site loads the data, works out the
 * share picture and JSON-LD, and keeps and sends the answer).
 */
import './styles/site.css';
import {
  localePath,
  type HeroImage,
  type SiteFrameData,
  type SitePageDataMap,
  type SitePageName,
  type SiteRenderRequest,
  type SiteLocaleFonts,
  type SiteRenderResult,
} from '@skp/shared';
import type { ComponentType } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { themeNameForPath } from './layout/brand';
import { I18nProvider } from './i18n/site-i18n';
import { headTags, pageDocument } from './document/page-document';
import { pageTexts } from './document/page-texts';
import { siteI18n } from './i18n/translator';
import { SiteFrame } from './layout/site-frame';
import { DEVANAGARI_FONT_CSS } from './styles/devanagari-font';
import { IconSprite, IconSpriteContext, IconSymbols } from './ui/icon';
import { AboutPage } from './pages/about/about-page';
import { SubscribePage } from './pages/subscribe/subscribe-page';
import { AcademicsPage } from './pages/academics/academics-page';
import { AdmissionsPage } from './pages/admissions/admissions-page';
import { CampusPage } from './pages/campus/campus-page';
import { ContactPage } from './pages/contact/contact-page';
import { EventPage } from './pages/events/event-page';
import { EventsPage } from './pages/events/events-page';
import { NoticePage } from './pages/notices/notice-page';
import { NoticesPage } from './pages/notices/notices-page';
import { SearchPage } from './pages/search/search-page';
import { GalleryNotFoundPage } from './pages/gallery/gallery-not-found-page';
import { GalleryPage } from './pages/gallery/gallery-page';
import { HomePage } from './pages/home/home-page';
import { MandatoryPublicDisclosurePage } from './pages/mandatory-public-disclosure/mandatory-public-disclosure-page';
import { NotFoundPage } from './pages/not-found/not-found-page';
import { TransferCertificatesPage } from './pages/transfer-certificates/transfer-certificates-page';
import { PrivacyPage } from './pages/privacy/privacy-page';
import { PrivacyRequestPage } from './pages/privacy/privacy-request-page';
import { BabyStepsPage } from './pages/wings/baby-steps-page';
import { CricketAcademyPage } from './pages/wings/cricket-academy-page';

interface PageEntry<P extends SitePageName> {
  component: ComponentType<{ data: SitePageDataMap[P] }>;
  /** The floating WhatsApp chat button (docs/requirements.md#audience: Home, About, Contact). */
  chatButton?: boolean;
}

const PAGES: { [P in SitePageName]: PageEntry<P> } = {
  home: { component: HomePage, chatButton: true },
  campus: { component: CampusPage },
  babySteps: { component: BabyStepsPage },
  cricketAcademy: { component: CricketAcademyPage },
  about: { component: AboutPage, chatButton: true },
  academics: { component: AcademicsPage },
  admissions: { component: AdmissionsPage },
  contact: { component: ContactPage, chatButton: true },
  privacy: { component: PrivacyPage },
  privacyRequest: { component: PrivacyRequestPage },
  mandatoryPublicDisclosure: { component: MandatoryPublicDisclosurePage },
  gallery: { component: GalleryPage },
  galleryNotFound: { component: GalleryNotFoundPage },
  notices: { component: NoticesPage },
  notice: { component: NoticePage },
  transferCertificates: { component: TransferCertificatesPage },
  transferCertificateLink: { component: TransferCertificatesPage },
  events: { component: EventsPage },
  event: { component: EventPage },
  search: { component: SearchPage },
  subscribe: { component: SubscribePage },
  notFound: { component: NotFoundPage },
};

/** What an edition adds to a page's styles for its script: Hindi's Devanagari font. */
export const LOCALE_FONTS: SiteLocaleFonts = { hi: DEVANAGARI_FONT_CSS };

/**
 * The whole document of a page in one pass: its words (title, description, its name in a chat
 * message) worked out once (pageTexts), the body rendered with them, the head written with them.
 */
export function render<P extends SitePageName>(request: SiteRenderRequest<P>): SiteRenderResult {
  const entry = PAGES[request.page] as PageEntry<P>;
  const Page = entry.component;
  const { locale, school } = request.frame;
  const i18n = siteI18n(locale, school);
  const texts = pageTexts(request, i18n);
  const url = new URL(localePath(request.head.path, locale), request.head.origin).href;
  const frame: SiteFrameData = { ...request.frame, page: { title: texts.name, url } };
  // Each icon's shapes once, as symbols at the top of the body, which the icons refer to.
  const sprite = new IconSprite();
  const page = renderToString(
    <I18nProvider value={i18n}>
      <IconSpriteContext.Provider value={sprite}>
        <SiteFrame frame={frame} chatButton={entry.chatButton}>
          <Page data={request.data} />
        </SiteFrame>
      </IconSpriteContext.Provider>
    </I18nProvider>,
  );
  const body = renderToStaticMarkup(<IconSymbols sprite={sprite} />) + page;
  const hero = (request.data as { hero?: { ok: boolean; data?: HeroImage[] } }).hero;
  const head = headTags({
    facts: request.head,
    texts,
    locale,
    siteName: i18n.schoolTexts.siteName,
    heroes: hero?.ok ? (hero.data ?? []) : [],
  });
  const theme = themeNameForPath(request.frame.path);
  const localeFont = LOCALE_FONTS[locale] ?? '';
  return {
    html: pageDocument({ head, body, theme, locale, school, parts: request.document, localeFont }),
  };
}
