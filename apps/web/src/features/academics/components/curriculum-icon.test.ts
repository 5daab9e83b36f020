import { curriculumLevelLabel } from '@skp/shared';
import { describe, expect, it } from 'vitest';
import { curriculumIconName } from './curriculum-icon';

describe('curriculumIconName', () => {
  it("keeps the spec's icon names and defaults to Book", () => {
    expect(curriculumIconName('Science')).toBe('Science');
    expect(curriculumIconName('SportsSoccer')).toBe('SportsSoccer');
    expect(curriculumIconName('Rocket')).toBe('Book');
    expect(curriculumIconName('toString')).toBe('Book');
    expect(curriculumIconName('')).toBe('Book');
    expect(curriculumIconName(undefined)).toBe('Book');
  });
});

describe('curriculum level label', () => {
  it("shows Higher Secondary as 'Senior Secondary'", () => {
    expect(curriculumLevelLabel('Higher Secondary')).toBe('Senior Secondary');
    expect(curriculumLevelLabel('Pre-Primary')).toBe('Pre-Primary');
  });
});
