import type { GalleryCategorySlug, GalleryPhoto, GalleryPreviewData, SectionResult } from '@skp/shared';
import { normalizePhoto, type Photo } from '../../../components/photo-gallery/gallery-photo';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { ButtonLink } from '../../ui/button';
import { SectionStates } from '../../ui/section-states';
import styles from './wings.module.css';
import * as icons from '../../ui/icon-paths';

/** The largest picture of a photo: what a tile opens (a plain link, so it works without JavaScript). */
function largestPicture(photo: Photo): string {
  const jpegs = (photo.media?.variants ?? []).filter((variant) => variant.format === 'jpeg');
  const largest = jpegs.sort((a, b) => b.width - a.width)[0];
  return largest?.url ?? photo.media?.url ?? photo.src;
}

/** Space kept for a photo without known dimensions. */
const FALLBACK_RATIO = '3 / 2';

function PhotoTile({ photo }: { photo: Photo }) {
  const ratio = photo.media ? `${photo.media.width} / ${photo.media.height}` : FALLBACK_RATIO;
  return (
    <li className={styles.tileItem}>
      <a
        href={largestPicture(photo)}
        aria-label={`Open photo: ${photo.title || photo.alt}`}
        data-testid="photo-tile"
        className={styles.tile}
      >
        <span
          className={styles.tilePicture}
          style={{
            aspectRatio: ratio,
            ...(photo.media?.placeholder ? { backgroundImage: `url("${photo.media.placeholder}")` } : {}),
          }}
        >
          <ResponsiveImage
            src={photo.src}
            // The caption below already names the photo: the same words as alt would be read twice.
            alt={photo.title && photo.alt.trim() === photo.title.trim() ? '' : photo.alt}
            media={photo.media}
            sizes="(min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw"
            width={1200}
            height={800}
          />
        </span>
        {photo.title && <span className={styles.tileCaption}>{photo.title}</span>}
      </a>
    </li>
  );
}

const normalize = (photos: GalleryPhoto[]) => photos.flatMap((photo, i) => normalizePhoto(photo, i) ?? []);

/** A wing's photo gallery: its category's first photos, each opening its large picture, and 'View All Photos'. */
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
  return (
    <SectionStates
      result={result}
      errorText="Failed to load gallery images"
      emptyText="No photos available in this category yet"
      isEmpty={(data) => normalize(data.photos).length === 0}
    >
      {(data) => (
        <>
          <ul aria-label={label} data-testid="photo-grid" className={styles.photoGrid}>
            {normalize(data.photos).map((photo) => (
              <PhotoTile key={photo.id} photo={photo} />
            ))}
          </ul>
          <div className={styles.centred}>
            <ButtonLink
              href={`/gallery/${slug}`}
              variant="outlined"
              size="large"
              startIcon={icons.PhotoLibrary}
            >
              {`View All Photos (${data.total})`}
            </ButtonLink>
          </div>
        </>
      )}
    </SectionStates>
  );
}
