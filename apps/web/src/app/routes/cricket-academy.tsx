import { PageMeta } from '../../components/layout/page-meta';
import { CricketAcademyPage } from '../../features/cricket-academy/components/cricket-academy-page';

export function Component() {
  return (
    <>
      <PageMeta
        title="Cricket Academy"
        description="The S.K.P. Cricket Academy, Deoghar: training programs, coaches, facilities and achievements."
      />
      <CricketAcademyPage />
    </>
  );
}
