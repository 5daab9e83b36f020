import ChildCareIcon from '@mui/icons-material/ChildCare';
import SportsCricketIcon from '@mui/icons-material/SportsCricket';
import { Box, Button, Chip, Container, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { HeroCarousel } from '../../../components/hero-carousel/hero-carousel';

/** SPEC §2 Home 1: the four hero buttons, in order. */
export const HOME_HERO_BUTTONS = [
  { label: 'Apply for Admission', to: '/admissions', variant: 'contained' },
  { label: 'Explore Academics', to: '/academics', variant: 'outlined' },
  { label: 'Explore', to: '/about', variant: 'outlined' },
  { label: 'SKP Vidya Vihar', to: '/about', variant: 'outlined' },
] as const;

const shadow = { textShadow: '0 2px 10px rgba(0,0,0,0.55)' };

export function HomeHero() {
  return (
    <HeroCarousel section="home" label="S.K.P. Vidya Vihar pictures">
      <Container maxWidth="lg">
        <Box sx={{ maxWidth: 820 }}>
          <Chip
            label="Admissions open for 2024-25 · Pre-Primary to Class 12"
            color="secondary"
            sx={{
              mb: 2,
              fontWeight: 700,
              maxWidth: '100%',
              height: 'auto',
              py: 0.5,
              '& .MuiChip-label': { whiteSpace: 'normal' },
            }}
          />
          <Typography
            variant="h2"
            component="h1"
            sx={{ ...shadow, fontWeight: 700, fontSize: { xs: '2.1rem', sm: '3rem', md: '3.6rem' } }}
          >
            Welcome to S.K.P. Vidya Vihar
          </Typography>
          <Typography
            variant="h6"
            component="p"
            sx={{ ...shadow, mt: 1.5, fontWeight: 400, fontSize: { xs: '1rem', md: '1.25rem' } }}
          >
            An English Medium Co-Educational C.B.S.E. Affiliated Day cum Residential School Upto 10+2, under
            the aegis of SKP Charitable Trust, Deoghar.
          </Typography>
          <Stack direction="row" sx={{ mt: 4, flexWrap: 'wrap', gap: 1.5 }}>
            {HOME_HERO_BUTTONS.map((button) => (
              <Button
                key={button.label}
                component={RouterLink}
                to={button.to}
                variant={button.variant}
                color={button.variant === 'contained' ? 'secondary' : 'inherit'}
                size="large"
                sx={
                  button.variant === 'outlined'
                    ? { borderColor: 'rgba(255,255,255,0.8)', bgcolor: 'rgba(0,0,0,0.2)' }
                    : undefined
                }
              >
                {button.label}
              </Button>
            ))}
          </Stack>
          <Stack direction="row" sx={{ mt: 3, flexWrap: 'wrap', gap: 1.5 }}>
            <Button
              component={RouterLink}
              to="/baby-steps"
              color="inherit"
              startIcon={<ChildCareIcon />}
              sx={{ bgcolor: 'rgba(0,0,0,0.25)' }}
            >
              Baby Steps
            </Button>
            <Button
              component={RouterLink}
              to="/wings/cricket-academy"
              color="inherit"
              startIcon={<SportsCricketIcon />}
              sx={{ bgcolor: 'rgba(0,0,0,0.25)' }}
            >
              Cricket Academy
            </Button>
          </Stack>
        </Box>
      </Container>
    </HeroCarousel>
  );
}
