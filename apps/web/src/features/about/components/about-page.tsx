import { PlaceholderPage } from '../../../components/ui/placeholder-page';

/** The About Us page (SPEC §2). Placeholder: hero and heading until its sections are built. */
export function AboutPage() {
  return (
    <PlaceholderPage
      title="About Us"
      tagline="Our story, our vision and the people behind S.K.P. Vidya Vihar"
      heroSection="about"
    />
  );
}
