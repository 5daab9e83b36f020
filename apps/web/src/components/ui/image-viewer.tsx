import CloseIcon from '@mui/icons-material/Close';
import { Box, Dialog, IconButton, Typography } from '@mui/material';
import type { Media } from '@skp/shared';
import { useId } from 'react';
import { ResponsiveImage } from './responsive-image';
import { visuallyHidden } from './visually-hidden';

export interface ViewedImage {
  src: string;
  alt: string;
  media?: Media | null;
  caption?: string;
}

export interface ImageViewerProps {
  /** The picture to show; null keeps the viewer closed. */
  image: ViewedImage | null;
  onClose: () => void;
}

/** A full-size picture over the page; closes with the close button, a click outside or Escape. */
export function ImageViewer({ image, onClose }: ImageViewerProps) {
  const titleId = useId();
  return (
    <Dialog
      open={image !== null}
      onClose={onClose}
      maxWidth="lg"
      fullWidth
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { bgcolor: 'grey.900', color: '#fff', m: { xs: 1, sm: 4 } } } }}
    >
      {image && (
        <Box sx={{ position: 'relative' }} data-testid="image-viewer">
          <Typography id={titleId} component="h2" sx={visuallyHidden}>
            {image.alt}
          </Typography>
          <IconButton
            aria-label="Close picture"
            onClick={onClose}
            sx={{
              position: 'absolute',
              top: 8,
              right: 8,
              zIndex: 1,
              color: '#fff',
              bgcolor: 'rgba(0,0,0,0.5)',
              '&:hover': { bgcolor: 'rgba(0,0,0,0.7)' },
            }}
          >
            <CloseIcon />
          </IconButton>
          <Box sx={{ maxHeight: '80vh', display: 'flex', justifyContent: 'center' }}>
            <ResponsiveImage
              src={image.src}
              alt={image.alt}
              media={image.media}
              sizes="(min-width: 1200px) 1200px, 100vw"
              loading="eager"
              style={{ width: '100%', height: 'auto', maxHeight: '80vh', objectFit: 'contain' }}
            />
          </Box>
          {image.caption && (
            <Typography sx={{ p: 2, textAlign: 'center' }} component="p">
              {image.caption}
            </Typography>
          )}
        </Box>
      )}
    </Dialog>
  );
}
