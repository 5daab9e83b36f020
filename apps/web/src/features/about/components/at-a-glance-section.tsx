import { Card, CardContent, Grid, Typography } from '@mui/material';
import { PageSection } from '../../../components/ui/page-section';
import { AT_A_GLANCE } from '../../../site/pages/about/about-content';

/** The mini card section: short facts about the school at a glance. */
export function AtAGlanceSection() {
  return (
    <PageSection id="at-a-glance" title="At a Glance" tinted>
      <Grid container spacing={2}>
        {AT_A_GLANCE.map((fact) => (
          <Grid key={fact.label} size={{ xs: 6, sm: 4, md: 2 }}>
            <Card variant="outlined" sx={{ height: '100%', textAlign: 'center' }} data-testid="mini-card">
              <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
                <Typography component="h3" color="primary" sx={{ fontWeight: 700, fontSize: '1rem' }}>
                  {fact.label}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {fact.detail}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </PageSection>
  );
}
