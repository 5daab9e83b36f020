import { PageMeta } from '../../components/layout/page-meta';
import { WhatsAppButton } from '../../components/ui/whatsapp-button';
import { AboutPage } from '../../features/about/components/about-page';

export function Component() {
  return (
    <>
      <PageMeta />
      <AboutPage />
      <WhatsAppButton />
    </>
  );
}
