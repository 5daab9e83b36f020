import { PlaceholderPage } from '../../../components/ui/placeholder-page';

/** The Cricket Academy page (SPEC §2). Placeholder: hero and heading until its sections are built. */
export function CricketAcademyPage() {
  return (
    <PlaceholderPage
      title="Cricket Academy"
      tagline="A small beginning will take them a long way."
      heroSection="cricket-academy"
    />
  );
}
