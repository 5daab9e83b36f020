import type { Media } from '@skp/shared';

/** A photo as the API may send it: docs/requirements.md#entities allows `_id` or `id` and `imageUrl` or `url`. */
export interface RawGalleryPhoto {
  _id?: string | null;
  id?: string | null;
  imageUrl?: string | null;
  url?: string | null;
  title?: string | null;
  description?: string | null;
  altText?: string | null;
  type?: string | null;
  starred?: boolean | null;
  media?: Media | null;
}

/** The one shape the site draws. */
export interface Photo {
  id: string;
  src: string;
  title: string;
  description: string;
  alt: string;
  starred: boolean;
  media: Media | null;
}

const text = (value: string | null | undefined) => (typeof value === 'string' ? value.trim() : '');

/** Normalises one photo; a photo without any picture address is dropped (undefined). */
export function normalizePhoto(raw: RawGalleryPhoto, index = 0): Photo | undefined {
  const src = text(raw.imageUrl) || text(raw.url) || text(raw.media?.url);
  if (!src) return undefined;
  const title = text(raw.title);
  return {
    id: text(raw._id) || text(raw.id) || `${src}#${index}`,
    src,
    title,
    description: text(raw.description),
    alt: text(raw.altText) || title || (text(raw.type) ? `${text(raw.type)} photo` : 'Gallery photo'),
    starred: raw.starred === true,
    media: raw.media ?? null,
  };
}

export function normalizePhotos(raws: readonly RawGalleryPhoto[] | null | undefined): Photo[] {
  return (raws ?? []).flatMap((raw, i) => normalizePhoto(raw, i) ?? []);
}
