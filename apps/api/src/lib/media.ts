import type { Media, VideoInfo } from '@skp/shared';
import type { FileStorage } from './file-storage';
import { mediaFileKeys } from './images';

/** One media row's columns (db/schema/media.ts) but its upload time, which the database sets. */
export interface MediaRow {
  key: string;
  kind: 'image' | 'video';
  contentType: string;
  bytes: number | null;
  width: number;
  height: number;
  variants: Media['variants'];
  placeholder: string | null;
  poster: string | null;
  duration: number | null;
  state: VideoInfo['state'];
  video: Omit<VideoInfo, 'duration' | 'state'> | null;
  uploadedBy: string | null;
}

/** What the pipelines know of a stored file besides its Media. */
export interface MediaFacts {
  contentType: string;
  bytes: number | null;
  uploadedBy: string | null;
}

/** The media table as the services use it (lib/media.repository.ts). */
export interface MediaStore {
  /** A new upload's row. */
  record(media: Media, facts: MediaFacts): Promise<void>;
  /** A video's processing moved on: its row follows. */
  save(media: Media): Promise<void>;
  /** The Media (at /uploads/) of an uploaded picture's or video's address or key, or null when it is not one. */
  find(urlOrKey: string): Promise<Media | null>;
  /** The same as pages and answers show it: its addresses at MEDIA_PUBLIC_URL when that is set. */
  shown(urlOrKey: string): Promise<Media | null>;
  remove(key: string): Promise<void>;
  /** Whether any content row still names the stored file (a key, or an /uploads/ address). */
  isReferenced(keyOrUrl: string): Promise<boolean>;
}

const UPLOADS = '/uploads/';

/** The storage key of an uploaded file's address (/uploads/<key>), or null for any other address. */
export function uploadedKeyOf(url: string): string | null {
  return url.startsWith(UPLOADS) && url.length > UPLOADS.length ? url.slice(UPLOADS.length) : null;
}

/** The key of the upload a Media shows (its address is /uploads/<key>). */
export function mediaKeyOf(media: Media): string {
  const key = uploadedKeyOf(media.url);
  if (!key) throw new Error(`Not an uploaded file: ${media.url}`);
  return key;
}

/**
 * A Media whose addresses (the file, its variants, poster, web and phone copies) start at `base`
 * instead of /uploads/: MEDIA_PUBLIC_URL's `<url>/`, so pages link straight to the store or CDN.
 */
export function mediaAtBase(media: Media, base: string): Media {
  if (base === UPLOADS) return media;
  const at = (url: string) => (url.startsWith(UPLOADS) ? `${base}${url.slice(UPLOADS.length)}` : url);
  return {
    ...media,
    url: at(media.url),
    variants: media.variants.map((variant) => ({ ...variant, url: at(variant.url) })),
    ...(media.poster ? { poster: at(media.poster) } : {}),
    ...(media.video
      ? {
          video: {
            ...media.video,
            playbackUrl: at(media.video.playbackUrl),
            ...(media.video.phonePlaybackUrl ? { phonePlaybackUrl: at(media.video.phonePlaybackUrl) } : {}),
          },
        }
      : {}),
  };
}

/** A media row from the Media the image and video pipelines make. */
export function mediaRowOf(media: Media, facts: MediaFacts): MediaRow {
  const key = uploadedKeyOf(media.url);
  if (!key) throw new Error(`Not an uploaded file: ${media.url}`);
  const { duration, state, ...video } = media.video ?? { duration: null, state: 'ready' as const };
  return {
    key,
    kind: media.video ? 'video' : 'image',
    contentType: facts.contentType,
    bytes: facts.bytes,
    width: media.width,
    height: media.height,
    variants: media.variants,
    placeholder: media.placeholder ?? null,
    poster: media.poster ?? null,
    duration,
    state,
    video: media.video ? (video as MediaRow['video']) : null,
    uploadedBy: facts.uploadedBy,
  };
}

/** The Media the site and the admin show, from a media row. */
export function mediaOfRow(row: Omit<MediaRow, 'contentType' | 'bytes' | 'uploadedBy'>): Media {
  return {
    url: `${UPLOADS}${row.key}`,
    width: row.width,
    height: row.height,
    variants: row.variants,
    ...(row.placeholder ? { placeholder: row.placeholder } : {}),
    ...(row.poster ? { poster: row.poster } : {}),
    ...(row.kind === 'video' && row.video
      ? { video: { ...row.video, duration: row.duration ?? 0, state: row.state } }
      : {}),
  };
}

const IMAGE_TYPES: Record<string, string> = { png: 'image/png', webp: 'image/webp', avif: 'image/avif' };

/** The type of a stored picture's or video's main file. */
export function contentTypeOfMedia(media: Media): string {
  if (media.video) return media.video.mimeType;
  return IMAGE_TYPES[/\.([a-z0-9]+)$/.exec(media.url)?.[1] ?? ''] ?? 'image/jpeg';
}

/** Removes a picture's or video's files: the main file, every variant, the poster, the web and phone copies. */
export async function removeMediaFiles(storage: FileStorage, media: Media): Promise<void> {
  await Promise.all(mediaFileKeys(media).map((key) => storage.remove(key)));
}
