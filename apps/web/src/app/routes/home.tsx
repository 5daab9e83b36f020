import { PageMeta } from '../../components/layout/page-meta';
import { WhatsAppButton } from '../../components/ui/whatsapp-button';
import { HomePage } from '../../features/home/components/home-page';

export function Component() {
  return (
    <>
      <PageMeta description="S.K.P. Vidya Vihar, Deoghar: an English-medium, co-educational, CBSE-affiliated day-cum-residential school up to Class 12. Admissions open for 2024-25." />
      <HomePage />
      <WhatsAppButton />
    </>
  );
}
