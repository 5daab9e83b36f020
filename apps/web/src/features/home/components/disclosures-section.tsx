import DownloadIcon from '@mui/icons-material/Download';
import GavelIcon from '@mui/icons-material/Gavel';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Button, Card, CardActions, CardContent, Grid, Stack, Typography } from '@mui/material';
import { DataSection } from '../../../components/ui/data-section';
import { SectionHeading } from '../../../components/ui/section-heading';
import { useMandatoryDisclosures } from '../api/get-mandatory-disclosures';
import { HomeSection } from './home-section';
import { openDisclosure } from './open-disclosure';

export const DISCLOSURES_ERROR_TEXT = 'Failed to load mandatory disclosures';
export const DISCLOSURES_EMPTY_TEXT = 'No mandatory disclosures available at the moment.';

export function DisclosuresSection() {
  const query = useMandatoryDisclosures();
  return (
    <HomeSection id="disclosures">
      <SectionHeading
        id="disclosures-heading"
        title="Mandatory Disclosures"
        subtitle="Documents published as required by the Central Board of Secondary Education."
      />
      <DataSection
        query={query}
        errorText={DISCLOSURES_ERROR_TEXT}
        emptyText={DISCLOSURES_EMPTY_TEXT}
        loadingLabel="Loading mandatory disclosures"
      >
        {(disclosures) => (
          <Grid container spacing={3}>
            {disclosures.map((disclosure) => (
              <Grid key={disclosure._id} size={{ xs: 12, sm: 6, md: 4 }}>
                <Card
                  component="article"
                  data-testid="disclosure-card"
                  variant="outlined"
                  sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
                >
                  <CardContent sx={{ flex: 1 }}>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                      <GavelIcon color="primary" />
                      <Typography component="h3" variant="h6" sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
                        {disclosure.title}
                      </Typography>
                    </Stack>
                    <Typography variant="body2" color="text.secondary">
                      {disclosure.description}
                    </Typography>
                  </CardContent>
                  <CardActions sx={{ px: 2, pb: 2, gap: 1 }}>
                    <Button
                      variant="outlined"
                      size="small"
                      startIcon={<VisibilityIcon />}
                      onClick={() => openDisclosure(disclosure, 'view')}
                      aria-label={`View ${disclosure.title}`}
                    >
                      View
                    </Button>
                    <Button
                      variant="contained"
                      size="small"
                      startIcon={<DownloadIcon />}
                      onClick={() => openDisclosure(disclosure, 'download')}
                      aria-label={`Download ${disclosure.title}`}
                    >
                      Download
                    </Button>
                  </CardActions>
                </Card>
              </Grid>
            ))}
          </Grid>
        )}
      </DataSection>
    </HomeSection>
  );
}
