import { PlaceholderPage } from '../../../components/ui/placeholder-page';

/** SPEC §9: the Baby Steps loader shows for at most about 1 second. */
export const BABY_STEPS_SPLASH_MAX_MS = 1000;

/** The Baby Steps page (SPEC §2). Placeholder: hero and heading until its sections are built. */
export function BabyStepsPage() {
  return (
    <PlaceholderPage
      title="Baby Steps"
      tagline="Where little learners take their first steps"
      heroSection="baby-steps"
      splashMaxMs={BABY_STEPS_SPLASH_MAX_MS}
    />
  );
}
