import type { GalleryPhoto, Media } from '@skp/shared';
import { normalizePhoto } from '../ui/gallery-photo';

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
  /** A video item: what plays (the web-friendly copy), its type and length in seconds. */
  video?: { url: string; type: string; duration: number };
}

/** '0:06', '1:05:09': a video's length as a player shows it. */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const [h, m, s] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
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
    const played = media?.video;
    if (played) {
      const video = { url: played.playbackUrl, type: played.mimeType, duration: played.duration };
      return [{ id, src, alt, title, description, media, href: video.url, video }];
    }
    return [{ id, src, alt, title, description, media, href: largestPicture(src, media) }];
  });
}
