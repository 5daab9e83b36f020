// No zod here: islands import these, and a schema module would bring zod into their bundles.
import type { Media } from './common.schema';

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
