import { PageMeta } from '../../components/layout/page-meta';
import { WhatsAppButton } from '../../components/ui/whatsapp-button';
import { ContactPage } from '../../features/contact/components/contact-page';

export function Component() {
  return (
    <>
      <PageMeta
        title="Contact Us"
        description="Address, phone, e-mail, office hours, map and a quick enquiry form for S.K.P. Vidya Vihar, Deoghar."
      />
      <ContactPage />
      <WhatsAppButton />
    </>
  );
}
