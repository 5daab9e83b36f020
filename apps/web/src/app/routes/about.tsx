import { PageMeta } from '../../components/layout/page-meta';
import { WhatsAppButton } from '../../components/ui/whatsapp-button';
import { AboutPage } from '../../features/about/components/about-page';

export function Component() {
  return (
    <>
      <PageMeta
        title="About Us"
        description="The story, vision, leadership, houses and alumni of S.K.P. Vidya Vihar, Deoghar."
      />
      <AboutPage />
      <WhatsAppButton />
    </>
  );
}
