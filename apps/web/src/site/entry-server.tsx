/**
 * The server bundle (built with `vite build --ssr`): renders a page with its data inside the site's
 * frame to HTML. The API (apps/api/src/pages) loads the data, calls render() and wraps the result
 * in the document with the head tags, the inlined CSS and the island loader.
 */
import './styles/site.css';
import type { SitePageDataMap, SitePageName, SiteRenderRequest, SiteRenderResult } from '@skp/shared';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { themeNameForPath } from '../components/layout/brand';
import { SiteFrame } from './layout/site-frame';
import { AboutPage } from './pages/about/about-page';
import { AcademicsPage } from './pages/academics/academics-page';
import { AdmissionsPage } from './pages/admissions/admissions-page';
import { CampusPage } from './pages/campus/campus-page';
import { ContactPage } from './pages/contact/contact-page';
import { EventPage } from './pages/events/event-page';
import { EventsPage } from './pages/events/events-page';
import { GalleryNotFoundPage } from './pages/gallery/gallery-not-found-page';
import { GalleryPage } from './pages/gallery/gallery-page';
import { HomePage } from './pages/home/home-page';
import { MandatoryPublicDisclosurePage } from './pages/mandatory-public-disclosure/mandatory-public-disclosure-page';
import { NotFoundPage } from './pages/not-found/not-found-page';
import { BabyStepsPage } from './pages/wings/baby-steps-page';
import { CricketAcademyPage } from './pages/wings/cricket-academy-page';

interface PageEntry<P extends SitePageName> {
  component: ComponentType<{ data: SitePageDataMap[P] }>;
  /** The floating WhatsApp chat button (SPEC §2: Home, About, Contact). */
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
  mandatoryPublicDisclosure: { component: MandatoryPublicDisclosurePage },
  gallery: { component: GalleryPage },
  galleryNotFound: { component: GalleryNotFoundPage },
  events: { component: EventsPage },
  event: { component: EventPage },
  notFound: { component: NotFoundPage },
};

export function render<P extends SitePageName>(request: SiteRenderRequest<P>): SiteRenderResult {
  const entry = PAGES[request.page] as PageEntry<P>;
  const Page = entry.component;
  const body = renderToString(
    <SiteFrame frame={request.frame} chatButton={entry.chatButton}>
      <Page data={request.data} />
    </SiteFrame>,
  );
  return { body, theme: themeNameForPath(request.frame.path) };
}
