import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ChildCareIcon from '@mui/icons-material/ChildCare';
import ChildFriendlyIcon from '@mui/icons-material/ChildFriendly';
import DirectionsBusIcon from '@mui/icons-material/DirectionsBus';
import EscalatorWarningIcon from '@mui/icons-material/EscalatorWarning';
import HealthAndSafetyIcon from '@mui/icons-material/HealthAndSafety';
import LocalDrinkIcon from '@mui/icons-material/LocalDrink';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import PaletteIcon from '@mui/icons-material/Palette';
import SchoolIcon from '@mui/icons-material/School';
import SecurityIcon from '@mui/icons-material/Security';
import ToysIcon from '@mui/icons-material/Toys';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Container,
  Grid,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useHeroImages } from '../../../components/hero-carousel/get-hero-images';
import { HeroCarousel } from '../../../components/hero-carousel/hero-carousel';
import { BRANDS } from '../../../components/layout/brand';
import { PageSplash } from '../../../components/layout/splash-screen';
import { GalleryPreview } from '../../../components/photo-gallery/gallery-preview';
import { PageSection } from '../../../components/ui/page-section';
import { WING_CACHE_FRESH_MS } from '../../../lib/timestamped-cache';
import { useBabyStepsAdmission } from '../api/get-baby-steps-admission';
import { AdmissionProcessSection } from './admission-process-section';
import { BabyStepsContactSection } from './baby-steps-contact-section';
import {
  BABY_STEPS_ABOUT,
  BABY_STEPS_FACILITIES,
  BABY_STEPS_PROGRAMS,
} from '../../../site/pages/wings/baby-steps-content';

/** SPEC §9: the Baby Steps loader shows for at most about 1 second. */
export const BABY_STEPS_SPLASH_MAX_MS = 1000;

const PROGRAM_ICONS = [
  <ToysIcon key="p" />,
  <PaletteIcon key="r" />,
  <MenuBookIcon key="n" />,
  <SchoolIcon key="k" />,
];
const FACILITY_ICONS = [
  <SecurityIcon key="s" />,
  <ChildFriendlyIcon key="c" />,
  <ChildCareIcon key="p" />,
  <EscalatorWarningIcon key="t" />,
  <LocalDrinkIcon key="h" />,
  <DirectionsBusIcon key="b" />,
];
const shadow = { textShadow: '0 2px 10px rgba(0,0,0,0.55)' };

/** The Baby Steps page (SPEC §2): hero, gallery, about, programs, facilities, admission, contact. */
export function BabyStepsPage() {
  const hero = useHeroImages('baby-steps');
  const admission = useBabyStepsAdmission();
  return (
    <>
      <PageSplash
        loading={hero.status === 'loading' || admission.isPending}
        maxDurationMs={BABY_STEPS_SPLASH_MAX_MS}
      />
      <HeroCarousel section="baby-steps" label="Baby Steps pictures" minHeight={{ xs: 420, md: 540 }}>
        <Container maxWidth="lg">
          <Box sx={{ maxWidth: 760 }}>
            <Typography
              variant="h2"
              component="h1"
              sx={{ ...shadow, fontWeight: 800, fontSize: { xs: '2.3rem', md: '3.6rem' } }}
            >
              Baby Steps
            </Typography>
            <Typography
              variant="h6"
              component="p"
              data-testid="wing-tagline"
              sx={{ ...shadow, mt: 1, fontWeight: 600 }}
            >
              {BRANDS.nursery.tagline}
            </Typography>
            <Typography sx={{ ...shadow, mt: 1.5, fontSize: { xs: '1rem', md: '1.2rem' } }}>
              Where little learners take their first steps: a joyful nursery for children from 1.5 to 5.5
              years.
            </Typography>
            <Stack direction="row" sx={{ mt: 3, flexWrap: 'wrap', gap: 1.5 }}>
              <Button href="#admission" variant="contained" color="secondary" size="large">
                Admission Process
              </Button>
              <Button
                href="#contact"
                variant="outlined"
                color="inherit"
                size="large"
                sx={{ borderColor: 'rgba(255,255,255,0.8)', bgcolor: 'rgba(0,0,0,0.2)' }}
              >
                Contact Us
              </Button>
            </Stack>
          </Box>
        </Container>
      </HeroCarousel>

      <PageSection id="gallery" title="Photo Gallery" subtitle="A peek into a day at Baby Steps.">
        <GalleryPreview slug="baby-steps" label="Baby Steps photos" staleTime={WING_CACHE_FRESH_MS} />
      </PageSection>

      <PageSection id="about" title="About Baby Steps" tinted>
        <Box sx={{ maxWidth: 820, mx: 'auto' }}>
          {BABY_STEPS_ABOUT.map((paragraph) => (
            <Typography key={paragraph.slice(0, 24)} sx={{ mb: 2, fontSize: '1.08rem', lineHeight: 1.75 }}>
              {paragraph}
            </Typography>
          ))}
        </Box>
      </PageSection>

      <PageSection
        id="programs"
        title="Our Programs"
        subtitle="Four age groups, each with its own room, routine and teachers."
      >
        <Grid container spacing={3}>
          {BABY_STEPS_PROGRAMS.map((program, i) => (
            <Grid key={program.name} size={{ xs: 12, sm: 6, md: 3 }}>
              <Card
                data-testid="program-card"
                sx={{ height: '100%', borderTop: 5, borderColor: 'secondary.main' }}
              >
                <CardContent>
                  <Box sx={{ color: 'primary.main', '& svg': { fontSize: 40 } }} aria-hidden>
                    {PROGRAM_ICONS[i]}
                  </Box>
                  <Typography variant="h6" component="h3" sx={{ fontWeight: 700, mt: 1 }}>
                    {program.name}
                  </Typography>
                  <Chip label={program.ages} color="primary" size="small" sx={{ mt: 1, fontWeight: 700 }} />
                  <Typography color="text.secondary" sx={{ mt: 1.5 }}>
                    {program.description}
                  </Typography>
                  <List dense disablePadding sx={{ mt: 1 }}>
                    {program.highlights.map((item) => (
                      <ListItem key={item} disableGutters>
                        <ListItemIcon sx={{ minWidth: 30 }}>
                          <CheckCircleIcon fontSize="small" color="secondary" />
                        </ListItemIcon>
                        <ListItemText primary={item} />
                      </ListItem>
                    ))}
                  </List>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </PageSection>

      <PageSection id="facilities" title="Facilities" tinted>
        <Grid container spacing={3}>
          {BABY_STEPS_FACILITIES.map((facility, i) => (
            <Grid key={facility.title} size={{ xs: 12, sm: 6, md: 4 }}>
              <Card sx={{ height: '100%' }}>
                <CardContent sx={{ display: 'flex', gap: 2 }}>
                  <Box sx={{ color: 'secondary.main', '& svg': { fontSize: 36 } }} aria-hidden>
                    {FACILITY_ICONS[i] ?? <HealthAndSafetyIcon />}
                  </Box>
                  <Box>
                    <Typography component="h3" sx={{ fontWeight: 700 }}>
                      {facility.title}
                    </Typography>
                    <Typography color="text.secondary" sx={{ mt: 0.5 }}>
                      {facility.text}
                    </Typography>
                  </Box>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </PageSection>

      <AdmissionProcessSection />
      <BabyStepsContactSection />
    </>
  );
}
