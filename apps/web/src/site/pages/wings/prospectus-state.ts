import type { BabyStepsAdmission } from '@skp/shared';

/** Where the prospectus is served when the data does not say (docs/requirements.md#api-calls). */
export const PROSPECTUS_PATH = '/api/baby-steps-admission/prospectus';

export type ProspectusState = { kind: 'loading' } | { kind: 'none' } | { kind: 'ready'; href: string };

/** Pure: the prospectus button is disabled while loading and when no prospectus exists (docs/requirements.md#validation). */
export function prospectusState(query: {
  data: BabyStepsAdmission | null | undefined;
  isPending: boolean;
}): ProspectusState {
  if (query.data === undefined && query.isPending) return { kind: 'loading' };
  if (!query.data?.hasProspectus) return { kind: 'none' };
  return { kind: 'ready', href: query.data.prospectusUrl || PROSPECTUS_PATH };
}
