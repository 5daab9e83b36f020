import { posterUrlOf } from '@skp/shared';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { wrapIndex } from '../ui/wrap-index';
import { keyStep, swipeStep } from '../ui/lightbox-controls';
import { ResponsiveImage } from '../ui/responsive-image';
import type { GalleryTile } from '../sections/gallery-tiles';
import { PhotoGrid } from '../sections/photo-grid';
import { Icon } from '../ui/icon';
import { keepTabInside } from '../ui/keep-tab-inside';
import styles from './photo-gallery.module.css';
import * as icons from '../ui/icon-paths';

/** The viewer's button names; English when absent. */
export interface PhotoGalleryTexts {
  close: string;
  previous: string;
  next: string;
}

const ENGLISH_TEXTS: PhotoGalleryTexts = { close: 'Close', previous: 'Previous photo', next: 'Next photo' };

export interface PhotoGalleryProps {
  tiles: GalleryTile[];
  /** Accessible name of the grid and of the viewer, e.g. 'Hostel photos'. */
  label: string;
  texts?: PhotoGalleryTexts;
}

/**
 * Full-size photo viewer: a modal `<dialog>` (the rest of the page is inert, Escape closes it) with
 * previous/next buttons, arrow keys, swipe, a counter and the close button; focus goes back to the
 * photo that opened it.
 */
function Lightbox({
  tiles,
  index,
  label,
  texts,
  onIndexChange,
  onClose,
}: {
  tiles: GalleryTile[];
  index: number;
  label: string;
  texts: PhotoGalleryTexts;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const start = useRef<{ x: number; y: number } | null>(null);
  const count = tiles.length;
  const tile = tiles[index]!;
  const step = (by: number) => onIndexChange(wrapIndex(index + by, count));

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    keepTabInside(event, event.currentTarget);
    const by = keyStep(event.key);
    if (by !== 0 && count > 1) {
      event.preventDefault();
      step(by);
    }
  };
  const onPointerDown = (event: PointerEvent) => {
    start.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = start.current;
    start.current = null;
    if (!from || count < 2) return;
    const by = swipeStep(event.clientX - from.x, event.clientY - from.y);
    if (by !== 0) step(by);
  };

  return (
    <dialog
      ref={dialog}
      aria-label={label}
      className={styles.dialog}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div data-testid="lightbox" className={styles.viewer}>
        <div className={styles.bar}>
          <p aria-live="polite" data-testid="lightbox-counter" className={styles.counter}>
            {index + 1} / {count}
          </p>
          <button type="button" aria-label={texts.close} onClick={onClose} className={styles.control}>
            <Icon shape={icons.Close} />
          </button>
        </div>
        <div
          data-testid="lightbox-stage"
          className={styles.stage}
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (start.current = null)}
        >
          <div key={tile.id} className={styles.picture}>
            {tile.video ? (
              <video
                controls
                playsInline
                preload="metadata"
                aria-label={tile.title || tile.alt}
                poster={posterUrlOf(tile.media) ?? undefined}
                className={styles.video}
              >
                <source src={tile.video.url} type={tile.video.type} />
              </video>
            ) : (
              <ResponsiveImage
                src={tile.src}
                alt={tile.alt}
                media={tile.media}
                sizes="100vw"
                loading="eager"
                style={{ objectFit: 'contain' }}
              />
            )}
          </div>
          {count > 1 && (
            <>
              <button
                type="button"
                aria-label={texts.previous}
                onClick={() => step(-1)}
                className={`${styles.control} ${styles.previous}`}
              >
                <Icon shape={icons.ChevronLeft} size="2.1875rem" />
              </button>
              <button
                type="button"
                aria-label={texts.next}
                onClick={() => step(1)}
                className={`${styles.control} ${styles.next}`}
              >
                <Icon shape={icons.ChevronRight} size="2.1875rem" />
              </button>
            </>
          )}
        </div>
        {(tile.title || tile.description) && (
          <div className={styles.text}>
            {tile.title && (
              <h2 data-testid="lightbox-title" className={styles.title}>
                {tile.title}
              </h2>
            )}
            {tile.description && <p className={styles.description}>{tile.description}</p>}
          </div>
        )}
      </div>
    </dialog>
  );
}

/** A photo grid whose links open the viewer once the island runs (before that, the large picture). */
export default function PhotoGallery({ tiles, label, texts = ENGLISH_TEXTS }: PhotoGalleryProps) {
  const [open, setOpen] = useState<number | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  // Once the viewer has gone (the page is no longer inert), the photo that opened it takes the focus.
  useEffect(() => {
    if (open === null) opener.current?.focus();
  }, [open]);
  return (
    <>
      <PhotoGrid
        tiles={tiles}
        label={label}
        onOpen={(index, event) => {
          event.preventDefault();
          opener.current = event.currentTarget;
          setOpen(index);
        }}
      />
      {open !== null && (
        <Lightbox
          tiles={tiles}
          index={open}
          label={label}
          texts={texts}
          onIndexChange={setOpen}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
