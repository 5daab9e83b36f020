// No zod here: islands import these, and a schema module would bring zod into their bundles.
import type { Media } from './common.schema';
import type { HeroImage } from './hero-image.schema';

/**
 * A video upload's poster as an ordinary picture (its variants, placeholder and size), or null when
 * the media is not a video or has no poster yet (still processing, or no encoder on the server).
 */
export function posterMediaOf(media: Media | null | undefined): Media | null {
  if (!media?.video || !media.poster) return null;
  return {
    url: media.poster,
    width: media.width,
    height: media.height,
    variants: media.variants,
    ...(media.placeholder ? { placeholder: media.placeholder } : {}),
  };
}

/** The poster picture a video shows before it plays: the WebP nearest above `width`, else the JPEG. */
export function posterUrlOf(media: Media | null | undefined, width = 1280): string | null {
  const poster = posterMediaOf(media);
  if (!poster) return null;
  const webp = poster.variants.filter((v) => v.format === 'webp').sort((a, b) => a.width - b.width);
  return (webp.find((v) => v.width >= width) ?? webp[webp.length - 1])?.url ?? poster.url;
}

const VIDEO_FILE = /\.(mp4|webm|ogv|ogg|mov|m4v)(?:[?#].*)?$/i;

export interface HeroVideo {
  video: HeroImage;
  /** The picture shown before the video plays: the video's own poster, else the first picture. */
  posterUrl: string | undefined;
}

/** A hero's video (the first entry pointing at a video file) and its poster, or null when it has none. */
export function heroVideo(images: readonly HeroImage[]): HeroVideo | null {
  const isVideo = (image: HeroImage) => Boolean(image.media?.video) || VIDEO_FILE.test(image.imageUrl.trim());
  const video = images.find(isVideo);
  if (!video) return null;
  const picture = images.find((image) => !isVideo(image));
  const posterUrl =
    posterUrlOf(video.media) ?? (picture ? picture.media?.url || picture.imageUrl : undefined);
  return { video, posterUrl };
}
