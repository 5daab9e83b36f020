import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import { Box, Breadcrumbs, Button, Chip, Container, Link, Typography } from '@mui/material';
import { galleryCategoryName, GALLERY_SLUGS, type GalleryCategorySlug } from '@skp/shared';
import { Link as RouterLink, useNavigate } from 'react-router';
import { PageSplash } from '../../../components/layout/splash-screen';
import {
  isInvalidCategory,
  useGalleryCategory,
} from '../../../components/photo-gallery/get-gallery-category';
import { PhotoGrid } from '../../../components/photo-gallery/photo-grid';
import { DataSection } from '../../../components/ui/data-section';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { useStarredPhotos } from '../api/get-starred-photos';
import { galleryHeroPhoto, photoCountText } from './gallery-hero-photo';

export function isGallerySlug(slug: string | undefined): slug is GalleryCategorySlug {
  return slug !== undefined && (GALLERY_SLUGS as readonly string[]).includes(slug);
}

/** True when the visitor arrived from another page of this site (server-rendered pages are real navigations). */
function cameFromThisSite(): boolean {
  try {
    return document.referrer !== '' && new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}

/** Go back in the site's history, or Home when the gallery was opened directly from elsewhere. */
function useGoBack() {
  const navigate = useNavigate();
  return () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else if (cameFromThisSite()) window.history.back();
    else navigate('/');
  };
}

function GalleryNotFound() {
  const goBack = useGoBack();
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        Gallery not found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        There is no photo gallery at this address.
      </Typography>
      <Button variant="contained" startIcon={<ArrowBackIcon />} onClick={goBack}>
        Go Back
      </Button>
    </Container>
  );
}

/** The photo gallery of one category (SPEC §2 /gallery/{slug}). */
export function GalleryPage({ slug }: { slug: string | undefined }) {
  if (!isGallerySlug(slug)) return <GalleryNotFound />;
  return <CategoryGallery key={slug} slug={slug} />;
}

function CategoryGallery({ slug }: { slug: GalleryCategorySlug }) {
  const name = galleryCategoryName(slug);
  const photos = useGalleryCategory(slug);
  const starred = useStarredPhotos();
  const list = photos.data?.photos;
  const hero = galleryHeroPhoto(starred.data, name, slug, list);
  const errorText = isInvalidCategory(photos.error) ? 'Invalid category' : 'Failed to load photos';

  return (
    <>
      <PageSplash loading={photos.isPending} />
      <Box
        component="header"
        data-testid="gallery-hero"
        sx={{
          position: 'relative',
          overflow: 'hidden',
          minHeight: { xs: 260, md: 380 },
          display: 'flex',
          alignItems: 'flex-end',
          color: '#fff',
          background: (theme) =>
            `linear-gradient(135deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 55%, ${theme.palette.secondary.main} 100%)`,
        }}
      >
        {hero && (
          <Box sx={{ position: 'absolute', inset: 0 }} data-testid="gallery-hero-image">
            <ResponsiveImage
              src={hero.src}
              alt={hero.alt}
              media={hero.media}
              loading="eager"
              fetchPriority="high"
            />
          </Box>
        )}
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            inset: 0,
            background: 'linear-gradient(180deg, rgba(0,0,0,0.2) 0%, rgba(0,0,0,0.7) 100%)',
          }}
        />
        <Container maxWidth="lg" sx={{ position: 'relative', py: { xs: 3, md: 5 } }}>
          <Breadcrumbs
            aria-label="Breadcrumb"
            separator={<NavigateNextIcon fontSize="small" />}
            sx={{
              mb: 1.5,
              color: 'rgba(255,255,255,0.9)',
              '& .MuiBreadcrumbs-separator': { color: 'inherit' },
            }}
          >
            <Link component={RouterLink} to="/" underline="hover" color="inherit">
              Home
            </Link>
            <Typography color="inherit" aria-current="page" sx={{ fontWeight: 600 }}>
              {name}
            </Typography>
          </Breadcrumbs>
          <Typography
            variant="h3"
            component="h1"
            sx={{
              fontWeight: 800,
              fontSize: { xs: '2rem', md: '3rem' },
              textShadow: '0 2px 10px rgba(0,0,0,0.5)',
            }}
          >
            {name}
          </Typography>
          {list && (
            <Chip
              icon={<PhotoLibraryIcon />}
              label={photoCountText(list.length)}
              data-testid="photo-count"
              sx={{ mt: 1.5, bgcolor: 'rgba(255,255,255,0.9)', fontWeight: 700 }}
            />
          )}
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <DataSection
          query={{ ...photos, data: list }}
          errorText={errorText}
          emptyText="No photos available in this category yet"
          loadingLabel="Loading photos"
        >
          {(items) => <PhotoGrid photos={items} label={`${name} photos`} />}
        </DataSection>
      </Container>
    </>
  );
}
