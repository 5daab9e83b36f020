import { galleryCategoryName, type GalleryPageData, type StarredPhoto } from '@skp/shared';
import { EnglishContent } from '../../i18n/english-content';
import { useI18n } from '../../i18n/site-i18n';
import { ResponsiveImage } from '../../ui/responsive-image';
import { Island } from '../../island';
import PhotoGallery from '../../islands/photo-gallery';
import { galleryTiles } from '../../sections/gallery-tiles';
import { Icon } from '../../ui/icon';
import { layout } from '../../ui/layout';
import { dataOr, SectionError, EmptyText } from '../../ui/section-states';
import { galleryHeroPhoto } from './gallery-hero-photo';
import styles from './gallery.module.css';
import * as icons from '../../ui/icon-paths';
import type { Registered, SitePageEntries } from '../../page-registry';

const NO_STARRED: Record<string, StarredPhoto> = {};

/**
 * The photo gallery of one category (docs/requirements.md#routes, /gallery/{slug}): a hero from the category's starred
 * photo with the breadcrumb and the photo count, then the masonry of every photo in upload order,
 * each a link to its large picture that the lightbox island opens in place.
 */
export function GalleryPage({ data }: { data: GalleryPageData }) {
  const { locale, t, href } = useI18n();
  const englishName = galleryCategoryName(data.slug);
  const name = locale === 'en' ? englishName : t(`gallery.categories.${data.slug}`);
  const tiles = data.photos.ok ? galleryTiles(data.photos.data) : [];
  const hero = galleryHeroPhoto(dataOr(data.starredPhotos, NO_STARRED), englishName, data.slug, tiles);
  const label = t('gallery.photos', { name });
  const texts =
    locale === 'en'
      ? {}
      : { texts: { close: t('gallery.close'), previous: t('gallery.previous'), next: t('gallery.next') } };

  return (
    <>
      <header data-testid="gallery-hero" className={styles.hero}>
        {hero && (
          <div className={styles.heroPicture} data-testid="gallery-hero-image">
            <ResponsiveImage
              src={hero.src}
              alt={hero.alt}
              media={hero.media}
              loading="eager"
              fetchPriority="high"
              width={1600}
              height={900}
            />
          </div>
        )}
        <div aria-hidden="true" className={styles.heroShade} />
        <div className={`${layout.container} ${styles.heroText}`}>
          <nav aria-label={t('gallery.breadcrumb')}>
            <ol className={styles.breadcrumb}>
              <li>
                <a href={href('/')}>{t('nav.home')}</a>
              </li>
              <li aria-hidden="true" className={styles.separator}>
                <Icon shape={icons.ChevronRight} size="1.25rem" />
              </li>
              <li aria-current="page" className={styles.current}>
                {name}
              </li>
            </ol>
          </nav>
          <h1 className={styles.title}>{name}</h1>
          {data.photos.ok && (
            <p data-testid="photo-count" className={styles.count}>
              <Icon shape={icons.PhotoLibrary} size="1.125rem" />
              {t('gallery.photoCount', { count: tiles.length })}
            </p>
          )}
        </div>
      </header>
      <div className={`${layout.container} ${styles.body}`}>
        {!data.photos.ok ? (
          <SectionError
            text={data.photos.message === 'Invalid category' ? t('gallery.invalid') : t('gallery.failed')}
          />
        ) : tiles.length === 0 ? (
          <EmptyText>{t('gallery.empty')}</EmptyText>
        ) : (
          <EnglishContent>
            <Island
              name="photo-gallery"
              trigger="interaction"
              component={PhotoGallery}
              props={{ tiles, label, ...texts }}
              holdLinkClicks
            />
          </EnglishContent>
        )}
      </div>
    </>
  );
}

/** The page 'gallery', as entry-server.tsx finds it. */
export const sitePages = { gallery: { component: GalleryPage } } satisfies SitePageEntries;

declare module '../../page-registry' {
  interface RegisteredPages extends Registered<typeof sitePages> {}
}
