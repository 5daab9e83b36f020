import { PageMeta } from '../../components/layout/page-meta';
import { BabyStepsPage } from '../../features/baby-steps/components/baby-steps-page';

export function Component() {
  return (
    <>
      <PageMeta />
      <BabyStepsPage />
    </>
  );
}
