import FlagIcon from '@mui/icons-material/Flag';
import LightbulbIcon from '@mui/icons-material/Lightbulb';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Box, Card, CardContent, Grid, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { PageSection } from '../../../components/ui/page-section';
import { AIMS_AND_OBJECTIVES, MOTTO, VISION } from '../../../site/pages/about/about-content';

function ValueCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card sx={{ height: '100%', borderTop: 4, borderColor: 'secondary.main' }}>
      <CardContent>
        <Box sx={{ color: 'primary.main', mb: 1, display: 'flex' }} aria-hidden>
          {icon}
        </Box>
        <Typography variant="h5" component="h3" sx={{ fontWeight: 700, mb: 1.5 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** The static Aims & Objectives, Motto and Vision cards. */
export function ValuesSection() {
  return (
    <PageSection id="values" title="What We Stand For">
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 4 }}>
          <ValueCard icon={<FlagIcon fontSize="large" />} title="Aims & Objectives">
            <Box component="ul" sx={{ pl: 2.5, m: 0 }}>
              {AIMS_AND_OBJECTIVES.map((aim) => (
                <Typography component="li" key={aim} sx={{ mb: 1 }}>
                  {aim}
                </Typography>
              ))}
            </Box>
          </ValueCard>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <ValueCard icon={<LightbulbIcon fontSize="large" />} title="Motto">
            <Typography variant="h6" component="p" color="secondary.dark" sx={{ fontStyle: 'italic', mb: 1 }}>
              {MOTTO.text}
            </Typography>
            <Typography>{MOTTO.meaning}</Typography>
          </ValueCard>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <ValueCard icon={<VisibilityIcon fontSize="large" />} title="Vision">
            <Typography>{VISION}</Typography>
          </ValueCard>
        </Grid>
      </Grid>
    </PageSection>
  );
}
