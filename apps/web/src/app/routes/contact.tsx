import { PageMeta } from '../../components/layout/page-meta';
import { WhatsAppButton } from '../../components/ui/whatsapp-button';
import { ContactPage } from '../../features/contact/components/contact-page';
import { QuickEnquiryForm } from '../../features/enquiry/components/quick-enquiry-form';

export function Component() {
  return (
    <>
      <PageMeta
        title="Contact Us"
        description="Address, phone, e-mail, office hours, map and a quick enquiry form for S.K.P. Vidya Vihar, Deoghar."
      />
      <ContactPage enquiryForm={<QuickEnquiryForm heading={null} />} />
      <WhatsAppButton />
    </>
  );
}
