import { PlaceholderPage } from '../../../components/ui/placeholder-page';

/** The Academics page (SPEC §2). Placeholder: hero and heading until its sections are built. */
export function AcademicsPage() {
  return (
    <PlaceholderPage
      title="Academics"
      tagline="A CBSE curriculum from Pre-Primary to Class 12"
      heroSection="academics"
    />
  );
}
