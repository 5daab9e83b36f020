import FitnessCenterIcon from '@mui/icons-material/FitnessCenter';
import GrassIcon from '@mui/icons-material/Grass';
import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import SportsBaseballIcon from '@mui/icons-material/SportsBaseball';
import SportsCricketIcon from '@mui/icons-material/SportsCricket';
import VideocamIcon from '@mui/icons-material/Videocam';
import { Box, Button, Card, CardContent, Container, Grid, Stack, Typography } from '@mui/material';
import { useHeroImages } from '../../../components/hero-carousel/get-hero-images';
import { HeroCarousel } from '../../../components/hero-carousel/hero-carousel';
import { BRANDS } from '../../../components/layout/brand';
import { PageSplash } from '../../../components/layout/splash-screen';
import { GalleryPreview } from '../../../components/photo-gallery/gallery-preview';
import { PageSection } from '../../../components/ui/page-section';
import { WING_CACHE_FRESH_MS } from '../../../lib/timestamped-cache';
import { useCoaches } from '../api/get-coaches';
import { useCricketContact } from '../api/get-cricket-contact';
import { useTrainingPrograms } from '../api/get-training-programs';
import { CoachesSection } from './coaches-section';
import { CricketContactSection } from './cricket-contact-section';
import { CRICKET_ACHIEVEMENTS, CRICKET_FACILITIES } from '../../../site/pages/wings/cricket-content';
import { TrainingProgramsSection } from './training-programs-section';

/** SPEC §9: the cricket hero rotates every 4000 ms. */
export const CRICKET_HERO_INTERVAL_MS = 4000;

const FACILITY_ICONS = [
  <GrassIcon key="g" />,
  <SportsCricketIcon key="n" />,
  <SportsBaseballIcon key="b" />,
  <VideocamIcon key="v" />,
  <FitnessCenterIcon key="f" />,
  <MeetingRoomIcon key="c" />,
];
const shadow = { textShadow: '0 2px 10px rgba(0,0,0,0.55)' };

/** The Cricket Academy page (SPEC §2). */
export function CricketAcademyPage() {
  const hero = useHeroImages('cricket-academy');
  const programs = useTrainingPrograms();
  const coaches = useCoaches();
  const contact = useCricketContact();
  return (
    <>
      <PageSplash
        loading={hero.status === 'loading' || programs.isPending || coaches.isPending || contact.isPending}
      />
      <HeroCarousel
        section="cricket-academy"
        label="Cricket Academy pictures"
        intervalMs={CRICKET_HERO_INTERVAL_MS}
        minHeight={{ xs: 420, md: 560 }}
      >
        <Container maxWidth="lg">
          <Box sx={{ maxWidth: 780 }}>
            <Typography
              variant="h2"
              component="h1"
              sx={{ ...shadow, fontWeight: 800, fontSize: { xs: '2.2rem', md: '3.5rem' } }}
            >
              S.K.P. Cricket Academy
            </Typography>
            <Typography
              variant="h6"
              component="p"
              data-testid="wing-tagline"
              sx={{ ...shadow, mt: 1, fontWeight: 700 }}
            >
              {BRANDS.cricket.tagline}
            </Typography>
            <Typography sx={{ ...shadow, mt: 1.5, fontSize: { xs: '1rem', md: '1.2rem' } }}>
              Coaching for boys and girls from 6 to 19 years on turf wickets at Deoghar.
            </Typography>
            <Stack direction="row" sx={{ mt: 3, flexWrap: 'wrap', gap: 1.5 }}>
              <Button href="#programs" variant="contained" color="secondary" size="large">
                Training Programs
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

      <PageSection
        id="gallery"
        title="Gallery"
        subtitle="Practice, matches and moments from the academy ground."
      >
        <GalleryPreview
          slug="cricket-academy"
          label="Cricket Academy photos"
          staleTime={WING_CACHE_FRESH_MS}
        />
      </PageSection>

      <TrainingProgramsSection />
      <CoachesSection />

      <PageSection id="achievements" title="Achievements">
        <Grid container spacing={3}>
          {CRICKET_ACHIEVEMENTS.map((item) => (
            <Grid key={item.title} size={{ xs: 12, sm: 6, md: 3 }}>
              <Card sx={{ height: '100%', textAlign: 'center' }}>
                <CardContent>
                  <Typography sx={{ fontSize: '2.4rem', fontWeight: 800, color: 'secondary.main' }}>
                    {item.figure}
                  </Typography>
                  <Typography component="h3" sx={{ fontWeight: 700 }}>
                    {item.title}
                  </Typography>
                  <Typography color="text.secondary" sx={{ mt: 1 }}>
                    {item.text}
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </PageSection>

      <PageSection id="facilities" title="Facilities" tinted>
        <Grid container spacing={3}>
          {CRICKET_FACILITIES.map((facility, i) => (
            <Grid key={facility.title} size={{ xs: 12, sm: 6, md: 4 }}>
              <Card sx={{ height: '100%' }}>
                <CardContent sx={{ display: 'flex', gap: 2 }}>
                  <Box sx={{ color: 'primary.main', '& svg': { fontSize: 36 } }} aria-hidden>
                    {FACILITY_ICONS[i]}
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

      <CricketContactSection />
    </>
  );
}
