import { Card, CardContent, Chip, Grid, Typography } from '@mui/material';
import { DataSection } from '../../../components/ui/data-section';
import { PageSection } from '../../../components/ui/page-section';
import { useMilestones } from '../api/get-milestones';

/** Our Story & Vision: the milestones grid (year, title, description). */
export function MilestonesSection() {
  const query = useMilestones();
  return (
    <PageSection
      id="story"
      title="Our Story & Vision"
      subtitle="From a small beginning in Deoghar to a CBSE school up to Class 12: the milestones of our journey."
    >
      <DataSection
        query={query}
        errorText="Failed to load milestones"
        errorDetail="Failed to fetch milestones data"
        emptyText="No milestones available at the moment"
        loadingLabel="Loading milestones"
      >
        {(milestones) => (
          <Grid container spacing={3} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {milestones.map((milestone) => (
              <Grid key={milestone._id} size={{ xs: 12, sm: 6, md: 4 }} component="li">
                <Card variant="outlined" sx={{ height: '100%' }} data-testid="milestone-card">
                  <CardContent>
                    <Chip label={milestone.year} color="secondary" sx={{ fontWeight: 700, mb: 1.5 }} />
                    <Typography variant="h6" component="h3" sx={{ fontWeight: 700 }}>
                      {milestone.title}
                    </Typography>
                    {milestone.description && (
                      <Typography color="text.secondary" sx={{ mt: 1 }}>
                        {milestone.description}
                      </Typography>
                    )}
                  </CardContent>
                </Card>
              </Grid>
            ))}
          </Grid>
        )}
      </DataSection>
    </PageSection>
  );
}
