import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import {
  Box,
  Card,
  CardContent,
  Chip,
  Grid,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import { DataSection } from '../../../components/ui/data-section';
import { PageSection } from '../../../components/ui/page-section';
import { formatRupees } from '../../../lib/formatters';
import { useTrainingPrograms } from '../api/get-training-programs';

/** Training programs from GET /training-programs/public/all, with the monthly fee in rupees. */
export function TrainingProgramsSection() {
  const query = useTrainingPrograms();
  return (
    <PageSection
      id="programs"
      title="Training Programs"
      subtitle="Programs for every age and stage, from first grip to state trials."
    >
      <DataSection
        query={query}
        errorText="Failed to load training programs"
        emptyText="No programs available."
        loadingLabel="Loading training programs"
      >
        {(programs) => (
          <Grid container spacing={3}>
            {programs.map((program) => (
              <Grid key={program._id ?? program.levelName} size={{ xs: 12, sm: 6, md: 4 }}>
                <Card
                  data-testid="training-program"
                  sx={{
                    height: '100%',
                    display: 'flex',
                    flexDirection: 'column',
                    borderTop: 5,
                    borderColor: 'primary.main',
                  }}
                >
                  <CardContent sx={{ flex: 1 }}>
                    <Typography variant="h5" component="h3" sx={{ fontWeight: 700 }}>
                      {program.levelName}
                    </Typography>
                    {program.ageRange && (
                      <Chip
                        label={program.ageRange}
                        size="small"
                        color="secondary"
                        sx={{ mt: 1, fontWeight: 700 }}
                      />
                    )}
                    {program.tagline && (
                      <Typography color="text.secondary" sx={{ mt: 1.5, fontStyle: 'italic' }}>
                        {program.tagline}
                      </Typography>
                    )}
                    <List dense disablePadding sx={{ mt: 1 }}>
                      {(program.highlights ?? []).map((item) => (
                        <ListItem key={item} disableGutters>
                          <ListItemIcon sx={{ minWidth: 30 }}>
                            <CheckCircleIcon fontSize="small" color="primary" />
                          </ListItemIcon>
                          <ListItemText primary={item} />
                        </ListItem>
                      ))}
                    </List>
                  </CardContent>
                  <Box sx={{ px: 2, py: 1.5, bgcolor: 'action.hover' }}>
                    <Typography
                      sx={{ fontWeight: 800, fontSize: '1.3rem', color: 'primary.main' }}
                      data-testid="monthly-fee"
                    >
                      {formatRupees(program.monthlyFee)}
                      <Typography
                        component="span"
                        color="text.secondary"
                        sx={{ fontWeight: 500, fontSize: '0.95rem' }}
                      >
                        {' '}
                        / month
                      </Typography>
                    </Typography>
                  </Box>
                </Card>
              </Grid>
            ))}
          </Grid>
        )}
      </DataSection>
    </PageSection>
  );
}
