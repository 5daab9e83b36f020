import {
  DISCLOSURE_DOCUMENT_LABELS,
  DISCLOSURE_SECTION_INPUTS,
  type DisclosureDocumentKind,
  type DisclosureSectionName,
  schoolToday,
} from '@skp/shared';
import { publicDisclosureSections } from '../../db/schema/index';
import { expectedResultYears } from '../../modules/public-disclosure/disclosure-warnings';
import type { SeedContext, Seeder } from '../seed-context';

const DAY_MS = 86_400_000;
const dateFromNow = (days: number) => schoolToday(new Date(Date.now() + days * DAY_MS));

/**
 * Appendix IX for the demo school. Every number, name and certificate is an invented sample (marked
 * "sample" where a visitor reads it); dates are relative to the seed so that one certificate is
 * expiring soon (fire safety) and one has expired (water testing): the admin's warnings show.
 */
function sections(): Record<DisclosureSectionName, unknown> {
  const [latest] = expectedResultYears(schoolToday(new Date()));
  const year = latest!;
  return {
    general: {
      schoolName: 'S.K.P. Vidya Vihar',
      affiliationNumber: '3430099',
      schoolCode: '66099',
      address: 'Jasidih Road, Castair Town, Deoghar, Jharkhand 814112',
      pinCode: '814112',
      principalName: 'Dr. Anjali Sinha (sample)',
      principalQualification: 'M.Sc. (Physics), M.Ed., Ph.D. (Education)',
      email: 'info@skpvidyavihar.example',
      phone: '+91 98765 43210',
    },
    documents: {},
    academics: {
      resultsClassX: [
        { year, registered: 112, passed: 110, passPercentage: 98.21, remarks: 'Sample figures' },
        { year: year - 1, registered: 104, passed: 101, passPercentage: 97.12, remarks: 'Sample figures' },
        { year: year - 2, registered: 98, passed: 96, passPercentage: 97.96, remarks: 'Sample figures' },
      ],
      resultsClassXII: [
        { year, registered: 86, passed: 83, passPercentage: 96.51, remarks: 'Sample figures' },
        { year: year - 1, registered: 79, passed: 77, passPercentage: 97.47, remarks: 'Sample figures' },
        { year: year - 2, registered: 74, passed: 71, passPercentage: 95.95, remarks: 'Sample figures' },
      ],
    },
    staff: {
      principal: 'Dr. Anjali Sinha (sample)',
      pgt: 14,
      tgt: 18,
      prt: 22,
      teacherSectionRatio: 1.5,
      specialEducator: {
        name: 'Ms. Ritu Kumari (sample)',
        qualification: 'B.Ed. (Special Education), RCI registered',
      },
      counsellorAndWellnessTeacher: { name: 'Mr. Arvind Jha (sample)', qualification: 'M.A. (Psychology)' },
    },
    infrastructure: {
      campusAreaSqM: 20234,
      classroomCount: 36,
      classroomSizeSqM: 50,
      laboratories: [
        { name: 'Physics Laboratory', isComputerLab: false, count: 1, sizeSqM: 72 },
        { name: 'Chemistry Laboratory', isComputerLab: false, count: 1, sizeSqM: 72 },
        { name: 'Biology Laboratory', isComputerLab: false, count: 1, sizeSqM: 72 },
        { name: 'Mathematics Laboratory', isComputerLab: false, count: 1, sizeSqM: 56 },
        { name: 'Computer Laboratory', isComputerLab: true, count: 2, sizeSqM: 80 },
      ],
      internetFacility: true,
      girlsToilets: 24,
      boysToilets: 24,
      inspectionVideoUrl: 'https://www.youtube.com/watch?v=skpSample01',
    },
  };
}

/** Each document: who issued it (sample) and its dates, in days from the seed. */
const DOCUMENTS: {
  kind: DisclosureDocumentKind;
  authority: string;
  issued: number;
  validFor: number | null;
}[] = [
  {
    kind: 'affiliation',
    authority: 'Central Board of Secondary Education, New Delhi',
    issued: -700,
    validFor: 1125,
  },
  { kind: 'trust-registration', authority: 'Sub-Registrar, Deoghar', issued: -5000, validFor: null },
  {
    kind: 'noc',
    authority: 'Department of School Education and Literacy, Govt. of Jharkhand',
    issued: -4000,
    validFor: null,
  },
  { kind: 'rte-recognition', authority: 'District Education Officer, Deoghar', issued: -900, validFor: 1825 },
  {
    kind: 'building-safety',
    authority: 'Executive Engineer, Building Construction Dept., Deoghar',
    issued: -300,
    validFor: 1095,
  },
  { kind: 'fire-safety', authority: 'Jharkhand Fire Service, Deoghar', issued: -340, validFor: 365 },
  { kind: 'deo-certificate', authority: 'District Education Officer, Deoghar', issued: -700, validFor: null },
  {
    kind: 'water-health-sanitation',
    authority: 'District Public Health Laboratory, Deoghar',
    issued: -380,
    validFor: 365,
  },
  { kind: 'fee-structure', authority: '', issued: -120, validFor: null },
  { kind: 'academic-calendar', authority: '', issued: -120, validFor: null },
  { kind: 'smc-list', authority: '', issued: -120, validFor: null },
  { kind: 'pta-list', authority: '', issued: -120, validFor: null },
];

async function documents(pdf: SeedContext['pdf']) {
  return Promise.all(
    DOCUMENTS.map(async (document) => {
      const label = DISCLOSURE_DOCUMENT_LABELS[document.kind];
      const issueDate = dateFromNow(document.issued);
      const validUntil = document.validFor === null ? null : dateFromNow(document.issued + document.validFor);
      const file = await pdf('public-disclosure', label, [
        `${label} (sample document for the demo site).`,
        document.authority
          ? `Issued by: ${document.authority}. Issued on: ${issueDate}.`
          : `Updated on: ${issueDate}.`,
        validUntil ? `Valid until: ${validUntil}.` : 'No expiry date.',
      ]);
      return {
        kind: document.kind,
        file,
        fileName: `${document.kind}.pdf`,
        issuingAuthority: document.authority,
        issueDate,
        validUntil,
      };
    }),
  );
}

export const publicDisclosureSeeder: Seeder = {
  name: 'public-disclosure',
  async run({ db, pdf }) {
    const all = await documents(pdf);
    const data = sections();
    const isSectionB = (kind: DisclosureDocumentKind) =>
      !['fee-structure', 'academic-calendar', 'smc-list', 'pta-list'].includes(kind);
    data.documents = { documents: all.filter((document) => isSectionB(document.kind)) };
    data.academics = {
      ...(data.academics as object),
      documents: all.filter((document) => !isSectionB(document.kind)),
    };
    for (const [section, value] of Object.entries(data) as [DisclosureSectionName, unknown][])
      await db.insert(publicDisclosureSections).values({
        section,
        data: DISCLOSURE_SECTION_INPUTS[section].parse(value) as Record<string, unknown>,
      });
  },
};
