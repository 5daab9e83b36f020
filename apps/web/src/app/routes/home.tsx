import { PageMeta } from '../../components/layout/page-meta';
import { WhatsAppButton } from '../../components/ui/whatsapp-button';
import { HomePage } from '../../features/home/components/home-page';

export function Component() {
  return (
    <>
      <PageMeta />
      <HomePage />
      <WhatsAppButton />
    </>
  );
}
