import { galleryCategoryName, type SitePageDataMap, type SiteRenderRequest } from '@skp/shared';
import type { SiteI18n } from '../i18n/site-i18n';

/** A page's words for its head and its chat link, in its edition: worked out here and nowhere else. */
export interface PageTexts {
  /** The document title: '<page> | <site>', Home the site's name alone. */
  title: string;
  description: string;
  /** The page as a parent would name it in a WhatsApp message ('Contact Us', a notice's own title). */
  name: string;
}

/** Pages that take another page's words: 'Gallery not found' the 404's, a TC's QR link the look-up's. */
const WORDS_OF = {
  galleryNotFound: 'notFound',
  transferCertificateLink: 'transferCertificates',
} as const;

/**
 * The title, description and name of a page in its edition: an item's own (a notice's, an event's,
 * from its data: `head.own`), a gallery's from its category's name, Home's the site's name, every
 * other page's from the catalogue (`meta.<page>`).
 */
export function pageTexts(request: SiteRenderRequest, i18n: SiteI18n): PageTexts {
  const { t } = i18n;
  const siteName = i18n.schoolTexts.siteName;
  const titled = (name: string): PageTexts => ({
    name,
    title: `${name} | ${siteName}`,
    description: request.head.own?.description || siteName,
  });
  if (request.page === 'home') {
    return { name: t('nav.home'), title: siteName, description: t('meta.home.description') };
  }
  if (request.page === 'gallery') {
    const { slug } = request.data as SitePageDataMap['gallery'];
    const category = i18n.locale === 'en' ? galleryCategoryName(slug) : t(`gallery.categories.${slug}`);
    return {
      ...titled(t('meta.gallery.title', { name: category })),
      description: t('meta.gallery.description', { name: category }),
    };
  }
  const page = WORDS_OF[request.page as keyof typeof WORDS_OF] ?? request.page;
  const own = request.head.own;
  if (own) return titled(own.title ?? t(`meta.${page}.title`));
  return { ...titled(t(`meta.${page}.title`)), description: t(`meta.${page}.description`) };
}
