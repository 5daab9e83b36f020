import type { Media, StarredPhoto } from '@skp/shared';
import type { GalleryTile } from '../../sections/gallery-tiles';

export interface HeroPhoto {
  src: string;
  alt: string;
  media: Media | null;
}

/**
 * The picture behind a gallery's hero: the category's starred photo (keyed by category name),
 * else the first photo of the category; none when the category is empty.
 */
export function galleryHeroPhoto(
  starred: Record<string, StarredPhoto>,
  categoryName: string,
  slug: string,
  tiles: readonly GalleryTile[],
): HeroPhoto | undefined {
  const fromStarred =
    starred[categoryName] ?? Object.values(starred).find((photo) => photo?.category === slug);
  if (fromStarred?.imageUrl) {
    return {
      src: fromStarred.imageUrl,
      alt: fromStarred.title || `${categoryName} gallery`,
      media: fromStarred.media ?? null,
    };
  }
  const first = tiles[0];
  return first ? { src: first.src, alt: first.alt, media: first.media } : undefined;
}
