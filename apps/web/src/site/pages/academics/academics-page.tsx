import type { AcademicsPageData } from '@skp/shared';
import { DressCodeTable } from '../../sections/dress-code-table';
import { Hero } from '../../sections/hero';
import { PageHeroText } from '../../sections/page-hero-text';
import { PageSection } from '../../ui/page-section';
import { CurriculumSection } from './curriculum-section';
import { FacultySection } from './faculty-section';

/** The Academics page (SPEC §2): hero slider, curriculum, faculty directory, dress code. */
export function AcademicsPage({ data }: { data: AcademicsPageData }) {
  return (
    <>
      <Hero images={data.hero} label="Academics pictures" minHeight={{ xs: 360, md: 480 }}>
        <PageHeroText
          title="Academics"
          lead="A CBSE curriculum from Pre-Primary to Class 12, taught by dedicated teachers"
        />
      </Hero>
      <CurriculumSection curriculum={data.curriculum} />
      <FacultySection faculty={data.faculty} department={data.department} />
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
