import ChecklistIcon from '@mui/icons-material/Checklist';
import ChildCareIcon from '@mui/icons-material/ChildCare';
import DescriptionIcon from '@mui/icons-material/Description';
import { Box, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import type { AdmissionInfo } from '@skp/shared';
import type { ReactNode } from 'react';
import { DataSection, type SectionQuery } from '../../../components/ui/data-section';
import { PageSection } from '../../../components/ui/page-section';
import { AGE_LABELS, hasNoRequirements } from '../../../site/pages/admissions/admissions-text';

function RequirementCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card sx={{ height: '100%' }} data-testid="requirement-card">
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2, color: 'primary.main' }}>
          {icon}
          <Typography variant="h6" component="h3" sx={{ fontWeight: 700, color: 'text.primary' }}>
            {title}
          </Typography>
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

function Bullets({ items }: { items: string[] }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {items.map((item) => (
        <Typography component="li" key={item} sx={{ mb: 0.75 }}>
          {item}
        </Typography>
      ))}
    </Box>
  );
}

/** Requirements cards from the admission information: ages, documents, academic requirements. */
export function RequirementsSection({ query }: { query: SectionQuery<AdmissionInfo | null> }) {
  return (
    <PageSection id="requirements" title="Admission Requirements" tinted>
      <DataSection
        query={query}
        isEmpty={hasNoRequirements}
        errorText="Failed to load admission requirements"
        emptyText="No admission requirements available at the moment."
        loadingLabel="Loading admission requirements"
      >
        {(info) => (
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 4 }}>
              <RequirementCard icon={<ChildCareIcon />} title="Age Requirements">
                <Box component="dl" sx={{ m: 0 }}>
                  {AGE_LABELS.filter(({ key }) => info!.ageRequirements[key].trim()).map(({ key, label }) => (
                    <Box key={key} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
                      <Typography component="dt" sx={{ fontWeight: 700 }}>
                        {label}
                      </Typography>
                      <Typography component="dd" sx={{ m: 0 }} color="text.secondary">
                        {info!.ageRequirements[key]}
                      </Typography>
                    </Box>
                  ))}
                </Box>
              </RequirementCard>
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <RequirementCard icon={<DescriptionIcon />} title="Documents Required">
                <Bullets items={info!.documentsRequired} />
              </RequirementCard>
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <RequirementCard icon={<ChecklistIcon />} title="Academic Requirements">
                <Bullets items={info!.academicRequirements} />
              </RequirementCard>
            </Grid>
          </Grid>
        )}
      </DataSection>
    </PageSection>
  );
}
