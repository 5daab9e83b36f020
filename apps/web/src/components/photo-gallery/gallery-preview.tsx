import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import { Box, Button } from '@mui/material';
import type { GalleryCategorySlug } from '@skp/shared';
import { Link as RouterLink } from 'react-router';
import { DataSection } from '../ui/data-section';
import { useGalleryCategory } from './get-gallery-category';
import { PhotoGrid } from './photo-grid';

export interface GalleryPreviewProps {
  slug: GalleryCategorySlug;
  /** Accessible name of the grid, e.g. 'Baby Steps photos'. */
  label: string;
  /** How long the copy kept in the browser stays fresh. */
  staleTime?: number;
  /** How many photos to show before 'View All Photos'. Default 8. */
  max?: number;
}

/** A wing's photo gallery: the first photos of its category, the viewer, and a link to the full gallery. */
export function GalleryPreview({ slug, label, staleTime, max = 8 }: GalleryPreviewProps) {
  const query = useGalleryCategory(slug, staleTime);
  return (
    <DataSection
      query={{ ...query, data: query.data?.photos }}
      errorText="Failed to load gallery images"
      emptyText="No photos available in this category yet"
      loadingLabel="Loading photos"
    >
      {(photos) => (
        <>
          <PhotoGrid photos={photos.slice(0, max)} label={label} eagerCount={0} />
          <Box sx={{ textAlign: 'center', mt: 2 }}>
            <Button
              component={RouterLink}
              to={`/gallery/${slug}`}
              variant="outlined"
              startIcon={<PhotoLibraryIcon />}
              size="large"
            >
              View All Photos ({photos.length})
            </Button>
          </Box>
        </>
      )}
    </DataSection>
  );
}
