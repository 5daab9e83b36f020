import { PlaceholderPage } from '../../../components/ui/placeholder-page';

/** The Admissions page (SPEC §2). Placeholder: hero and heading until its sections are built. */
export function AdmissionsPage() {
  return (
    <PlaceholderPage title="Admissions" tagline="Admissions open for 2024-25" heroSection="admissions" />
  );
}
