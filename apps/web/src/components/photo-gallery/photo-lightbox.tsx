import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import { Box, Dialog, IconButton, Typography } from '@mui/material';
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { ResponsiveImage } from '../ui/responsive-image';
import { wrapIndex } from '../hero-carousel/wrap-index';
import type { Photo } from './gallery-photo';
import { keyStep, swipeStep } from './lightbox-controls';

export interface PhotoLightboxProps {
  photos: Photo[];
  /** The open photo's index, or null when closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Accessible name of the viewer, e.g. 'Baby Steps photos'. */
  label: string;
}

const control = {
  color: '#fff',
  bgcolor: 'rgba(0,0,0,0.5)',
  '&:hover': { bgcolor: 'rgba(0,0,0,0.75)' },
  '&:focus-visible': { outline: '3px solid #fff' },
};

/**
 * Full-size photo viewer: previous/next buttons, arrow keys, swipe, Escape or the close button.
 * The dialog traps focus and gives it back to the photo that opened it.
 */
export function PhotoLightbox({ photos, index, onIndexChange, onClose, label }: PhotoLightboxProps) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const count = photos.length;
  const open = index !== null && count > 0;
  const current = open ? wrapIndex(index, count) : 0;
  const photo = photos[current];
  const step = (by: number) => onIndexChange(wrapIndex(current + by, count));

  const onKeyDown = (event: KeyboardEvent) => {
    const by = keyStep(event.key);
    if (by !== 0 && count > 1) {
      event.preventDefault();
      step(by);
    }
  };
  const onPointerDown = (event: PointerEvent) => {
    start.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = start.current;
    start.current = null;
    if (!from || count < 2) return;
    const by = swipeStep(event.clientX - from.x, event.clientY - from.y);
    if (by !== 0) step(by);
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen
      onKeyDown={onKeyDown}
      slotProps={{
        paper: { 'aria-label': label, sx: { bgcolor: 'rgba(10,10,10,0.96)', color: '#fff' } } as object,
      }}
    >
      {photo && (
        <Box
          data-testid="lightbox"
          sx={{ position: 'relative', height: '100%', display: 'flex', flexDirection: 'column' }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 2, py: 1.5 }}>
            <Typography aria-live="polite" data-testid="lightbox-counter" sx={{ fontWeight: 600 }}>
              {current + 1} / {count}
            </Typography>
            <Box sx={{ flex: 1 }} />
            <IconButton aria-label="Close" onClick={onClose} sx={control}>
              <CloseIcon />
            </IconButton>
          </Box>
          <Box
            data-testid="lightbox-stage"
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onPointerCancel={() => (start.current = null)}
            sx={{
              position: 'relative',
              flex: 1,
              minHeight: 0,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              touchAction: 'pan-y',
              userSelect: 'none',
              px: { xs: 0, md: 9 },
            }}
          >
            <Box
              key={photo.id}
              sx={{
                width: '100%',
                height: '100%',
                '& img': { objectFit: 'contain !important', pointerEvents: 'none' },
              }}
            >
              <ResponsiveImage
                src={photo.src}
                alt={photo.alt}
                media={photo.media}
                sizes="100vw"
                loading="eager"
                style={{ objectFit: 'contain' }}
              />
            </Box>
            {count > 1 && (
              <>
                <IconButton
                  aria-label="Previous photo"
                  onClick={() => step(-1)}
                  sx={{ ...control, position: 'absolute', left: { xs: 4, md: 16 }, top: '50%', mt: -3 }}
                  size="large"
                >
                  <ChevronLeftIcon fontSize="large" />
                </IconButton>
                <IconButton
                  aria-label="Next photo"
                  onClick={() => step(1)}
                  sx={{ ...control, position: 'absolute', right: { xs: 4, md: 16 }, top: '50%', mt: -3 }}
                  size="large"
                >
                  <ChevronRightIcon fontSize="large" />
                </IconButton>
              </>
            )}
          </Box>
          {(photo.title || photo.description) && (
            <Box sx={{ px: 2, py: 2, textAlign: 'center' }}>
              {photo.title && (
                <Typography variant="h6" component="h2" data-testid="lightbox-title">
                  {photo.title}
                </Typography>
              )}
              {photo.description && (
                <Typography sx={{ color: 'rgba(255,255,255,0.8)', mt: 0.5 }}>{photo.description}</Typography>
              )}
            </Box>
          )}
        </Box>
      )}
    </Dialog>
  );
}
