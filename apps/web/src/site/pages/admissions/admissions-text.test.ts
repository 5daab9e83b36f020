import type { AdmissionInfo, FeeStructure } from '@skp/shared';
import { describe, expect, it } from 'vitest';
import { ADMISSION_PROCESS, hasNoRequirements, otherCharges } from './admissions-text';

const info: AdmissionInfo = {
  ageRequirements: { prePrimary: '', primary: '', secondary: '', seniorSecondary: '' },
  documentsRequired: [],
  academicRequirements: [],
  portalUrl: 'https://portal.example.org',
};

describe('admissions', () => {
  it('has the five steps of the spec in order', () => {
    expect(ADMISSION_PROCESS.map((s) => s.title)).toEqual([
      'Application Submission',
      'Document Verification',
      'Entrance Assessment',
      'Interview',
      'Admission Confirmation',
    ]);
  });
  it('treats missing or blank admission information as empty', () => {
    expect(hasNoRequirements(null)).toBe(true);
    expect(hasNoRequirements(info)).toBe(true);
    expect(hasNoRequirements({ ...info, documentsRequired: ['Birth certificate'] })).toBe(false);
    expect(hasNoRequirements({ ...info, ageRequirements: { ...info.ageRequirements, primary: '6+' } })).toBe(
      false,
    );
  });
  it('defaults other charges to 0', () => {
    expect(otherCharges({ otherCharges: 1500 })).toBe(1500);
    expect(otherCharges({} as FeeStructure)).toBe(0);
    expect(otherCharges({ otherCharges: null } as unknown as FeeStructure)).toBe(0);
  });
});
