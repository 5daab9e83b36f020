/**
 * The server bundle (built with `vite build --ssr`): renders a page with its data inside the site's
 * frame to HTML. The API (apps/api/src/site) loads the data, calls render() and wraps the result
 * in the document with the head tags, the inlined CSS and the island loader.
 */
import './styles/site.css';
import {
  galleryCategoryName,
  type SitePageDataMap,
  type SitePageName,
  type SiteRenderRequest,
  type SiteLocaleFonts,
  type SiteRenderResult,
} from '@skp/shared';
import type { ComponentType } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { themeNameForPath } from './layout/brand';
import { I18nProvider, type SiteI18n } from './i18n/site-i18n';
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

/** Pages that take another page's head texts: 'Gallery not found' the 404's; an event or a notice (whose own head names it) its index's. */
const OWN_HEAD_INDEX = {
  galleryNotFound: 'notFound',
  event: 'events',
  notice: 'notices',
  transferCertificateLink: 'transferCertificates',
} as const;

/** What an edition adds to a page's styles for its script: Hindi's Devanagari font. */
export const LOCALE_FONTS: SiteLocaleFonts = { hi: DEVANAGARI_FONT_CSS };

/**
 * The document title ('<page> | <site>', Home: the site's name alone) and description in the page's
 * edition; English gives SITE_PAGES' texts (documentTitle()).
 */
function headTexts(request: SiteRenderRequest, i18n: SiteI18n): { title: string; description: string } {
  const { t } = i18n;
  const siteName = i18n.schoolTexts.siteName;
  const titled = (title: string) => `${title} | ${siteName}`;
  if (request.page === 'gallery') {
    const { slug } = request.data as SitePageDataMap['gallery'];
    const name = request.frame.locale === 'en' ? galleryCategoryName(slug) : t(`gallery.categories.${slug}`);
    return {
      title: titled(t('meta.gallery.title', { name })),
      description: t('meta.gallery.description', { name }),
    };
  }
  if (request.page === 'home') return { title: siteName, description: t('meta.home.description') };
  const page = OWN_HEAD_INDEX[request.page as keyof typeof OWN_HEAD_INDEX] ?? request.page;
  // An event or a notice: its own title (in the edition) and the site's name in the edition; the
  // server keeps the description it wrote from the item.
  if (request.page === 'event' || request.page === 'notice') {
    return { title: titled(request.frame.page.title), description: t(`meta.${page}.description`) };
  }
  return { title: titled(t(`meta.${page}.title`)), description: t(`meta.${page}.description`) };
}

/**
 * The page's name in a WhatsApp chat's first message, in the page's edition: an event's or a
 * notice's own title (already in the edition), else the page's title from the catalogue.
 */
function chatTitle(request: SiteRenderRequest, i18n: SiteI18n): string {
  const { t, locale } = i18n;
  if (locale === 'en' || request.page === 'event' || request.page === 'notice')
    return request.frame.page.title;
  if (request.page === 'home') return t('nav.home');
  if (request.page === 'gallery') return headTexts(request, i18n).title.split(' | ')[0]!;
  const page = OWN_HEAD_INDEX[request.page as keyof typeof OWN_HEAD_INDEX] ?? request.page;
  return t(`meta.${page}.title`);
}

export function render<P extends SitePageName>(request: SiteRenderRequest<P>): SiteRenderResult {
  const entry = PAGES[request.page] as PageEntry<P>;
  const Page = entry.component;
  const i18n = siteI18n(request.frame.locale, request.frame.school);
  const frame = { ...request.frame, page: { ...request.frame.page, title: chatTitle(request, i18n) } };
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
  return { body, theme: themeNameForPath(request.frame.path), ...headTexts(request, i18n) };
}
