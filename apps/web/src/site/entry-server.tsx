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
  type SitePageName,
  type SiteRenderRequest,
  type SiteLocaleFonts,
  type SiteRenderResult,
} from '@skp/shared';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { themeNameForPath } from './layout/brand';
import { I18nProvider } from './i18n/site-i18n';
import { headTags, pageDocument } from './document/page-document';
import { pageTexts } from './document/page-texts';
import { siteI18n } from './i18n/translator';
import { SiteFrame } from './layout/site-frame';
import { DEVANAGARI_FONT_CSS } from './styles/devanagari-font';
import { IconSprite, IconSpriteContext, IconSymbols } from './ui/icon';
import type { PageEntry, PageRegistry, SitePageEntries } from './page-registry';

/**
 * Every page's component, by name: each page's file (`pages/<page>/<page>-page.tsx`) exports its
 * own as `sitePages` and registers its name in page-registry.ts, so a page without a component is a
 * type error there.
 */
const PAGE_FILES = import.meta.glob<{ sitePages: SitePageEntries }>('./pages/**/*-page.tsx', {
  eager: true,
});
const PAGES = Object.assign({}, ...Object.values(PAGE_FILES).map((file) => file.sitePages)) as PageRegistry;

/** The pages this bundle renders, by name (the server checks its route table against them). */
export const PAGE_NAMES = Object.keys(PAGES);

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
