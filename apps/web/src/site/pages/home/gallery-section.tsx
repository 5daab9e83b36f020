import { useI18n } from '../../i18n/site-i18n';
import type { HomePageData } from '@skp/shared';
import { ResponsiveImage } from '../../ui/responsive-image';
import { ButtonLink } from '../../ui/button';
import card from '../../ui/card.module.css';
import { Icon } from '../../ui/icon';
import { layout } from '../../ui/layout';
import { PageSection } from '../../ui/page-section';
import { EmptyText, dataOr } from '../../ui/section-states';
import { galleryCards } from './gallery-cards';
import styles from './home.module.css';
import * as icons from '../../ui/icon-paths';

type GalleryData = Pick<HomePageData, 'galleryCovers' | 'starredPhotos' | 'galleryProbes'>;

/** docs/requirements.md#home, section 2: a card per category that has an image; failures are silent (docs/requirements.md#messages). */
export function GallerySection({ galleryCovers, starredPhotos, galleryProbes }: GalleryData) {
  const probes = Object.fromEntries(
    Object.entries(galleryProbes).map(([slug, result]) => [slug, dataOr(result, null)]),
  );
  const { locale, t, href } = useI18n();
  const cards = galleryCards(dataOr(galleryCovers, {}), dataOr(starredPhotos, {}), probes);
  return (
    <PageSection id="gallery" title={t('home.gallery.title')} subtitle={t('home.gallery.subtitle')}>
      {cards.length === 0 ? (
        <EmptyText>{t('home.gallery.empty')}</EmptyText>
      ) : (
        <div className={layout.grid3}>
          {cards.map((item) => (
            <div key={item.slug} data-testid="gallery-card" className={card.card}>
              <a href={href(`/gallery/${item.slug}`)} className={styles.galleryLink}>
                <div className={styles.galleryPicture}>
                  {/* Decorative: the link's own text names the category. */}
                  <ResponsiveImage
                    src={item.imageUrl}
                    alt=""
                    media={item.media}
                    sizes="(min-width: 900px) 380px, (min-width: 600px) 50vw, 100vw"
                  />
                </div>
                <div className={styles.galleryCaption}>
                  <h3 className={styles.galleryName}>
                    {locale === 'en' ? item.name : t(`gallery.categories.${item.slug}`)}
                  </h3>
                  {item.count !== null && (
                    <p className={styles.galleryCount}>
                      <Icon shape={icons.PhotoLibrary} size="1em" />{' '}
                      {t('gallery.photoCount', { count: item.count })}
                    </p>
                  )}
                </div>
              </a>
            </div>
          ))}
        </div>
      )}
      <div className={styles.viewAll}>
        <ButtonLink href={href('/campus')} variant="outlined" endIcon={icons.ArrowForward}>
          {t('home.gallery.viewAll')}
        </ButtonLink>
      </div>
    </PageSection>
  );
}
