import { PageMeta } from '../../components/layout/page-meta';
import { CricketAcademyPage } from '../../features/cricket-academy/components/cricket-academy-page';

export function Component() {
  return (
    <>
      <PageMeta />
      <CricketAcademyPage />
    </>
  );
}
