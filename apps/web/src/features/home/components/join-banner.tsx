import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';

/** SPEC §2 Home 9: the closing banner. */
export function JoinBanner() {
  return (
    <Box
      component="section"
      aria-labelledby="join-heading"
      sx={{
        py: { xs: 7, md: 10 },
        color: 'primary.contrastText',
        background: (theme) =>
          `linear-gradient(120deg, ${theme.palette.primary.dark}, ${theme.palette.primary.main})`,
        textAlign: 'center',
      }}
    >
      <Container maxWidth="md">
        <Typography
          id="join-heading"
          variant="h3"
          component="h2"
          sx={{ fontWeight: 700, fontSize: { xs: '1.9rem', md: '2.6rem' } }}
        >
          Ready to Join Our School?
        </Typography>
        <Typography sx={{ mt: 2, fontSize: '1.1rem', opacity: 0.92 }}>
          Admissions are open for 2024-25, from Pre-Primary to Class 12. Visit us, ask us anything, or apply
          today.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4, justifyContent: 'center' }}>
          <Button component={RouterLink} to="/admissions" variant="contained" color="secondary" size="large">
            Apply Now
          </Button>
          <Button component={RouterLink} to="/contact" variant="outlined" color="inherit" size="large">
            Contact Us
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
