import HomeIcon from '@mui/icons-material/Home';
import { Button, Container, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { PageMeta } from '../../components/layout/page-meta';

/** Any path outside SPEC §2's routes (the server also answers these with status 404). */
export function Component() {
  return (
    <>
      <PageMeta />
      <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
        <Typography variant="h2" component="p" color="primary" sx={{ fontWeight: 800 }}>
          404
        </Typography>
        <Typography variant="h4" component="h1" sx={{ mt: 1, mb: 2 }}>
          Page not found
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          Sorry, the page you are looking for does not exist or has moved.
        </Typography>
        <Button component={RouterLink} to="/" variant="contained" startIcon={<HomeIcon />}>
          Back to Home
        </Button>
      </Container>
    </>
  );
}
