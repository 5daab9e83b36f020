import type { CSSProperties, MouseEvent } from 'react';
import { ResponsiveImage } from '../ui/responsive-image';
import { formatDuration, type GalleryTile } from './gallery-tiles';
import { masonryHeight, masonryPlacement } from './photo-masonry';
import styles from './photo-grid.module.css';

/** Space kept for a photo without known dimensions (height per unit of width). */
const FALLBACK_RATIO = 2 / 3;

const ratioOf = (tile: GalleryTile) =>
  tile.media && tile.media.width > 0 ? tile.media.height / tile.media.width : FALLBACK_RATIO;

export interface PhotoGridProps {
  tiles: readonly GalleryTile[];
  /** Accessible name of the list, e.g. 'Hostel photos'. */
  label: string;
  /** How many photos load at once (above the fold); the rest load lazily. */
  /** A tile was clicked (the lightbox opens it); without JavaScript the link opens the picture. */
  onOpen?: (index: number, event: MouseEvent<HTMLAnchorElement>) => void;
}

/** The photos as a masonry of links to their large pictures (sections/photo-grid.module.css). */
export function PhotoGrid({ tiles, label, onOpen }: PhotoGridProps) {
  const shapes = tiles.map((tile) => ({ ratio: ratioOf(tile), caption: tile.title !== '' }));
  const two = masonryPlacement(shapes, 2);
  const three = masonryPlacement(shapes, 3);
  const gridStyle = { '--height-2': masonryHeight(two, 2), '--height-3': masonryHeight(three, 3) };
  return (
    <div className={styles.frame}>
      <ul
        aria-label={label}
        data-testid="photo-grid"
        className={styles.grid}
        style={gridStyle as CSSProperties}
      >
        {tiles.map((tile, i) => (
          <li
            key={tile.id}
            className={styles.item}
            style={{ '--order-2': two.order[i], '--order-3': three.order[i] } as CSSProperties}
          >
            <a
              href={tile.href}
              aria-label={
                tile.video
                  ? `Play video: ${tile.title || tile.alt} (${formatDuration(tile.video.duration)})`
                  : `Open photo: ${tile.title || tile.alt}`
              }
              data-testid="photo-tile"
              className={styles.tile}
              onClick={onOpen && ((event) => onOpen(i, event))}
            >
              <span
                className={styles.picture}
                style={{
                  aspectRatio: `1 / ${ratioOf(tile)}`,
                  ...(tile.media?.placeholder ? { backgroundImage: `url("${tile.media.placeholder}")` } : {}),
                }}
              >
                <ResponsiveImage
                  src={tile.src}
                  // The caption below already names the photo: the same words as alt would be read twice.
                  alt={tile.title && tile.alt.trim() === tile.title.trim() ? '' : tile.alt}
                  media={tile.media}
                  sizes="(min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw"
                  loading="lazy"
                  width={1200}
                  height={800}
                />
                {tile.video && (
                  <span aria-hidden="true" data-testid="video-mark" className={styles.videoMark}>
                    {`▶ ${formatDuration(tile.video.duration)}`}
                  </span>
                )}
              </span>
              {tile.title && (
                <span className={styles.caption} title={tile.title}>
                  {tile.title}
                </span>
              )}
            </a>
          </li>
        ))}
        <li
          aria-hidden="true"
          className={styles.break}
          style={{ '--order-2': two.breaks[0], '--order-3': three.breaks[0] } as CSSProperties}
        />
        <li
          aria-hidden="true"
          className={`${styles.break} ${styles.breakWide}`}
          style={{ '--order-3': three.breaks[1] } as CSSProperties}
        />
      </ul>
    </div>
  );
}
