import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import { Box, Button, Card, CardActionArea, Grid, Skeleton, Typography } from '@mui/material';
import { GALLERY_CATEGORIES } from '@skp/shared';
import { galleryCards } from '../../../site/pages/home/gallery-cards';
import { Link as RouterLink } from 'react-router';
import { SectionHeading } from '../../../components/ui/section-heading';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { useGalleryCovers } from '../api/get-gallery-covers';
import { useGalleryProbes } from '../api/get-gallery-probe';
import { useStarredPhotos } from '../api/get-starred-photos';
import { HomeSection } from './home-section';

export const GALLERY_EMPTY_TEXT = 'Gallery images will appear here once they are uploaded to the system.';

export { galleryCards, type GalleryCard } from '../../../site/pages/home/gallery-cards';

export function GallerySection() {
  const covers = useGalleryCovers();
  const starred = useStarredPhotos();
  const settled = !covers.isPending && !starred.isPending;
  const hasImage = (slug: string) => {
    const name = GALLERY_CATEGORIES.find((c) => c.slug === slug)?.name ?? '';
    return Boolean(covers.data?.[slug]?.imageUrl || starred.data?.[name]?.imageUrl);
  };
  const probes = useGalleryProbes((slug) => !hasImage(slug), settled);
  const probeResults = Object.fromEntries(
    GALLERY_CATEGORIES.map((category, i) => [category.slug, probes[i]?.data]),
  );
  const cards = galleryCards(covers.data, starred.data, probeResults);
  // Failures here are silent (SPEC §8): a failed call simply contributes no card.
  const loading =
    cards.length === 0 && (!settled || probes.some((p) => p.isFetching && p.data === undefined));

  return (
    <HomeSection id="gallery">
      <SectionHeading
        id="gallery-heading"
        title="Photo & Gallery"
        subtitle="Moments from our classrooms, playgrounds, hostels and celebrations."
      />
      {loading ? (
        <Grid container spacing={3} aria-busy="true" aria-label="Loading gallery">
          {[0, 1, 2].map((i) => (
            <Grid key={i} size={{ xs: 12, sm: 6, md: 4 }}>
              <Skeleton variant="rounded" height={240} />
            </Grid>
          ))}
        </Grid>
      ) : cards.length === 0 ? (
        <Typography color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
          {GALLERY_EMPTY_TEXT}
        </Typography>
      ) : (
        <Grid container spacing={3}>
          {cards.map((card) => (
            <Grid key={card.slug} size={{ xs: 12, sm: 6, md: 4 }}>
              <Card data-testid="gallery-card" sx={{ height: '100%' }}>
                <CardActionArea
                  component={RouterLink}
                  to={`/gallery/${card.slug}`}
                  sx={{ position: 'relative' }}
                >
                  <Box sx={{ aspectRatio: '4 / 3', overflow: 'hidden' }}>
                    {/* Decorative: the link's own text names the category. */}
                    <ResponsiveImage
                      src={card.imageUrl}
                      alt=""
                      media={card.media}
                      sizes="(min-width: 900px) 380px, (min-width: 600px) 50vw, 100vw"
                    />
                  </Box>
                  <Box
                    sx={{
                      position: 'absolute',
                      inset: 'auto 0 0 0',
                      p: 2,
                      color: '#fff',
                      background: 'linear-gradient(transparent, rgba(0,0,0,0.75))',
                    }}
                  >
                    <Typography component="h3" variant="h6" sx={{ fontWeight: 700 }}>
                      {card.name}
                    </Typography>
                    {card.count !== null && (
                      <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                        <PhotoLibraryIcon fontSize="inherit" /> {card.count}{' '}
                        {card.count === 1 ? 'photo' : 'photos'}
                      </Typography>
                    )}
                  </Box>
                </CardActionArea>
              </Card>
            </Grid>
          ))}
        </Grid>
      )}
      <Box sx={{ display: { xs: 'none', md: 'flex' }, justifyContent: 'center', mt: 4 }}>
        <Button component={RouterLink} to="/campus" variant="outlined" endIcon={<ArrowForwardIcon />}>
          View All Photos
        </Button>
      </Box>
    </HomeSection>
  );
}
