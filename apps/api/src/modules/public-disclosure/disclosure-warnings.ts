import {
  DISCLOSURE_EXPIRY_NOTICE_DAYS,
  DISCLOSURE_FIELD_LABELS,
  DISCLOSURE_DOCUMENT_LABELS,
  SECTION_B_DOCUMENTS,
  SECTION_C_DOCUMENTS,
  type BoardResult,
  type DisclosureDocumentInput,
  type DisclosureDocumentKind,
  type DisclosureSectionInput,
  schoolToday,
  type DisclosureWarning,
} from '@skp/shared';

export type SavedSections = { [S in keyof DisclosureSectionInput]?: DisclosureSectionInput[S] };

/** Certificates CBSE asks to be valid: without a valid-until date they cannot be shown to be. */
const MUST_HAVE_VALID_UNTIL: DisclosureDocumentKind[] = [
  'building-safety',
  'fire-safety',
  'water-health-sanitation',
];

function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/**
 * The board-result years the disclosure should show on `today`: the last three, where a year's
 * results count from June (CBSE declares them in May).
 */
export function expectedResultYears(today: string): number[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const latest = month >= 6 ? year : year - 1;
  return [latest, latest - 1, latest - 2];
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

function missingFields<T extends object>(
  section: DisclosureWarning['section'],
  values: T | undefined,
  labels: Partial<Record<keyof T, string>>,
): DisclosureWarning[] {
  return Object.entries(labels).flatMap(([field, label]) =>
    isEmpty(values?.[field as keyof T])
      ? [{ section, kind: 'missing' as const, field, message: `${String(label)}: not filled in` }]
      : [],
  );
}

function documentWarnings(
  section: 'documents' | 'academics',
  kinds: DisclosureDocumentKind[],
  documents: DisclosureDocumentInput[],
  today: string,
): DisclosureWarning[] {
  const soon = addDays(today, DISCLOSURE_EXPIRY_NOTICE_DAYS);
  const warnings: DisclosureWarning[] = [];
  for (const kind of kinds) {
    const label = DISCLOSURE_DOCUMENT_LABELS[kind];
    const ofKind = documents.filter((document) => document.kind === kind);
    if (ofKind.length === 0) {
      warnings.push({ section, kind: 'missing', field: kind, message: `${label}: no PDF uploaded` });
      continue;
    }
    for (const document of ofKind) {
      const name = document.fileName || label;
      if (section === 'documents' && !document.issuingAuthority)
        warnings.push({
          section,
          kind: 'missing',
          field: kind,
          message: `${name}: issuing authority missing`,
        });
      if (section === 'documents' && !document.issueDate)
        warnings.push({ section, kind: 'missing', field: kind, message: `${name}: issue date missing` });
      if (!document.validUntil) {
        if (MUST_HAVE_VALID_UNTIL.includes(kind))
          warnings.push({
            section,
            kind: 'missing',
            field: kind,
            message: `${name}: valid-until date missing`,
          });
      } else if (document.validUntil < today) {
        warnings.push({
          section,
          kind: 'expired',
          field: kind,
          message: `${name}: expired on ${document.validUntil}`,
        });
      } else if (document.validUntil <= soon) {
        warnings.push({
          section,
          kind: 'expiring',
          field: kind,
          message: `${name}: expires on ${document.validUntil}`,
        });
      }
    }
  }
  return warnings;
}

function resultWarnings(field: string, className: string, rows: BoardResult[], years: number[]) {
  return years.flatMap((year) => {
    const row = rows.find((candidate) => candidate.year === year);
    if (row && !isEmpty(row.registered) && !isEmpty(row.passed) && !isEmpty(row.passPercentage)) return [];
    return [
      {
        section: 'academics' as const,
        kind: 'missing' as const,
        field: `${field}.${year}`,
        message: row
          ? `Class ${className} result ${year}: registered, passed or pass percentage missing`
          : `Class ${className} result ${year}: not entered`,
      },
    ];
  });
}

/** What is missing, expiring within 60 days or expired, section by section, on `now`. */
export function disclosureWarnings(sections: SavedSections, now: Date): DisclosureWarning[] {
  const today = schoolToday(now);
  const { general, documents, academics, staff, infrastructure } = sections;
  const years = expectedResultYears(today);
  const { classrooms, laboratories, ...infrastructureLabels } = DISCLOSURE_FIELD_LABELS.infrastructure;
  const {
    totalTeachers: _total,
    specialEducator,
    counsellorAndWellnessTeacher,
    ...staffLabels
  } = DISCLOSURE_FIELD_LABELS.staff;
  return [
    ...missingFields('general', general, DISCLOSURE_FIELD_LABELS.general),
    ...documentWarnings(
      'documents',
      Object.keys(SECTION_B_DOCUMENTS) as DisclosureDocumentKind[],
      documents?.documents ?? [],
      today,
    ),
    ...documentWarnings(
      'academics',
      Object.keys(SECTION_C_DOCUMENTS) as DisclosureDocumentKind[],
      academics?.documents ?? [],
      today,
    ),
    ...resultWarnings('resultsClassX', 'X', academics?.resultsClassX ?? [], years),
    ...resultWarnings('resultsClassXII', 'XII', academics?.resultsClassXII ?? [], years),
    ...missingFields('staff', staff, staffLabels),
    ...missingFields('staff', { specialEducator: staff?.specialEducator.name }, { specialEducator }),
    ...missingFields(
      'staff',
      { counsellorAndWellnessTeacher: staff?.counsellorAndWellnessTeacher.name },
      { counsellorAndWellnessTeacher },
    ),
    ...missingFields('infrastructure', infrastructure, infrastructureLabels),
    ...missingFields(
      'infrastructure',
      {
        classrooms:
          isEmpty(infrastructure?.classroomCount) || isEmpty(infrastructure?.classroomSizeSqM) ? null : 'ok',
        laboratories: infrastructure?.laboratories.some((lab) => lab.isComputerLab) ? 'ok' : null,
      },
      { classrooms, laboratories: `${laboratories} (at least one computer lab)` },
    ),
  ];
}
