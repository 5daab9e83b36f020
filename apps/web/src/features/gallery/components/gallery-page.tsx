import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Breadcrumbs, Button, Container, Link, Typography } from '@mui/material';
import { galleryCategoryName, GALLERY_SLUGS, type GalleryCategorySlug } from '@skp/shared';
import { Link as RouterLink, useNavigate } from 'react-router';

export function isGallerySlug(slug: string | undefined): slug is GalleryCategorySlug {
  return slug !== undefined && (GALLERY_SLUGS as readonly string[]).includes(slug);
}

/** The photo gallery of one category (SPEC §2). Placeholder until the grid is built. */
export function GalleryPage({ slug }: { slug: string | undefined }) {
  const navigate = useNavigate();
  if (!isGallerySlug(slug)) {
    return (
      <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
        <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
          Gallery not found
        </Typography>
        <Button variant="contained" startIcon={<ArrowBackIcon />} onClick={() => navigate(-1)}>
          Go Back
        </Button>
      </Container>
    );
  }
  const name = galleryCategoryName(slug);
  return (
    <Container maxWidth="lg" sx={{ py: 5 }}>
      <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 2 }}>
        <Link component={RouterLink} to="/" underline="hover" color="inherit">
          Home
        </Link>
        <Typography color="text.primary">{name}</Typography>
      </Breadcrumbs>
      <Typography variant="h3" component="h1" sx={{ fontWeight: 800 }}>
        {name}
      </Typography>
      <Box sx={{ mt: 3 }}>
        <Typography color="text.secondary">Photos of {name} will appear here soon.</Typography>
      </Box>
    </Container>
  );
}
