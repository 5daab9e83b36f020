import { PlaceholderPage } from '../../../components/ui/placeholder-page';

/** The Campus page (SPEC §2). Placeholder: hero and heading until its sections are built. */
export function CampusPage() {
  return (
    <PlaceholderPage
      title="Campus"
      tagline="Life on our green, secure and modern campus"
      heroSection="campus"
    />
  );
}
