import ApartmentIcon from '@mui/icons-material/Apartment';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import PersonIcon from '@mui/icons-material/Person';
import { Box, Card, CardContent, Grid, Typography } from '@mui/material';
import { SectionHeading } from '../../../components/ui/section-heading';
import { HomeSection } from './home-section';

/** SPEC §2 Home 6: three cards. */
export const WHY_CHOOSE_US = [
  {
    title: 'Excellence in Education',
    description:
      'A CBSE curriculum from Pre-Primary to Class 12, taught by experienced teachers with a record of strong results.',
    Icon: EmojiEventsIcon,
  },
  {
    title: 'Modern Facilities',
    description:
      'Science and computer labs, digital classrooms, a library, sports grounds, a hostel and safe transport.',
    Icon: ApartmentIcon,
  },
  {
    title: 'Individual Attention',
    description:
      'Small classes, mentors and a house system so that every child is known, guided and encouraged.',
    Icon: PersonIcon,
  },
] as const;

export function WhyChooseUsSection() {
  return (
    <HomeSection id="why-choose-us">
      <SectionHeading id="why-choose-us-heading" title="Why Choose Us" />
      <Grid container spacing={3}>
        {WHY_CHOOSE_US.map(({ title, description, Icon }) => (
          <Grid key={title} size={{ xs: 12, md: 4 }}>
            <Card sx={{ height: '100%', textAlign: 'center', borderTop: 4, borderColor: 'secondary.main' }}>
              <CardContent sx={{ p: 4 }}>
                <Box sx={{ color: 'primary.main', mb: 1.5 }}>
                  <Icon sx={{ fontSize: 48 }} />
                </Box>
                <Typography component="h3" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
                  {title}
                </Typography>
                <Typography color="text.secondary">{description}</Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </HomeSection>
  );
}
