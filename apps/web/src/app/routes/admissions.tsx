import { PageMeta } from '../../components/layout/page-meta';
import { AdmissionsPage } from '../../features/admissions/components/admissions-page';

export function Component() {
  return (
    <>
      <PageMeta
        title="Admissions"
        description="Admissions at S.K.P. Vidya Vihar: the five-step process, requirements, dress code, fee structure and online registration."
      />
      <AdmissionsPage />
    </>
  );
}
