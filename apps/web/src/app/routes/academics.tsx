import { PageMeta } from '../../components/layout/page-meta';
import { AcademicsPage } from '../../features/academics/components/academics-page';

export function Component() {
  return (
    <>
      <PageMeta />
      <AcademicsPage />
    </>
  );
}
