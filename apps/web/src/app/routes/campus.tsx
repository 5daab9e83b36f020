import { PageMeta } from '../../components/layout/page-meta';
import { CampusPage } from '../../features/campus/components/campus-page';

export function Component() {
  return (
    <>
      <PageMeta
        title="Campus"
        description="The green, Wi-Fi enabled, secure campus of S.K.P. Vidya Vihar with smart classrooms and student life."
      />
      <CampusPage />
    </>
  );
}
