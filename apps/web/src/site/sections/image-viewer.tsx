import type { Media } from '@skp/shared';
import { useId, type CSSProperties } from 'react';
import { ResponsiveImage } from '../ui/responsive-image';
import { Icon } from '../ui/icon';
import styles from './image-viewer.module.css';
import * as icons from '../ui/icon-paths';

export interface ImageViewerProps {
  src: string;
  alt: string;
  media?: Media | null;
  /** The trigger's accessible name, e.g. 'View photo of X'. */
  label: string;
  /** The close button's name (the page's edition; English by default). */
  closeLabel?: string;
  /** The caption under the large picture (the viewer is named by the alt text). */
  caption?: string;
  /** The thumbnail's `sizes`, intrinsic width and height (its box is reserved before it loads). */
  sizes: string;
  width: number;
  height: number;
  className?: string;
  thumbnailStyle?: CSSProperties;
}

/**
 * A picture that opens larger in a viewer. The platform does it without JavaScript: the thumbnail is
 * a button for a `popover` dialog (top layer, Escape or a click outside closes it, and the browser
 * returns focus to the button); the large picture loads only when the viewer opens.
 */
export function ImageViewer({
  src,
  alt,
  media,
  label,
  caption,
  sizes,
  width,
  height,
  className,
  thumbnailStyle,
  closeLabel = 'Close image viewer',
}: ImageViewerProps) {
  const id = `viewer-${useId().replace(/[^\w-]/g, '')}`;
  const large = media?.url || src;
  return (
    <>
      <button
        type="button"
        popoverTarget={id}
        aria-label={label}
        aria-haspopup="dialog"
        className={`${styles.trigger} ${className ?? ''}`}
      >
        <ResponsiveImage
          src={src}
          alt={alt}
          media={media}
          sizes={sizes}
          width={width}
          height={height}
          style={thumbnailStyle}
        />
      </button>
      <div id={id} popover="auto" role="dialog" aria-label={alt} className={styles.viewer}>
        <button
          type="button"
          popoverTarget={id}
          popoverTargetAction="hide"
          aria-label={closeLabel}
          className={styles.close}
        >
          <Icon shape={icons.Close} />
        </button>
        <figure className={styles.figure}>
          <img src={large} alt={alt} className={styles.large} loading="lazy" decoding="async" />
          {caption && <figcaption className={styles.caption}>{caption}</figcaption>}
        </figure>
      </div>
    </>
  );
}
