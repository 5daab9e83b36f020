import { PageMeta } from '../../components/layout/page-meta';
import { BabyStepsPage } from '../../features/baby-steps/components/baby-steps-page';

export function Component() {
  return (
    <>
      <PageMeta
        title="Baby Steps"
        description="Baby Steps, the nursery unit of S.K.P. Vidya Vihar, Deoghar: Play Zone, Prep Zone, Nursery and Kindergarten."
      />
      <BabyStepsPage />
    </>
  );
}
