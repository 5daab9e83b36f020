import { Container, Typography } from '@mui/material';
import { DressCodeTable } from '../../../components/dress-code/dress-code-table';
import { useHeroImages } from '../../../components/hero-carousel/get-hero-images';
import { HeroCarousel } from '../../../components/hero-carousel/hero-carousel';
import { PageSplash } from '../../../components/layout/splash-screen';
import { PageSection } from '../../../components/ui/page-section';
import { CurriculumSection } from './curriculum-section';
import { FacultySection } from './faculty-section';

const shadow = { textShadow: '0 2px 10px rgba(0,0,0,0.55)' };

/** The Academics page (SPEC §2): hero slider, curriculum, faculty directory, dress code. */
export function AcademicsPage() {
  const hero = useHeroImages('academics');
  return (
    <>
      <PageSplash loading={hero.status === 'loading'} />
      <HeroCarousel section="academics" label="Academics pictures" minHeight={{ xs: 360, md: 480 }}>
        <Container maxWidth="lg">
          <Typography variant="h3" component="h1" sx={{ ...shadow, fontWeight: 800 }}>
            Academics
          </Typography>
          <Typography variant="h6" component="p" sx={{ ...shadow, mt: 1, maxWidth: 760 }}>
            A CBSE curriculum from Pre-Primary to Class 12, taught by dedicated teachers
          </Typography>
        </Container>
      </HeroCarousel>
      <CurriculumSection />
      <FacultySection />
      <PageSection
        id="dress-code"
        title="School Dress Code"
        subtitle="Students come to school in the prescribed uniform every day."
      >
        <DressCodeTable />
      </PageSection>
    </>
  );
}
