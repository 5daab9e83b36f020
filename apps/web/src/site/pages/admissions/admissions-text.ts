import { ADMISSION_STEPS, type AdmissionInfo, type FeeStructure } from '@skp/shared';

/** The five steps of docs/requirements.md#limits; their words are admissions.steps.<key> in the catalogues. */
export const ADMISSION_PROCESS = [
  { key: 'application', title: ADMISSION_STEPS[0] },
  { key: 'documents', title: ADMISSION_STEPS[1] },
  { key: 'assessment', title: ADMISSION_STEPS[2] },
  { key: 'interview', title: ADMISSION_STEPS[3] },
  { key: 'confirmation', title: ADMISSION_STEPS[4] },
] as const;

/** docs/requirements.md#states: the admission step indicator stays at the first step. */
export const ACTIVE_ADMISSION_STEP = 0;

/** True when the admission information has nothing to show. */
export function hasNoRequirements(info: AdmissionInfo | null): boolean {
  if (!info) return true;
  const ages = Object.values(info.ageRequirements).some((age) => age.trim() !== '');
  return !ages && info.documentsRequired.length === 0 && info.academicRequirements.length === 0;
}

/** docs/requirements.md#entities: otherCharges defaults to 0. */
export function otherCharges(fee: Pick<FeeStructure, 'otherCharges'>): number {
  return typeof fee.otherCharges === 'number' && Number.isFinite(fee.otherCharges) ? fee.otherCharges : 0;
}

/** The age requirements in order; their labels are admissions.ages.<key> in the catalogues. */
export const AGE_LABELS = [
  'prePrimary',
  'primary',
  'secondary',
  'seniorSecondary',
] as const satisfies readonly (keyof AdmissionInfo['ageRequirements'])[];
