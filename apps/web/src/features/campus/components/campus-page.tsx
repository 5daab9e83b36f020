import ForestIcon from '@mui/icons-material/Forest';
import SecurityIcon from '@mui/icons-material/Security';
import SmartScreenIcon from '@mui/icons-material/SmartScreen';
import WifiIcon from '@mui/icons-material/Wifi';
import { Avatar, Box, Button, Card, CardContent, Container, Grid, Typography } from '@mui/material';
import type { StudentLifeEvent } from '@skp/shared';
import { Link as RouterLink } from 'react-router';
import { useHeroImages } from '../../../components/hero-carousel/get-hero-images';
import { HeroCarousel } from '../../../components/hero-carousel/hero-carousel';
import { PageSplash } from '../../../components/layout/splash-screen';
import { DataSection } from '../../../components/ui/data-section';
import { PageSection } from '../../../components/ui/page-section';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { useStudentLife } from '../api/get-student-life';

/** SPEC §2: the four static campus highlights. */
export const CAMPUS_HIGHLIGHTS = [
  {
    title: 'Green Campus',
    text: 'Shady trees, lawns and gardens across a clean, pollution-free campus on the edge of Deoghar.',
    icon: <ForestIcon />,
  },
  {
    title: 'Wi-Fi Enabled',
    text: 'High-speed internet in classrooms, laboratories, the library and the hostel.',
    icon: <WifiIcon />,
  },
  {
    title: 'Security System',
    text: 'CCTV surveillance, guarded gates, visitor registration and trained staff round the clock.',
    icon: <SecurityIcon />,
  },
  {
    title: 'Smart Classrooms',
    text: 'Interactive digital boards and audio-visual lessons that make learning vivid.',
    icon: <SmartScreenIcon />,
  },
];

const shadow = { textShadow: '0 2px 10px rgba(0,0,0,0.55)' };

function EventCard({ event }: { event: StudentLifeEvent }) {
  return (
    <Card sx={{ height: '100%' }} data-testid="student-life-card">
      {event.image && (
        <Box sx={{ aspectRatio: '3 / 2', overflow: 'hidden', bgcolor: 'grey.200' }}>
          <ResponsiveImage
            src={event.image}
            alt={event.title}
            media={event.media}
            sizes="(min-width: 900px) 380px, (min-width: 600px) 50vw, 100vw"
            width={1200}
            height={800}
          />
        </Box>
      )}
      <CardContent>
        <Typography variant="h6" component="h3" sx={{ fontWeight: 700 }}>
          {event.title}
        </Typography>
        {event.description && (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {event.description}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

/** The Campus page (SPEC §2): hero slider, four highlights, Student Life cards, Apply Now. */
export function CampusPage() {
  const hero = useHeroImages('campus');
  const events = useStudentLife();
  return (
    <>
      <PageSplash loading={hero.status === 'loading'} />
      <HeroCarousel section="campus" label="Campus pictures" minHeight={{ xs: 360, md: 480 }}>
        <Container maxWidth="lg">
          <Typography variant="h3" component="h1" sx={{ ...shadow, fontWeight: 800 }}>
            Our Campus
          </Typography>
          <Typography variant="h6" component="p" sx={{ ...shadow, mt: 1, maxWidth: 760 }}>
            A safe, green and modern campus where children learn, play and grow
          </Typography>
        </Container>
      </HeroCarousel>
      <PageSection id="highlights" title="Campus Highlights">
        <Grid container spacing={3}>
          {CAMPUS_HIGHLIGHTS.map((highlight) => (
            <Grid key={highlight.title} size={{ xs: 12, sm: 6, md: 3 }}>
              <Card sx={{ height: '100%', textAlign: 'center' }} data-testid="campus-highlight">
                <CardContent sx={{ py: 4 }}>
                  <Avatar
                    sx={{ bgcolor: 'primary.main', width: 64, height: 64, mx: 'auto', mb: 2 }}
                    aria-hidden
                  >
                    {highlight.icon}
                  </Avatar>
                  <Typography variant="h6" component="h3" sx={{ fontWeight: 700 }}>
                    {highlight.title}
                  </Typography>
                  <Typography color="text.secondary" sx={{ mt: 1 }}>
                    {highlight.text}
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </PageSection>
      <PageSection
        id="student-life"
        title="Student Life"
        subtitle="Festivals, competitions, trips and everyday moments on campus."
        tinted
      >
        <DataSection
          query={events}
          errorText="Failed to load student life events"
          emptyText="No student life events available at the moment."
          loadingLabel="Loading student life events"
        >
          {(list) => (
            <Grid container spacing={3}>
              {list.map((event) => (
                <Grid key={event._id} size={{ xs: 12, sm: 6, md: 4 }}>
                  <EventCard event={event} />
                </Grid>
              ))}
            </Grid>
          )}
        </DataSection>
      </PageSection>
      <PageSection id="join" title="Become a Part of Our Campus">
        <Box sx={{ textAlign: 'center' }}>
          <Typography sx={{ mb: 3 }}>
            Admissions are open from Pre-Primary to Class 12. Visit us, or start your application today.
          </Typography>
          <Button component={RouterLink} to="/admissions" variant="contained" color="secondary" size="large">
            Apply Now
          </Button>
        </Box>
      </PageSection>
    </>
  );
}
