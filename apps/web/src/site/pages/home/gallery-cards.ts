import {
  GALLERY_CATEGORIES,
  type GalleryCategorySlug,
  type GalleryCover,
  type GalleryPhoto,
  type Media,
  type StarredPhoto,
} from '@skp/shared';

export interface GalleryCard {
  slug: GalleryCategorySlug;
  name: string;
  imageUrl: string;
  media: Media | null;
  count: number | null;
}

/** The cards to show, in category order, only for categories that have an image. */
export function galleryCards(
  covers: Record<string, GalleryCover> | undefined,
  starred: Record<string, StarredPhoto> | undefined,
  probes: Record<string, GalleryPhoto | null | undefined>,
): GalleryCard[] {
  return GALLERY_CATEGORIES.flatMap((category) => {
    const cover = covers?.[category.slug];
    const star = starred?.[category.name];
    const probe = probes[category.slug];
    const imageUrl = cover?.imageUrl || star?.imageUrl || probe?.imageUrl;
    if (!imageUrl) return [];
    const media = (cover?.imageUrl && cover.media) || (star?.imageUrl && star.media) || probe?.media || null;
    return [{ slug: category.slug, name: category.name, imageUrl, media, count: cover?.count ?? null }];
  });
}

/** The categories that need the limit-1 probe: no cover and no starred photo (docs/requirements.md#limits). */
export function categoriesToProbe(
  covers: Record<string, GalleryCover> | undefined,
  starred: Record<string, StarredPhoto> | undefined,
): string[] {
  return GALLERY_CATEGORIES.filter(
    (category) => !covers?.[category.slug]?.imageUrl && !starred?.[category.name]?.imageUrl,
  ).map((category) => category.slug);
}
