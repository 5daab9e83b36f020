import {
  Box,
  Card,
  CardContent,
  CircularProgress,
  Grid,
  List,
  ListItem,
  Stack,
  Typography,
} from '@mui/material';
import { SectionHeading } from '../../../components/ui/section-heading';
import { useActivities } from '../api/get-activities';
import { ActivityIcon } from './activity-icon';
import { HomeSection } from './home-section';

export const ACTIVITIES_EMPTY_TEXT = 'No activities available at the moment.';

export function ActivitiesSection() {
  const { data, isPending } = useActivities();
  // A failure is silent here (SPEC §8): the section then reads as empty.
  const activities = data ?? [];
  return (
    <HomeSection id="activities">
      <SectionHeading
        id="activities-heading"
        title="Co-Curricular Activities"
        subtitle="Beyond the classroom: sports, arts, clubs and competitions for every interest."
      />
      {isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label="Loading activities" />
        </Box>
      ) : activities.length === 0 ? (
        <Typography color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
          {ACTIVITIES_EMPTY_TEXT}
        </Typography>
      ) : (
        <Grid container spacing={3}>
          {activities.map((group) => (
            <Grid key={group._id} size={{ xs: 12, sm: 6, md: 4 }}>
              <Card data-testid="activity-card" sx={{ height: '100%' }}>
                <CardContent>
                  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
                    <Box
                      sx={{
                        display: 'grid',
                        placeItems: 'center',
                        width: 48,
                        height: 48,
                        borderRadius: '50%',
                        bgcolor: 'primary.main',
                        color: 'primary.contrastText',
                        flexShrink: 0,
                      }}
                    >
                      <ActivityIcon name={group.icon} />
                    </Box>
                    <Typography component="h3" variant="h6" sx={{ fontWeight: 700 }}>
                      {group.category}
                    </Typography>
                  </Stack>
                  <List dense sx={{ listStyleType: 'disc', pl: 3 }}>
                    {group.activities.map((activity) => (
                      <ListItem key={activity} sx={{ display: 'list-item', px: 0, py: 0.25 }}>
                        {activity}
                      </ListItem>
                    ))}
                  </List>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      )}
    </HomeSection>
  );
}
