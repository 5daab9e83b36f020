import { PageMeta } from '../../components/layout/page-meta';
import { AdmissionsPage } from '../../features/admissions/components/admissions-page';
import { AdmissionEnquiryForm } from '../../features/enquiry/components/admission-enquiry-form';

export function Component() {
  return (
    <>
      <PageMeta
        title="Admissions"
        description="Admissions at S.K.P. Vidya Vihar: the five-step process, requirements, dress code, fee structure and online registration."
      />
      <AdmissionsPage enquiryForm={<AdmissionEnquiryForm heading={null} />} />
    </>
  );
}
