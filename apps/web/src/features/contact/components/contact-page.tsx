import { PlaceholderPage } from '../../../components/ui/placeholder-page';

/** The Contact Us page (SPEC §2). Placeholder: hero and heading until its sections are built. */
export function ContactPage() {
  return (
    <PlaceholderPage title="Contact Us" tagline="We would love to hear from you" heroSection="contact" />
  );
}
