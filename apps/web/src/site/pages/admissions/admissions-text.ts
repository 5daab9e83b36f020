import { ADMISSION_STEPS, type AdmissionInfo, type FeeStructure } from '@skp/shared';

/** The five steps of SPEC §9 with a line each. */
export const ADMISSION_PROCESS: { title: (typeof ADMISSION_STEPS)[number]; description: string }[] = [
  {
    title: ADMISSION_STEPS[0],
    description: 'Register online through the admission portal and fill in the application form.',
  },
  {
    title: ADMISSION_STEPS[1],
    description: 'Bring the original documents to the school office for verification.',
  },
  {
    title: ADMISSION_STEPS[2],
    description: 'A short, age-appropriate assessment of the child (from Class 1 onwards).',
  },
  {
    title: ADMISSION_STEPS[3],
    description: 'An informal interaction with the child and the parents.',
  },
  {
    title: ADMISSION_STEPS[4],
    description: 'Pay the admission fee to confirm the seat and receive the welcome kit.',
  },
];

/** SPEC §4: the admission step indicator stays at the first step. */
export const ACTIVE_ADMISSION_STEP = 0;

/** True when the admission information has nothing to show. */
export function hasNoRequirements(info: AdmissionInfo | null): boolean {
  if (!info) return true;
  const ages = Object.values(info.ageRequirements).some((age) => age.trim() !== '');
  return !ages && info.documentsRequired.length === 0 && info.academicRequirements.length === 0;
}

/** SPEC §3: otherCharges defaults to 0. */
export function otherCharges(fee: Pick<FeeStructure, 'otherCharges'>): number {
  return typeof fee.otherCharges === 'number' && Number.isFinite(fee.otherCharges) ? fee.otherCharges : 0;
}

export const AGE_LABELS: { key: keyof AdmissionInfo['ageRequirements']; label: string }[] = [
  { key: 'prePrimary', label: 'Pre-Primary' },
  { key: 'primary', label: 'Primary' },
  { key: 'secondary', label: 'Secondary' },
  { key: 'seniorSecondary', label: 'Senior Secondary' },
];
