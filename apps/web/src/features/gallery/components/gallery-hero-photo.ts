import type { Media, StarredPhoto } from '@skp/shared';
import type { Photo } from '../../../components/photo-gallery/gallery-photo';

export interface HeroPhoto {
  src: string;
  alt: string;
  media: Media | null;
}

/**
 * The picture behind a gallery's hero: the category's starred photo (keyed by category name),
 * else a starred photo of the list, else its first photo; none when the category is empty.
 */
export function galleryHeroPhoto(
  starred: Record<string, StarredPhoto> | undefined,
  categoryName: string,
  slug: string,
  photos: Photo[] | undefined,
): HeroPhoto | undefined {
  const fromStarred =
    starred?.[categoryName] ?? Object.values(starred ?? {}).find((photo) => photo?.category === slug);
  if (fromStarred?.imageUrl) {
    return {
      src: fromStarred.imageUrl,
      alt: fromStarred.title || `${categoryName} gallery`,
      media: fromStarred.media ?? null,
    };
  }
  const photo = photos?.find((p) => p.starred) ?? photos?.[0];
  return photo ? { src: photo.src, alt: photo.alt, media: photo.media } : undefined;
}

export function photoCountText(count: number): string {
  return count === 1 ? '1 photo' : `${count} photos`;
}
