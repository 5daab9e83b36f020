import { PageMeta } from '../../components/layout/page-meta';
import { WhatsAppButton } from '../../components/ui/whatsapp-button';
import { ContactPage } from '../../features/contact/components/contact-page';
import { QuickEnquiryForm } from '../../features/enquiry/components/quick-enquiry-form';

export function Component() {
  return (
    <>
      <PageMeta />
      <ContactPage enquiryForm={<QuickEnquiryForm heading={null} />} />
      <WhatsAppButton />
    </>
  );
}
