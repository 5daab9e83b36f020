import type { BabyStepsAdmission } from '@skp/shared';
import { describe, expect, it } from 'vitest';
import { prospectusState } from './prospectus-state';

const admission = (over: Partial<BabyStepsAdmission>): BabyStepsAdmission => ({
  title: 'Admission Process',
  subtitle: '',
  steps: [],
  hasProspectus: true,
  prospectusUrl: '/api/baby-steps-admission/prospectus',
  ...over,
});

describe('prospectusState', () => {
  it('is loading before the data arrives', () => {
    expect(prospectusState({ data: undefined, isPending: true })).toEqual({ kind: 'loading' });
  });
  it('offers the file when one exists', () => {
    expect(prospectusState({ data: admission({}), isPending: false })).toEqual({
      kind: 'ready',
      href: '/api/baby-steps-admission/prospectus',
    });
    expect(prospectusState({ data: admission({ prospectusUrl: null }), isPending: false })).toEqual({
      kind: 'ready',
      href: '/api/baby-steps-admission/prospectus',
    });
  });
  it('has none when there is no file, no admission data, or the call failed', () => {
    expect(prospectusState({ data: admission({ hasProspectus: false }), isPending: false }).kind).toBe(
      'none',
    );
    expect(prospectusState({ data: null, isPending: false }).kind).toBe('none');
    expect(prospectusState({ data: undefined, isPending: false }).kind).toBe('none');
  });
});
