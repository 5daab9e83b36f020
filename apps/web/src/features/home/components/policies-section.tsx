import DescriptionIcon from '@mui/icons-material/Description';
import DownloadIcon from '@mui/icons-material/Download';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  CircularProgress,
  Grid,
  Stack,
  Typography,
} from '@mui/material';
import { SectionHeading } from '../../../components/ui/section-heading';
import { usePolicies } from '../api/get-policies';
import { HomeSection } from './home-section';

export const POLICIES_EMPTY_TEXT = 'No policies available at the moment.';

export function PoliciesSection() {
  const { data, isPending } = usePolicies();
  // A failure is silent here (SPEC §8): the section then reads as empty.
  const policies = data ?? [];
  return (
    <HomeSection id="policies" tinted>
      <SectionHeading
        id="policies-heading"
        title="Policies & Guidelines"
        subtitle="The rules and guidelines that keep our school safe, fair and focused on learning."
      />
      {isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label="Loading policies" />
        </Box>
      ) : policies.length === 0 ? (
        <Typography color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
          {POLICIES_EMPTY_TEXT}
        </Typography>
      ) : (
        <Grid container spacing={3}>
          {policies.map((policy) => (
            <Grid key={policy._id} size={{ xs: 12, sm: 6, md: 4 }}>
              <Card
                component="article"
                data-testid="policy-card"
                variant="outlined"
                sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
              >
                <CardContent sx={{ flex: 1 }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                    <DescriptionIcon color="primary" />
                    <Typography component="h3" variant="h6" sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
                      {policy.title}
                    </Typography>
                  </Stack>
                  <Typography variant="body2" color="text.secondary">
                    {policy.description}
                  </Typography>
                </CardContent>
                <CardActions sx={{ px: 2, pb: 2 }}>
                  {policy.downloadUrl ? (
                    <Button
                      component="a"
                      href={policy.downloadUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      variant="contained"
                      size="small"
                      startIcon={<DownloadIcon />}
                      aria-label={`Download PDF: ${policy.title}`}
                    >
                      Download PDF
                    </Button>
                  ) : (
                    <Button variant="contained" size="small" startIcon={<DownloadIcon />} disabled>
                      Download PDF
                    </Button>
                  )}
                </CardActions>
              </Card>
            </Grid>
          ))}
        </Grid>
      )}
    </HomeSection>
  );
}
