import { PageMeta } from '../../components/layout/page-meta';
import { CampusPage } from '../../features/campus/components/campus-page';

export function Component() {
  return (
    <>
      <PageMeta />
      <CampusPage />
    </>
  );
}
