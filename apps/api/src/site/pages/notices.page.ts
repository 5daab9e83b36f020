import {
  NOTICES_PAGE_SIZE,
  noticePath,
  type Notice,
  type NoticePageData,
  type NoticesPageData,
} from '@skp/shared';
import { schoolTimeIso } from './events.page';
import { indexQuery, itemShareCard, itemShareImage, itemSummary } from '../item-pages';
import { loadSections } from '../load-sections';
import { inEdition, type PageHead, type SitePageDefinition } from '../page-definition';

/** /notices: published notices, newest first, NOTICES_PAGE_SIZE a page, with a search box (?search=). */
export const noticesPage: SitePageDefinition<'notices'> = {
  name: 'notices',
  query: indexQuery,
  async load(services, context): Promise<NoticesPageData> {
    const search = context.query.search ?? '';
    const sections = await loadSections(
      {
        notices: async () => {
          const answer = await services.notices.listIndex({
            page: Number(context.query.page ?? 1),
            limit: NOTICES_PAGE_SIZE,
            ...(search ? { search } : {}),
          });
          return { ...answer, notices: await inEdition(services, context, 'notices', answer.notices) };
        },
      },
      context,
    );
    return { ...sections, search, origin: context.origin };
  },
};

/** schema.org NewsArticle for one notice's page (`url`: the page's address in its edition). */
export function noticeJsonLd(
  notice: Notice,
  origin: string,
  image: string,
  schoolName: string,
  url = `${origin}${noticePath(notice.slug)}`,
): Record<string, unknown> {
  const school = { '@type': 'EducationalOrganization', name: schoolName, url: `${origin}/` };
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: notice.title.slice(0, 110),
    description: itemSummary(notice, 500),
    datePublished: schoolTimeIso(new Date(notice.date)),
    dateModified: notice.updatedAt,
    image: [image],
    url,
    mainEntityOfPage: url,
    author: school,
    publisher: school,
  };
}

function noticeHead(data: NoticePageData): PageHead {
  const { notice, origin } = data;
  const image = itemShareImage(notice.imageUrl, notice.media, origin, notice.title, data.shareCard);
  return {
    path: noticePath(notice.slug),
    title: notice.title,
    description: itemSummary(notice),
    image,
    ogType: 'article',
    jsonLd: ({ imageUrl, pageUrl, school }) =>
      noticeJsonLd(notice, origin, image?.url ?? imageUrl, school.name, pageUrl),
  };
}

/** /notices/<slug>: one published notice; a former slug answers 301; any other slug is the site's 404. */
export function noticePage(slug: string): SitePageDefinition<'notice'> {
  return {
    name: 'notice',
    async load(services, context): Promise<NoticePageData | null> {
      const found = await services.notices.findBySlug(slug);
      if (!found) return null;
      const [notice] = await inEdition(services, context, 'notices', [found.notice]);
      const shareCard = await itemShareCard(services, context, 'notice', {
        ...notice!,
        picture: notice!.media?.url || notice!.imageUrl,
      });
      return { notice: notice!, pdfBytes: found.pdfBytes, origin: context.origin, shareCard };
    },
    async movedTo(services) {
      const current = await services.notices.movedTo(slug);
      return current ? noticePath(current) : undefined;
    },
    head: noticeHead,
  };
}
