import { PageMeta } from '../../components/layout/page-meta';
import { AdmissionsPage } from '../../features/admissions/components/admissions-page';
import { AdmissionEnquiryForm } from '../../features/enquiry/components/admission-enquiry-form';

export function Component() {
  return (
    <>
      <PageMeta />
      <AdmissionsPage enquiryForm={<AdmissionEnquiryForm heading={null} />} />
    </>
  );
}
