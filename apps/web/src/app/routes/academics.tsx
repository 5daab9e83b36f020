import { PageMeta } from '../../components/layout/page-meta';
import { AcademicsPage } from '../../features/academics/components/academics-page';

export function Component() {
  return (
    <>
      <PageMeta
        title="Academics"
        description="Curriculum from Pre-Primary to Senior Secondary, our faculty and the school dress code at S.K.P. Vidya Vihar."
      />
      <AcademicsPage />
    </>
  );
}
