import { describe, expect, it } from 'vitest';
import { DISCLOSURE_SECTION_INPUTS } from '@skp/shared';
import { disclosureWarnings, expectedResultYears } from './disclosure-warnings';

/** 10:00 on 15 March 2026 at the school (04:30 UTC). */
const NOW = new Date('2026-03-15T04:30:00Z');

const fireSafety = (validUntil: string | null) =>
  DISCLOSURE_SECTION_INPUTS.documents.parse({
    documents: [
      {
        kind: 'fire-safety',
        file: 'public-disclosure/fire.pdf',
        fileName: 'Fire NOC.pdf',
        issuingAuthority: 'Jharkhand Fire Service',
        issueDate: '2025-01-01',
        validUntil,
      },
    ],
  });

const about = (field: string, warnings: ReturnType<typeof disclosureWarnings>) =>
  warnings.filter((warning) => warning.field === field);

describe('disclosure warnings (fixed clock)', () => {
  it('an empty disclosure misses every field, document and result year', () => {
    const warnings = disclosureWarnings({}, NOW);
    expect(warnings.every((warning) => warning.kind === 'missing')).toBe(true);
    expect(about('pinCode', warnings)[0]?.message).toBe('PIN code: not filled in');
    expect(about('fire-safety', warnings)[0]?.message).toMatch(/fire safety certificate.*no PDF uploaded/);
    expect(about('resultsClassX.2025', warnings)[0]?.message).toBe('Class X result 2025: not entered');
    expect(about('resultsClassXII.2023', warnings)).toHaveLength(1);
    expect(about('resultsClassXII.2022', warnings)).toHaveLength(0);
    expect(about('inspectionVideoUrl', warnings)).toHaveLength(1);
    expect(about('laboratories', warnings)[0]?.message).toMatch(/at least one computer lab/);
  });

  it('a certificate past its valid-until date is expired; within 60 days it is expiring; later it is fine', () => {
    expect(about('fire-safety', disclosureWarnings({ documents: fireSafety('2026-03-14') }, NOW))).toEqual([
      {
        section: 'documents',
        kind: 'expired',
        field: 'fire-safety',
        message: 'Fire NOC.pdf: expired on 2026-03-14',
      },
    ]);
    expect(
      about('fire-safety', disclosureWarnings({ documents: fireSafety('2026-03-15') }, NOW))[0]?.kind,
    ).toBe('expiring');
    expect(
      about('fire-safety', disclosureWarnings({ documents: fireSafety('2026-05-14') }, NOW))[0]?.kind,
    ).toBe('expiring');
    expect(about('fire-safety', disclosureWarnings({ documents: fireSafety('2026-05-15') }, NOW))).toEqual(
      [],
    );
    expect(about('fire-safety', disclosureWarnings({ documents: fireSafety(null) }, NOW))[0]?.message).toBe(
      'Fire NOC.pdf: valid-until date missing',
    );
  });

  it("expects the last three years' results, a year counting from June", () => {
    expect(expectedResultYears('2026-05-31')).toEqual([2025, 2024, 2023]);
    expect(expectedResultYears('2026-06-01')).toEqual([2026, 2025, 2024]);
    const academics = DISCLOSURE_SECTION_INPUTS.academics.parse({
      resultsClassX: [
        { year: 2025, registered: 100, passed: 99, passPercentage: 99 },
        { year: 2024, registered: 90, passed: null, passPercentage: null },
        { year: 2023, registered: 80, passed: 80, passPercentage: 100 },
      ],
    });
    const warnings = disclosureWarnings({ academics }, NOW).filter((w) =>
      w.field.startsWith('resultsClassX.'),
    );
    expect(warnings.map((w) => w.message)).toEqual([
      'Class X result 2024: registered, passed or pass percentage missing',
    ]);
  });
});
