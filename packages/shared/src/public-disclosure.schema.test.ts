import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  DISCLOSURE_SECTION_INPUTS,
  DISCLOSURE_SECTION_ITEMS,
  DISCLOSURE_SECTIONS,
  publicDisclosureSchema,
} from './public-disclosure.schema';

/** A section filled in as the office would, so every nested shape has something in it. */
const filled = {
  general: { schoolName: 'S.K.P. Vidya Vihar', pinCode: '814112', email: null },
  documents: {
    documents: [{ kind: 'noc', file: 'documents/noc.pdf', issueDate: '2024-04-01', validUntil: null }],
  },
  academics: {
    documents: [{ kind: 'smc-list', file: 'documents/smc.pdf' }],
    resultsClassX: [{ year: 2025, registered: 80, passed: 79, passPercentage: 98.75 }],
  },
  staff: { principal: 'R. Sharma', pgt: 12, specialEducator: { name: 'A. Devi', qualification: 'B.Ed.' } },
  infrastructure: {
    campusAreaSqM: 12000,
    laboratories: [{ name: 'Physics', sizeSqM: 60 }],
    internetFacility: true,
    inspectionVideoUrl: 'https://www.youtube.com/watch?v=x',
  },
} as const;

describe('disclosure answers', () => {
  it.each(DISCLOSURE_SECTIONS)(
    'section %s reads back with exactly the fields its input saves, empty or filled',
    (section) => {
      const item = (DISCLOSURE_SECTION_ITEMS[section] as z.ZodObject).strict();
      for (const input of [{}, filled[section]]) {
        const saved = DISCLOSURE_SECTION_INPUTS[section].parse(input);
        expect(item.parse(saved)).toEqual(saved);
      }
      expect(Object.keys(item.shape).sort()).toEqual(
        Object.keys(DISCLOSURE_SECTION_INPUTS[section].shape).sort(),
      );
    },
  );

  it('refuses a saved section that lost a field (the answer is checked, not trusted)', () => {
    const saved = DISCLOSURE_SECTION_INPUTS.staff.parse(filled.staff);
    const { pgt: _dropped, ...withoutPgt } = saved;
    expect(DISCLOSURE_SECTION_ITEMS.staff.safeParse(withoutPgt).success).toBe(false);
    expect(publicDisclosureSchema.shape.staff.shape).toHaveProperty('totalTeachers');
  });
});
