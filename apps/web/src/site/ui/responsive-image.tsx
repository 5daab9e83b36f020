import { posterMediaOf, type Media } from '@skp/shared';
import type { CSSProperties } from 'react';

export interface ResponsiveImageProps {
  src: string;
  alt: string;
  media?: Media | null;
  /** The `sizes` attribute: how wide the image shows. */
  sizes?: string;
  loading?: 'eager' | 'lazy';
  fetchPriority?: 'high' | 'low' | 'auto';
  style?: CSSProperties;
  className?: string;
  /** Intrinsic size for pictures without pipeline media (media carries its own). */
  width?: number;
  height?: number;
}

function srcSet(media: Media, format: 'avif' | 'webp' | 'jpeg'): string {
  return media.variants
    .filter((variant) => variant.format === format)
    .sort((a, b) => a.width - b.width)
    .map((variant) => `${variant.url} ${variant.width}w`)
    .join(', ');
}

/** An image from the pipeline: AVIF/WebP sources by width, width/height set so nothing shifts. */
export function ResponsiveImage({
  src,
  alt,
  media: given,
  sizes = '100vw',
  loading = 'lazy',
  fetchPriority,
  style,
  className,
  width,
  height,
}: ResponsiveImageProps) {
  // A video shows as its poster wherever a picture of it is asked for (grids, covers, carousels).
  const media = given?.video ? posterMediaOf(given) : given;
  const imgProps = {
    alt,
    loading,
    decoding: 'async' as const,
    fetchPriority,
    style: { display: 'block', width: '100%', height: '100%', objectFit: 'cover', ...style } as CSSProperties,
    className,
  };
  if (!media || media.variants.length === 0) {
    return (
      <img
        src={media?.url || src}
        width={media?.width ?? width}
        height={media?.height ?? height}
        {...imgProps}
      />
    );
  }
  const avif = srcSet(media, 'avif');
  const webp = srcSet(media, 'webp');
  const jpeg = srcSet(media, 'jpeg');
  return (
    <picture style={{ display: 'contents' }}>
      {avif && <source type="image/avif" srcSet={avif} sizes={sizes} />}
      {webp && <source type="image/webp" srcSet={webp} sizes={sizes} />}
      <img
        src={media.url || src}
        srcSet={jpeg || undefined}
        sizes={jpeg ? sizes : undefined}
        width={media.width}
        height={media.height}
        {...imgProps}
      />
    </picture>
  );
}
