import { Box, ButtonBase, Typography } from '@mui/material';
import { useState } from 'react';
import { ResponsiveImage } from '../ui/responsive-image';
import type { Photo } from './gallery-photo';
import { PhotoLightbox } from './photo-lightbox';

export interface PhotoGridProps {
  photos: Photo[];
  /** Accessible name of the grid and of the viewer, e.g. 'Hostel photos'. */
  label: string;
  /** How many photos load at once (above the fold); the rest load lazily. Default 4. */
  eagerCount?: number;
  /** Columns per breakpoint. */
  columns?: { xs: number; sm: number; md: number; lg?: number };
}

/** Space kept for a photo without known dimensions. */
const FALLBACK_RATIO = '3 / 2';

/**
 * A masonry grid (CSS columns) of photos; each opens the full-size viewer. Every tile keeps its
 * photo's own aspect ratio before the image arrives, so nothing shifts as photos load.
 */
export function PhotoGrid({
  photos,
  label,
  eagerCount = 4,
  columns = { xs: 1, sm: 2, md: 3 },
}: PhotoGridProps) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <Box
        component="ul"
        aria-label={label}
        data-testid="photo-grid"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          columnGap: 2,
          columnCount: { xs: columns.xs, sm: columns.sm, md: columns.md, lg: columns.lg ?? columns.md },
        }}
      >
        {photos.map((photo, i) => (
          <Box component="li" key={photo.id} sx={{ breakInside: 'avoid', mb: 2 }}>
            <ButtonBase
              onClick={() => setOpen(i)}
              aria-label={`Open photo: ${photo.title || photo.alt}`}
              data-testid="photo-tile"
              sx={{
                display: 'block',
                width: '100%',
                textAlign: 'left',
                borderRadius: 2,
                overflow: 'hidden',
                boxShadow: 2,
                bgcolor: 'grey.200',
                '&:hover img, &:focus-visible img': { transform: 'scale(1.04)' },
                '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
              }}
            >
              <Box
                sx={{
                  position: 'relative',
                  aspectRatio: photo.media ? `${photo.media.width} / ${photo.media.height}` : FALLBACK_RATIO,
                  overflow: 'hidden',
                  backgroundImage: photo.media?.placeholder ? `url("${photo.media.placeholder}")` : undefined,
                  backgroundSize: 'cover',
                  '& img': { transition: 'transform 300ms ease' },
                }}
              >
                <ResponsiveImage
                  src={photo.src}
                  // The caption below already names the photo: the same words as alt would be read twice.
                  alt={photo.title && photo.alt.trim() === photo.title.trim() ? '' : photo.alt}
                  media={photo.media}
                  sizes={`(min-width: 900px) ${Math.round(100 / columns.md)}vw, (min-width: 600px) ${Math.round(100 / columns.sm)}vw, 100vw`}
                  loading={i < eagerCount ? 'eager' : 'lazy'}
                />
              </Box>
              {photo.title && (
                <Typography
                  component="span"
                  sx={{ display: 'block', px: 1.5, py: 1, fontWeight: 600, fontSize: '0.95rem' }}
                >
                  {photo.title}
                </Typography>
              )}
            </ButtonBase>
          </Box>
        ))}
      </Box>
      <PhotoLightbox
        photos={photos}
        index={open}
        onIndexChange={setOpen}
        onClose={() => setOpen(null)}
        label={label}
      />
    </>
  );
}
