import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import BiotechIcon from '@mui/icons-material/Biotech';
import BoltIcon from '@mui/icons-material/Bolt';
import BrushIcon from '@mui/icons-material/Brush';
import BuildIcon from '@mui/icons-material/Build';
import ComputerIcon from '@mui/icons-material/Computer';
import DirectionsBusIcon from '@mui/icons-material/DirectionsBus';
import HotelIcon from '@mui/icons-material/Hotel';
import LocalLibraryIcon from '@mui/icons-material/LocalLibrary';
import MusicNoteIcon from '@mui/icons-material/MusicNote';
import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import SchoolIcon from '@mui/icons-material/School';
import ShieldIcon from '@mui/icons-material/Shield';
import SportsSoccerIcon from '@mui/icons-material/SportsSoccer';
import WaterDropIcon from '@mui/icons-material/WaterDrop';
import { Box, Card, CardContent, Grid, Typography } from '@mui/material';
import type { ComponentType } from 'react';
import { SectionHeading } from '../../../components/ui/section-heading';
import { HomeSection } from './home-section';

interface Facility {
  title: string;
  description: string;
  Icon: ComponentType<{ fontSize?: 'large' }>;
}

/**
 * SPEC §2 Home 3: the 15 fixed cards. The spec names fifteen (and also says one is unlisted);
 * fifteen names make fifteen cards, so no card is invented.
 */
export const CAMPUS_FACILITIES: readonly Facility[] = [
  {
    title: 'School Campus',
    description: 'A spacious, green and secure campus in Deoghar built for learning.',
    Icon: AccountBalanceIcon,
  },
  {
    title: 'Laboratories',
    description: 'Well-equipped Physics, Chemistry and Biology labs for hands-on science.',
    Icon: BiotechIcon,
  },
  {
    title: 'Art Room',
    description: 'A bright studio where young artists paint, sketch and craft.',
    Icon: BrushIcon,
  },
  {
    title: 'Music And Dance Room',
    description: 'Instruments, rhythm and movement in a dedicated performance space.',
    Icon: MusicNoteIcon,
  },
  {
    title: 'Library',
    description: 'Thousands of books, periodicals and a quiet space to read and research.',
    Icon: LocalLibraryIcon,
  },
  {
    title: 'Games & Sports',
    description: 'Playgrounds and courts for cricket, football, athletics and indoor games.',
    Icon: SportsSoccerIcon,
  },
  {
    title: 'Computer Laboratories',
    description: 'Modern computers and internet access for every student.',
    Icon: ComputerIcon,
  },
  {
    title: 'Digital Classroom',
    description: 'Smart boards and audio-visual lessons that bring topics to life.',
    Icon: OndemandVideoIcon,
  },
  {
    title: 'House System',
    description: 'Four houses that build teamwork, leadership and healthy competition.',
    Icon: ShieldIcon,
  },
  {
    title: 'Hostel',
    description: 'Safe, caring residential facilities with supervised study and meals.',
    Icon: HotelIcon,
  },
  {
    title: 'Faculties & Mentors',
    description: 'Qualified, caring teachers who guide every child individually.',
    Icon: SchoolIcon,
  },
  {
    title: 'Uninterrupted Electricity & CCTV Surveillance',
    description: 'Power backup and CCTV across the campus for comfort and safety.',
    Icon: BoltIcon,
  },
  {
    title: 'RO Drinking Water',
    description: 'Purified RO drinking water available throughout the school.',
    Icon: WaterDropIcon,
  },
  {
    title: 'Skill Education',
    description: 'Vocational and life-skill courses that prepare students for the future.',
    Icon: BuildIcon,
  },
  {
    title: 'Transport Facility',
    description: 'School buses covering Deoghar and nearby areas with trained staff.',
    Icon: DirectionsBusIcon,
  },
];

export function CampusFacilitiesSection() {
  return (
    <HomeSection id="facilities" tinted>
      <SectionHeading
        id="facilities-heading"
        title="Campus Facilities"
        subtitle="Everything a child needs to learn, play and grow, on one campus."
      />
      <Grid container spacing={3}>
        {CAMPUS_FACILITIES.map(({ title, description, Icon }) => (
          <Grid key={title} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
            <Card data-testid="facility-card" variant="outlined" sx={{ height: '100%' }}>
              <CardContent>
                <Box sx={{ color: 'primary.main', mb: 1 }}>
                  <Icon fontSize="large" />
                </Box>
                <Typography component="h3" variant="h6" sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
                  {title}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {description}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </HomeSection>
  );
}
