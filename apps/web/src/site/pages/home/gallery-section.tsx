import type { HomePageData } from '@skp/shared';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { ButtonLink } from '../../ui/button';
import card from '../../ui/card.module.css';
import { Icon } from '../../ui/icon';
import { layout } from '../../ui/layout';
import { PageSection } from '../../ui/page-section';
import { EmptyText, dataOr } from '../../ui/section-states';
import { galleryCards } from './gallery-cards';
import styles from './home.module.css';
import * as icons from '../../ui/icon-paths';

export const GALLERY_EMPTY_TEXT = 'Gallery images will appear here once they are uploaded to the system.';

type GalleryData = Pick<HomePageData, 'galleryCovers' | 'starredPhotos' | 'galleryProbes'>;

/** SPEC §2 Home 2: a card per category that has an image; failures are silent (SPEC §8). */
export function GallerySection({ galleryCovers, starredPhotos, galleryProbes }: GalleryData) {
  const probes = Object.fromEntries(
    Object.entries(galleryProbes).map(([slug, result]) => [slug, dataOr(result, null)]),
  );
  const cards = galleryCards(dataOr(galleryCovers, {}), dataOr(starredPhotos, {}), probes);
  return (
    <PageSection
      id="gallery"
      title="Photo & Gallery"
      subtitle="Moments from our classrooms, playgrounds, hostels and celebrations."
    >
      {cards.length === 0 ? (
        <EmptyText>{GALLERY_EMPTY_TEXT}</EmptyText>
      ) : (
        <div className={layout.grid3}>
          {cards.map((item) => (
            <div key={item.slug} data-testid="gallery-card" className={card.card}>
              <a href={`/gallery/${item.slug}`} className={styles.galleryLink}>
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
                  <h3 className={styles.galleryName}>{item.name}</h3>
                  {item.count !== null && (
                    <p className={styles.galleryCount}>
                      <Icon shape={icons.PhotoLibrary} size="1em" /> {item.count}{' '}
                      {item.count === 1 ? 'photo' : 'photos'}
                    </p>
                  )}
                </div>
              </a>
            </div>
          ))}
        </div>
      )}
      <div className={styles.viewAll}>
        <ButtonLink href="/campus" variant="outlined" endIcon={icons.ArrowForward}>
          View All Photos
        </ButtonLink>
      </div>
    </PageSection>
  );
}
