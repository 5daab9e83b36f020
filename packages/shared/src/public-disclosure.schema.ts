import { z } from 'zod';
import { fileKeySchema, hasNoNul } from './common.schema';
import { isWebUrl } from './url.schema';
import { REFUSALS, refusal } from './refusals';

/**
 * CBSE's Mandatory Public Disclosure in the format of Appendix IX of the Affiliation Bye-Laws 2018
 * (as revised in 2023): sections A to E, each saved on its own. Fields are optional while the office
 * fills the form in (a section saves what it has); what is still empty is reported as missing
 * (`disclosureWarnings`), never refused. What is present must be valid.
 */
export const DISCLOSURE_SECTIONS = ['general', 'documents', 'academics', 'staff', 'infrastructure'] as const;
export type DisclosureSectionName = (typeof DISCLOSURE_SECTIONS)[number];

/** CBSE's own headings, in its order. */
export const DISCLOSURE_SECTION_TITLES: Record<DisclosureSectionName, string> = {
  general: 'A. GENERAL INFORMATION',
  documents: 'B. DOCUMENTS AND INFORMATION',
  academics: 'C. RESULT AND ACADEMICS',
  staff: 'D. STAFF (TEACHING)',
  infrastructure: 'E. SCHOOL INFRASTRUCTURE',
};

/** Section B's documents, with Appendix IX's wording. */
export const SECTION_B_DOCUMENTS = {
  affiliation: 'Copies of affiliation/upgradation letter and recent extension of affiliation, if any',
  'trust-registration': 'Copies of societies/trust/company registration/renewal certificate, as applicable',
  noc: 'Copy of no objection certificate (NOC) issued, if applicable, by the State Govt./UT',
  'rte-recognition': 'Copies of recognition certificate under RTE Act, 2009, and its renewal if applicable',
  'building-safety': 'Copy of valid building safety certificate as per the National Building Code',
  'fire-safety': 'Copy of valid fire safety certificate issued by the competent authority',
  'deo-certificate':
    'Copy of the DEO certificate submitted by the school for affiliation/upgradation/extension of affiliation or self certification by school',
  'water-health-sanitation': 'Copies of valid water, health and sanitation certificates',
} as const;

/** Section C's documents, with Appendix IX's wording. */
export const SECTION_C_DOCUMENTS = {
  'fee-structure': 'Fee structure of the school',
  'academic-calendar': 'Annual academic calendar',
  'smc-list': 'List of School Management Committee (SMC)',
  'pta-list': 'List of Parents Teachers Association (PTA) members',
} as const;

export type SectionBDocumentKind = keyof typeof SECTION_B_DOCUMENTS;
export type SectionCDocumentKind = keyof typeof SECTION_C_DOCUMENTS;
export type DisclosureDocumentKind = SectionBDocumentKind | SectionCDocumentKind;

export const DISCLOSURE_DOCUMENT_LABELS: Record<DisclosureDocumentKind, string> = {
  ...SECTION_B_DOCUMENTS,
  ...SECTION_C_DOCUMENTS,
};

/** Optional text: the admin's forms send null for an emptied field, stored as ''. */
const text = (name: string, max = 300) =>
  z.preprocess(
    (value) => value ?? '',
    z
      .string({ message: `${name} must be text` })
      .trim()
      .max(max, refusal(REFUSALS.tooLong, { field: name, max }))
      .refine(hasNoNul, `${name} must not contain NUL characters`),
  );

const count = (name: string, max = 100_000) =>
  z
    .number({ message: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(0, `${name} must not be negative`)
    .max(max, `${name} must be at most ${max}`)
    .nullable()
    .default(null);

const area = (name: string) =>
  z
    .number({ message: `${name} must be a number` })
    .positive(`${name} must be more than 0`)
    .max(10_000_000, `${name} is too large`)
    .nullable()
    .default(null);

const plainDate = (name: string) =>
  z.iso
    .date({ message: `${name} must be a date (YYYY-MM-DD)` })
    .nullable()
    .default(null);

const webLink = (name: string) =>
  text(name, 1000).refine(
    (value) => value === '' || isWebUrl(value),
    `${name} must be a web address starting with http:// or https://`,
  );

/** A stored PDF with, for certificates, who issued it and when it stops being valid. */
function documentInputSchema<const Kinds extends readonly [string, ...string[]]>(kinds: Kinds) {
  return z
    .strictObject({
      kind: z.enum(kinds, { message: `kind must be one of: ${kinds.join(', ')}` }),
      file: z
        .string({ message: 'file is required (upload the PDF first)' })
        .pipe(fileKeySchema)
        .refine((key) => key.endsWith('.pdf'), 'file must be a PDF'),
      fileName: text('fileName', 200),
      issuingAuthority: text('issuingAuthority', 200),
      issueDate: plainDate('issueDate'),
      validUntil: plainDate('validUntil'),
    })
    .superRefine((document, context) => {
      if (document.issueDate && document.validUntil && document.validUntil < document.issueDate)
        context.addIssue({
          code: 'custom',
          path: ['validUntil'],
          message: 'validUntil must not be before issueDate',
        });
    });
}

const sectionBKinds = Object.keys(SECTION_B_DOCUMENTS) as [SectionBDocumentKind, ...SectionBDocumentKind[]];
const sectionCKinds = Object.keys(SECTION_C_DOCUMENTS) as [SectionCDocumentKind, ...SectionCDocumentKind[]];

export const sectionBDocumentInputSchema = documentInputSchema(sectionBKinds);
export const sectionCDocumentInputSchema = documentInputSchema(sectionCKinds);
export type DisclosureDocumentInput =
  z.infer<typeof sectionBDocumentInputSchema> | z.infer<typeof sectionCDocumentInputSchema>;

/**
 * A result's pass percentage, worked out from the counts (two decimals, as CBSE's tables show it):
 * null when either count is missing or nobody was registered.
 */
export function passPercentageOf(registered: number | null, passed: number | null): number | null {
  if (registered === null || passed === null || registered <= 0) return null;
  return Math.round((passed / registered) * 10_000) / 100;
}

/**
 * One year's board examination result (Class X or XII). The pass percentage is worked out from
 * registered and passed whenever both are given (the admin shows it read-only); a percentage sent
 * with them must agree (to within rounding), so figures that contradict each other are refused,
 * never published.
 */
export const boardResultSchema = z
  .strictObject({
    year: z
      .number({ message: 'year must be a number' })
      .int('year must be a whole number')
      .min(2000, 'year must be 2000 or later')
      .max(2100, 'year must be 2100 or earlier'),
    registered: count('registered'),
    passed: count('passed'),
    passPercentage: z
      .number({ message: 'passPercentage must be a number' })
      .min(0, 'passPercentage must be between 0 and 100')
      .max(100, 'passPercentage must be between 0 and 100')
      .nullable()
      .default(null),
    remarks: text('remarks'),
  })
  .superRefine((result, context) => {
    if (result.passed !== null && result.registered !== null && result.passed > result.registered) {
      context.addIssue({
        code: 'custom',
        path: ['passed'],
        message: 'passed must not be greater than registered',
      });
      return;
    }
    const worked = passPercentageOf(result.registered, result.passed);
    if (result.registered === 0 && result.passed === 0 && result.passPercentage !== null)
      context.addIssue({
        code: 'custom',
        path: ['passPercentage'],
        message: 'passPercentage must be empty when nobody was registered',
      });
    if (
      worked !== null &&
      result.passPercentage !== null &&
      Math.abs(result.passPercentage - ((result.passed ?? 0) / (result.registered ?? 1)) * 100) >= 0.01
    )
      context.addIssue({
        code: 'custom',
        path: ['passPercentage'],
        message: `passPercentage must be ${worked} (${result.passed} passed of ${result.registered} registered); leave it empty and it is worked out`,
      });
  })
  .transform((result) => ({
    ...result,
    passPercentage: passPercentageOf(result.registered, result.passed) ?? result.passPercentage,
  }));
export type BoardResult = z.infer<typeof boardResultSchema>;

const boardResults = (name: string) =>
  z
    .array(boardResultSchema)
    .max(20, `${name} may have at most 20 years`)
    .default([])
    .refine(
      (rows) => new Set(rows.map((row) => row.year)).size === rows.length,
      `${name} has the same year twice`,
    );

const person = z
  .strictObject({ name: text('name', 120), qualification: text('qualification', 200) })
  .default({ name: '', qualification: '' });

export const disclosureGeneralInputSchema = z.strictObject({
  schoolName: text('schoolName', 200),
  affiliationNumber: text('affiliationNumber', 20).refine(
    (value) => value === '' || /^\d{4,10}$/.test(value),
    'affiliationNumber must be digits only',
  ),
  schoolCode: text('schoolCode', 20).refine(
    (value) => value === '' || /^\d{4,10}$/.test(value),
    'schoolCode must be digits only',
  ),
  address: text('address', 500),
  pinCode: text('pinCode', 6).refine(
    (value) => value === '' || /^[1-9]\d{5}$/.test(value),
    'pinCode must be a 6-digit PIN code',
  ),
  principalName: text('principalName', 120),
  principalQualification: text('principalQualification', 200),
  email: text('email', 200).refine(
    (value) => value === '' || z.email().safeParse(value).success,
    'email must be an e-mail address',
  ),
  phone: text('phone', 60).refine(
    (value) => value === '' || /^[+\d][\d\s()/,-]{5,58}$/.test(value),
    'phone must be a phone number (digits, spaces, + - / ,)',
  ),
});

export const disclosureDocumentsInputSchema = z.strictObject({
  documents: z.array(sectionBDocumentInputSchema).max(40, 'documents may have at most 40 items').default([]),
});

export const disclosureAcademicsInputSchema = z.strictObject({
  documents: z.array(sectionCDocumentInputSchema).max(20, 'documents may have at most 20 items').default([]),
  resultsClassX: boardResults('resultsClassX'),
  resultsClassXII: boardResults('resultsClassXII'),
});

export const disclosureStaffInputSchema = z.strictObject({
  principal: text('principal', 120),
  pgt: count('pgt', 1000),
  tgt: count('tgt', 1000),
  prt: count('prt', 1000),
  teacherSectionRatio: z
    .number({ message: 'teacherSectionRatio must be a number' })
    .positive('teacherSectionRatio must be more than 0')
    .max(10, 'teacherSectionRatio must be at most 10 (teachers per section)')
    .nullable()
    .default(null),
  specialEducator: person,
  counsellorAndWellnessTeacher: person,
});

export const laboratorySchema = z.strictObject({
  name: z
    .string({ message: 'name is required' })
    .trim()
    .min(1, 'name is required')
    .max(120, 'name must be at most 120 characters'),
  isComputerLab: z.boolean({ message: 'isComputerLab must be true or false' }).default(false),
  count: z
    .number({ message: 'count must be a number' })
    .int('count must be a whole number')
    .min(1, 'count must be at least 1')
    .max(100, 'count must be at most 100')
    .default(1),
  sizeSqM: area('sizeSqM'),
});
export type Laboratory = z.infer<typeof laboratorySchema>;

export const disclosureInfrastructureInputSchema = z.strictObject({
  campusAreaSqM: area('campusAreaSqM'),
  classroomCount: count('classroomCount', 1000),
  classroomSizeSqM: area('classroomSizeSqM'),
  laboratories: z.array(laboratorySchema).max(50, 'laboratories may have at most 50 items').default([]),
  internetFacility: z.boolean({ message: 'internetFacility must be true or false' }).nullable().default(null),
  girlsToilets: count('girlsToilets', 1000),
  boysToilets: count('boysToilets', 1000),
  inspectionVideoUrl: webLink('inspectionVideoUrl'),
});

export const DISCLOSURE_SECTION_INPUTS = {
  general: disclosureGeneralInputSchema,
  documents: disclosureDocumentsInputSchema,
  academics: disclosureAcademicsInputSchema,
  staff: disclosureStaffInputSchema,
  infrastructure: disclosureInfrastructureInputSchema,
} as const;

export type DisclosureGeneral = z.infer<typeof disclosureGeneralInputSchema>;
export type DisclosureDocumentsInput = z.infer<typeof disclosureDocumentsInputSchema>;
export type DisclosureAcademicsInput = z.infer<typeof disclosureAcademicsInputSchema>;
export type DisclosureStaff = z.infer<typeof disclosureStaffInputSchema>;
export type DisclosureInfrastructure = z.infer<typeof disclosureInfrastructureInputSchema>;
export type DisclosureSectionInput = {
  general: DisclosureGeneral;
  documents: DisclosureDocumentsInput;
  academics: DisclosureAcademicsInput;
  staff: DisclosureStaff;
  infrastructure: DisclosureInfrastructure;
};

/*
 * The answers' shapes. The input schemas above normalise with preprocess and defaults, which a
 * response serializer cannot run backwards (nor OpenAPI describe), so what a saved section reads as
 * is declared again here as plain fields; a test parses inputs with one and checks them with the other.
 */
const savedText = z.string();
const savedCount = z.number().int().nullable();
const savedNumber = z.number().nullable();
const savedDate = z.string().nullable();
const updatedAt = z.string().nullable();

function savedDocumentSchema<const Kinds extends readonly [string, ...string[]]>(kinds: Kinds) {
  return z.object({
    kind: z.enum(kinds),
    file: savedText,
    fileName: savedText,
    issuingAuthority: savedText,
    issueDate: savedDate,
    validUntil: savedDate,
  });
}

const savedBoardResultSchema = z.object({
  year: z.number().int(),
  registered: savedCount,
  passed: savedCount,
  passPercentage: savedNumber,
  remarks: savedText,
});

const savedPersonSchema = z.object({ name: savedText, qualification: savedText });

const savedGeneralSchema = z.object({
  schoolName: savedText,
  affiliationNumber: savedText,
  schoolCode: savedText,
  address: savedText,
  pinCode: savedText,
  principalName: savedText,
  principalQualification: savedText,
  email: savedText,
  phone: savedText,
});

const savedStaffSchema = z.object({
  principal: savedText,
  pgt: savedCount,
  tgt: savedCount,
  prt: savedCount,
  teacherSectionRatio: savedNumber,
  specialEducator: savedPersonSchema,
  counsellorAndWellnessTeacher: savedPersonSchema,
});

const savedInfrastructureSchema = z.object({
  campusAreaSqM: savedNumber,
  classroomCount: savedCount,
  classroomSizeSqM: savedNumber,
  laboratories: z.array(
    z.object({ name: savedText, isComputerLab: z.boolean(), count: z.number().int(), sizeSqM: savedNumber }),
  ),
  internetFacility: z.boolean().nullable(),
  girlsToilets: savedCount,
  boysToilets: savedCount,
  inspectionVideoUrl: savedText,
});

/** Each section as saved: what the admin's form reads back (GET/PUT /api/admin/settings/public-disclosure-<section>). */
export const DISCLOSURE_SECTION_ITEMS = {
  general: savedGeneralSchema,
  documents: z.object({ documents: z.array(savedDocumentSchema(sectionBKinds)) }),
  academics: z.object({
    documents: z.array(savedDocumentSchema(sectionCKinds)),
    resultsClassX: z.array(savedBoardResultSchema),
    resultsClassXII: z.array(savedBoardResultSchema),
  }),
  staff: savedStaffSchema,
  infrastructure: savedInfrastructureSchema,
} as const;

/** A document as published: the saved one plus its label, address, size and whether it has expired. */
export const disclosureDocumentSchema = savedDocumentSchema([...sectionBKinds, ...sectionCKinds]).extend({
  label: savedText,
  url: savedText,
  sizeBytes: z.number().int(),
  /** Its valid-until date has passed (at the school, Asia/Kolkata): the page marks it 'Expired'. */
  expired: z.boolean(),
});
export type DisclosureDocument = z.infer<typeof disclosureDocumentSchema>;

/** The whole disclosure as the public page and GET /api/public-disclosure show it. */
export const publicDisclosureSchema = z.object({
  general: savedGeneralSchema.extend({ updatedAt }),
  documents: z.object({ documents: z.array(disclosureDocumentSchema), updatedAt }),
  academics: z.object({
    documents: z.array(disclosureDocumentSchema),
    resultsClassX: z.array(savedBoardResultSchema),
    resultsClassXII: z.array(savedBoardResultSchema),
    updatedAt,
  }),
  staff: savedStaffSchema.extend({ totalTeachers: savedCount, updatedAt }),
  infrastructure: savedInfrastructureSchema.extend({ updatedAt }),
});
export type PublicDisclosure = z.infer<typeof publicDisclosureSchema>;

export type DisclosureWarningKind = 'missing' | 'expiring' | 'expired' | 'dead-link';

/** One thing the office should fix, by section. */
export interface DisclosureWarning {
  section: DisclosureSectionName;
  kind: DisclosureWarningKind;
  /** The field or document it is about, e.g. 'pinCode', 'fire-safety', 'resultsClassX.2025'. */
  field: string;
  message: string;
}

export interface DisclosureStatus {
  warnings: DisclosureWarning[];
  counts: Record<DisclosureWarningKind, number>;
  /** When the link checker last ran, null if never. */
  linksCheckedAt: string | null;
}

/** How many days ahead a certificate's valid-until date counts as expiring. */
export const DISCLOSURE_EXPIRY_NOTICE_DAYS = 60;

/** Appendix IX's wording for each field, by section. */
export const DISCLOSURE_FIELD_LABELS = {
  general: {
    schoolName: 'Name of the school',
    affiliationNumber: 'Affiliation No. (if applicable)',
    schoolCode: 'School code (if applicable)',
    address: 'Complete address with PIN code',
    pinCode: 'PIN code',
    principalName: 'Principal name',
    principalQualification: 'Principal qualification',
    email: 'School email id',
    phone: 'Contact details (landline/mobile)',
  },
  staff: {
    principal: 'Principal',
    totalTeachers: 'Total no. of teachers',
    pgt: 'PGT',
    tgt: 'TGT',
    prt: 'PRT',
    teacherSectionRatio: 'Teachers section ratio',
    specialEducator: 'Details of special educator',
    counsellorAndWellnessTeacher: 'Details of counsellor and wellness teacher',
  },
  infrastructure: {
    campusAreaSqM: 'Total campus area of the school (in square mtr)',
    classrooms: 'No. and size of the class rooms (in sq mtr)',
    laboratories: 'No. and size of laboratories including computer labs (in sq mtr)',
    internetFacility: 'Internet facility (Y/N)',
    girlsToilets: 'No. of girls toilets',
    boysToilets: 'No. of boys toilets',
    inspectionVideoUrl:
      'Link of YouTube video of the inspection of school covering the infrastructure of the school',
  },
} as const;

const warningKindSchema = z.enum(['missing', 'expiring', 'expired', 'dead-link']);
export const disclosureStatusSchema = z.object({
  warnings: z.array(
    z.object({
      section: z.enum(DISCLOSURE_SECTIONS),
      kind: warningKindSchema,
      field: z.string(),
      message: z.string(),
    }),
  ),
  counts: z.object({
    missing: z.number(),
    expiring: z.number(),
    expired: z.number(),
    'dead-link': z.number(),
  }),
  linksCheckedAt: z.string().nullable(),
});
