import { Step, StepContent, StepLabel, Stepper, Typography, useMediaQuery, useTheme } from '@mui/material';
import { PageSection } from '../../../components/ui/page-section';
import { ACTIVE_ADMISSION_STEP, ADMISSION_PROCESS } from '../../../site/pages/admissions/admissions-text';

/** The five-step admission process; the indicator stays at the first step (SPEC §4). */
export function AdmissionStepsSection() {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  return (
    <PageSection
      id="process"
      title="Admission Process"
      subtitle="Five simple steps from application to admission."
    >
      <Stepper
        activeStep={ACTIVE_ADMISSION_STEP}
        orientation={wide ? 'horizontal' : 'vertical'}
        alternativeLabel={wide}
        component="ol"
        aria-label="Admission steps"
        sx={{ p: 0, m: 0 }}
      >
        {ADMISSION_PROCESS.map((step, i) => (
          <Step
            key={step.title}
            component="li"
            expanded
            aria-current={i === ACTIVE_ADMISSION_STEP ? 'step' : undefined}
            data-testid="admission-step"
          >
            <StepLabel slotProps={{ label: { sx: { color: 'text.primary !important' } } }}>
              <Typography component="span" sx={{ fontWeight: 700, display: 'block' }}>
                {step.title}
              </Typography>
              {wide && (
                <Typography
                  component="span"
                  variant="body2"
                  color="text.secondary"
                  sx={{ display: 'block', mt: 0.5 }}
                >
                  {step.description}
                </Typography>
              )}
            </StepLabel>
            {!wide && (
              <StepContent>
                <Typography variant="body2" color="text.secondary">
                  {step.description}
                </Typography>
              </StepContent>
            )}
          </Step>
        ))}
      </Stepper>
    </PageSection>
  );
}
