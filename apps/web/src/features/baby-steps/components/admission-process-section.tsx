import DownloadIcon from '@mui/icons-material/Download';
import {
  Box,
  Button,
  CircularProgress,
  Paper,
  Step,
  StepContent,
  StepLabel,
  Stepper,
  Typography,
} from '@mui/material';
import type { BabyStepsAdmission } from '@skp/shared';
import { DataSection } from '../../../components/ui/data-section';
import { PageSection } from '../../../components/ui/page-section';
import { useBabyStepsAdmission } from '../api/get-baby-steps-admission';
import { prospectusState } from '../../../site/pages/wings/prospectus-state';

function ProspectusButton({
  query,
}: {
  query: { data: BabyStepsAdmission | null | undefined; isPending: boolean };
}) {
  const state = prospectusState(query);
  if (state.kind === 'ready') {
    return (
      <Button
        component="a"
        href={state.href}
        target="_blank"
        rel="noopener"
        variant="contained"
        color="secondary"
        size="large"
        startIcon={<DownloadIcon />}
      >
        Download Prospectus
      </Button>
    );
  }
  return (
    <Button
      disabled
      variant="contained"
      size="large"
      aria-busy={state.kind === 'loading' || undefined}
      startIcon={state.kind === 'loading' ? <CircularProgress size={18} color="inherit" /> : <DownloadIcon />}
    >
      {state.kind === 'loading' ? 'Download Prospectus' : 'No Prospectus Available'}
    </Button>
  );
}

/** The admission process from GET /baby-steps-admission/public, with the prospectus download. */
export function AdmissionProcessSection() {
  const query = useBabyStepsAdmission();
  const admission = query.data;
  return (
    <PageSection
      id="admission"
      title={admission?.title || 'Admission Process'}
      subtitle={admission?.subtitle || undefined}
      tinted
    >
      <DataSection
        query={query}
        isEmpty={(data) => !data || data.steps.length === 0}
        errorText="Failed to load admission process"
        emptyText="Admission details will be announced soon."
        loadingLabel="Loading admission process"
      >
        {(data) => (
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 }, maxWidth: 760, mx: 'auto' }}>
            {/* SPEC §4: the step indicator stays at the first step; every step's text is shown. */}
            <Stepper orientation="vertical" activeStep={0} data-testid="admission-steps">
              {[...(data?.steps ?? [])]
                .sort((a, b) => a.order - b.order)
                .map((step) => (
                  <Step key={`${step.order}-${step.title}`} expanded>
                    <StepLabel>
                      <Typography component="h3" sx={{ fontWeight: 700 }}>
                        {step.title}
                      </Typography>
                    </StepLabel>
                    <StepContent>
                      <Typography color="text.secondary">{step.description}</Typography>
                    </StepContent>
                  </Step>
                ))}
            </Stepper>
          </Paper>
        )}
      </DataSection>
      <Box sx={{ textAlign: 'center', mt: 4 }}>
        <ProspectusButton query={query} />
      </Box>
    </PageSection>
  );
}
