import type { GalleryCategorySlug, GalleryPreviewData, SectionResult } from '@skp/shared';
import { useI18n } from '../../i18n/site-i18n';
import { Island } from '../../island';
import PhotoGallery from '../../islands/photo-gallery';
import { galleryTiles } from '../../sections/gallery-tiles';
import { ButtonLink } from '../../ui/button';
import { SectionStates } from '../../ui/section-states';
import styles from './wings.module.css';
import * as icons from '../../ui/icon-paths';

/**
 * A wing's photo gallery: its category's first photos, each a link to its large picture that the
 * lightbox island opens in place, and 'View All Photos'.
 */
export function WingGallery({
  result,
  slug,
  label,
}: {
  result: SectionResult<GalleryPreviewData>;
  slug: GalleryCategorySlug;
  /** Accessible name of the grid, e.g. 'Baby Steps photos'. */
  label: string;
}) {
  const { t, href, number } = useI18n();
  return (
    <SectionStates
      result={result}
      errorText={t('wings.gallery.error')}
      emptyText={t('wings.gallery.empty')}
      isEmpty={(data) => galleryTiles(data.photos).length === 0}
    >
      {(data) => (
        <>
          <Island
            name="photo-gallery"
            trigger="interaction"
            component={PhotoGallery}
            props={{ tiles: galleryTiles(data.photos), label }}
            holdLinkClicks
          />
          <div className={styles.centred}>
            <ButtonLink
              href={href(`/gallery/${slug}`)}
              variant="outlined"
              size="large"
              startIcon={icons.PhotoLibrary}
            >
              {t('wings.gallery.viewAll', { count: number(data.total) })}
            </ButtonLink>
          </div>
        </>
      )}
    </SectionStates>
  );
}
