import { Box, Container, Grid, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useHeroImages } from '../../../components/hero-carousel/get-hero-images';
import { HeroCarousel } from '../../../components/hero-carousel/hero-carousel';
import { PageSplash } from '../../../components/layout/splash-screen';
import { PageSection } from '../../../components/ui/page-section';
import { useAdmissionInfo } from '../api/get-admission-info';
import { AdmissionStepsSection } from './admission-steps';
import { ApplyButton } from './apply-button';
import { DressCodeSection } from './dress-code-section';
import { FeeSection } from './fee-section';
import { RequirementsSection } from './requirements-section';

const shadow = { textShadow: '0 2px 10px rgba(0,0,0,0.55)' };

export interface AdmissionsPageProps {
  /** The admission enquiry form (built by the enquiry feature), shown beside the second Apply button. */
  enquiryForm?: ReactNode;
}

/** The Admissions page (SPEC §2): hero with Apply, steps, requirements, dress code, fees, Apply again. */
export function AdmissionsPage({ enquiryForm }: AdmissionsPageProps) {
  const hero = useHeroImages('admissions');
  const admission = useAdmissionInfo();
  const portalUrl = admission.data?.portalUrl || undefined;
  return (
    <>
      <PageSplash loading={hero.status === 'loading'} />
      <HeroCarousel section="admissions" label="Admissions pictures" minHeight={{ xs: 380, md: 500 }}>
        <Container maxWidth="lg">
          <Typography variant="h3" component="h1" sx={{ ...shadow, fontWeight: 800 }}>
            Admissions
          </Typography>
          <Typography variant="h6" component="p" sx={{ ...shadow, mt: 1, mb: 3, maxWidth: 760 }}>
            Admissions are open for 2024-25, from Pre-Primary to Class 12. Register online to begin.
          </Typography>
          <ApplyButton portalUrl={portalUrl} />
        </Container>
      </HeroCarousel>
      <AdmissionStepsSection />
      <RequirementsSection query={admission} />
      <DressCodeSection />
      <FeeSection />
      <PageSection id="apply" title="Ready to Apply?">
        <Grid container spacing={4} sx={{ alignItems: 'flex-start' }}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Box sx={{ textAlign: { xs: 'center', md: 'left' } }}>
              <Typography sx={{ mb: 3 }}>
                Fill in the online registration form on our admission portal. Our admissions office will
                contact you about the next steps.
              </Typography>
              <ApplyButton portalUrl={portalUrl} color="primary" />
            </Box>
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <Box
              component="section"
              aria-labelledby="admission-enquiry-heading"
              data-testid="admission-enquiry-slot"
            >
              <Typography
                id="admission-enquiry-heading"
                variant="h5"
                component="h3"
                sx={{ fontWeight: 700, mb: 2 }}
              >
                Admission Enquiry
              </Typography>
              {enquiryForm}
            </Box>
          </Grid>
        </Grid>
      </PageSection>
    </>
  );
}
