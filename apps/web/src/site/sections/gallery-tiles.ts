import type { GalleryPhoto, Media } from '@skp/shared';
import { normalizePhoto } from '../../components/photo-gallery/gallery-photo';

/** A photo as the grid and the lightbox draw it (plain JSON: the lightbox island's props). */
export interface GalleryTile {
  id: string;
  src: string;
  alt: string;
  title: string;
  description: string;
  /** What the tile links to: the largest picture (opens without JavaScript). */
  href: string;
  media: Media | null;
}

/** The largest JPEG of a photo, else its stored picture. */
function largestPicture(src: string, media: Media | null): string {
  const jpegs = (media?.variants ?? []).filter((variant) => variant.format === 'jpeg');
  const largest = jpegs.sort((a, b) => b.width - a.width)[0];
  return largest?.url ?? media?.url ?? src;
}

/** The tiles of photos as the API sends them, in the same order; photos without a picture are left out. */
export function galleryTiles(photos: readonly GalleryPhoto[]): GalleryTile[] {
  return photos.flatMap((raw, index) => {
    const photo = normalizePhoto(raw, index);
    if (!photo) return [];
    const { id, src, alt, title, description, media } = photo;
    return [{ id, src, alt, title, description, media, href: largestPicture(src, media) }];
  });
}
