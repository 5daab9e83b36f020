import { z } from 'zod';
import { listQuerySchema, pagedQuerySchema, shortText, timestampsSchema } from './common.schema';

/**
 * Transfer certificates (TCs): the register the office keeps, the look-up a receiving school makes on
 * /transfer-certificates (TC number + date of birth) and what each answer shows. Nothing here is
 * ever listed in public: a visitor reaches one certificate only through a matching look-up or its QR
 * link.
 */
export const TC_LIMITS = {
  tcNumber: 40,
  admissionNumber: 40,
  studentName: 120,
  classLastStudied: 40,
  withdrawnReason: 500,
} as const;

/** Where a TC's public verification answers: the look-up page and the QR link under it. */
export const TC_PAGE_PATH = '/transfer-certificates';
export const TC_QR_PATH_PREFIX = `${TC_PAGE_PATH}/v/`;
export const TC_COPY_PATH_PREFIX = `${TC_PAGE_PATH}/copy/`;

/** Look-ups allowed per address and window (the public page; docs/parents.md). */
export const TC_LOOKUP_LIMIT = { limit: 10, windowMs: 15 * 60_000 } as const;
/** How long a verified copy's link stays valid after the look-up that gave it. */
export const TC_COPY_LINK_MINUTES = 15;

/** A TC number as stored and compared: spaces trimmed and collapsed, letters in capitals. */
export function normalizeTcNumber(value: string): string {
  return value.trim().replace(/\s+/g, ' ').toUpperCase();
}

/** Whether `value` is a calendar date written YYYY-MM-DD that exists (no 31 February). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

export const calendarDateSchema = (name: string) =>
  z
    .string({ message: `${name} is required` })
    .trim()
    .refine(isCalendarDate, `${name} must be a date (YYYY-MM-DD)`);

const tcNumberSchema = shortText('tcNumber', TC_LIMITS.tcNumber).transform(normalizeTcNumber);

/** The facts of one TC as the office enters them (one form or one spreadsheet row). */
export const transferCertificateFieldsSchema = z.object({
  tcNumber: tcNumberSchema,
  admissionNumber: shortText('admissionNumber', TC_LIMITS.admissionNumber),
  studentName: shortText('studentName', TC_LIMITS.studentName),
  dateOfBirth: calendarDateSchema('dateOfBirth'),
  classLastStudied: shortText('classLastStudied', TC_LIMITS.classLastStudied),
  dateOfLeaving: calendarDateSchema('dateOfLeaving'),
  dateOfIssue: calendarDateSchema('dateOfIssue'),
});

/** A TC's key in private storage (never under /uploads): what POST /admin/transfer-certificates/scans answers. */
export const tcScanKeySchema = z
  .string({ message: 'scanKey is required: upload the scanned TC first' })
  .regex(/^tc-scans\/[A-Za-z0-9_-]+\.pdf$/, 'scanKey must be a scan uploaded for a TC');

/** Create or edit one TC: its facts and its scan. */
export const transferCertificateInputSchema = transferCertificateFieldsSchema
  .extend({
    scanKey: tcScanKeySchema,
    /** The scan's name as it was chosen (shown to staff). */
    scanFileName: z.string().trim().max(150, 'scanFileName must be at most 150 characters').optional(),
  })
  .superRefine((value, ctx) => {
    if (value.dateOfLeaving < value.dateOfBirth)
      ctx.addIssue({
        code: 'custom',
        path: ['dateOfLeaving'],
        message: 'dateOfLeaving must be after dateOfBirth',
      });
    if (value.dateOfIssue < value.dateOfBirth)
      ctx.addIssue({
        code: 'custom',
        path: ['dateOfIssue'],
        message: 'dateOfIssue must be after dateOfBirth',
      });
  });
export type TransferCertificateInput = z.input<typeof transferCertificateInputSchema>;
export type TransferCertificateFields = z.output<typeof transferCertificateFieldsSchema>;

/** A stored scan as the admin sees it (always a PDF: a picture is drawn into one when it is uploaded). */
export const tcScanSchema = z.object({
  key: tcScanKeySchema,
  fileName: z.string(),
  size: z.number().int(),
  pages: z.number().int(),
});
export type TcScan = z.infer<typeof tcScanSchema>;

/** One TC as the admin sees it. */
export const transferCertificateSchema = z
  .object({
    _id: z.string(),
    tcNumber: z.string(),
    admissionNumber: z.string(),
    studentName: z.string(),
    dateOfBirth: z.string(),
    classLastStudied: z.string(),
    dateOfLeaving: z.string(),
    dateOfIssue: z.string(),
    scanKey: z.string(),
    scan: tcScanSchema,
    /** The QR link's path: `/transfer-certificates/v/<token>` (token unguessable, one per TC). */
    verifyPath: z.string(),
    withdrawnOn: z.string().nullable(),
    withdrawnReason: z.string(),
  })
  .extend(timestampsSchema.shape);
export type TransferCertificate = z.infer<typeof transferCertificateSchema>;

/** Withdraw a TC (cancelled or reissued): the reason, and the date (today when left out). */
export const tcWithdrawInputSchema = z.object({
  reason: shortText('reason', TC_LIMITS.withdrawnReason),
  withdrawnOn: calendarDateSchema('withdrawnOn').optional(),
});
export type TcWithdrawInput = z.input<typeof tcWithdrawInputSchema>;

export const TC_SORTABLE = ['createdAt', 'dateOfIssue', 'tcNumber', 'studentName'] as const;
export const transferCertificateListQuerySchema = listQuerySchema({
  sortable: TC_SORTABLE,
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
  defaultLimit: 25,
});
export type TransferCertificateListQuery = z.output<typeof transferCertificateListQuerySchema>;

export const TC_LOOKUP_RESULTS = ['found', 'withdrawn', 'not-found'] as const;
export type TcLookupResult = (typeof TC_LOOKUP_RESULTS)[number];

/** One public look-up as staff see it in the admin's log. */
export const tcLookupSchema = z.object({
  _id: z.string(),
  createdAt: z.string(),
  address: z.string(),
  tcNumber: z.string(),
  result: z.enum(TC_LOOKUP_RESULTS),
  via: z.enum(['form', 'qr']),
});
export type TcLookup = z.infer<typeof tcLookupSchema>;
export const tcLookupListQuerySchema = pagedQuerySchema(25);

/** The facts a matching look-up shows (what the office entered, nothing more). */
export interface VerifiedTransferCertificate {
  tcNumber: string;
  admissionNumber: string;
  studentName: string;
  dateOfBirth: string;
  classLastStudied: string;
  dateOfLeaving: string;
  dateOfIssue: string;
  /** Pages of the scan. */
  pages: number;
}

/** A look-up's answer: one neutral 'no match' for an unknown number and a wrong date alike. */
export type TcLookupAnswer =
  | { kind: 'form' }
  /** One of the two fields was left empty. */
  | { kind: 'incomplete' }
  | { kind: 'not-found' }
  | { kind: 'withdrawn'; withdrawnOn: string }
  | {
      kind: 'found';
      certificate: VerifiedTransferCertificate;
      /** The verified copy, watermarked for this look-up: a short-lived link. */
      copyPath: string;
      /** The date of the look-up at the school (the watermark's date). */
      lookedUpOn: string;
    }
  | { kind: 'limited'; retryAfterMinutes: number };

/** Errors of a dry run or an import, one per line of the spreadsheet (or per scan without a row). */
export const tcImportProblemSchema = z.object({
  /** The spreadsheet's row number as the spreadsheet shows it (the header is row 1); null for a scan. */
  row: z.number().int().nullable(),
  tcNumber: z.string(),
  problem: z.string(),
});
export type TcImportProblem = z.infer<typeof tcImportProblemSchema>;

export const tcImportReportSchema = z.object({
  dryRun: z.boolean(),
  /** Rows that would be (or were) added: TC number and student's name. */
  toAdd: z.array(z.object({ row: z.number().int(), tcNumber: z.string(), studentName: z.string() })),
  problems: z.array(tcImportProblemSchema),
  /** How many were added: 0 on a dry run or while there is any problem. */
  added: z.number().int(),
});
export type TcImportReport = z.infer<typeof tcImportReportSchema>;

/** The spreadsheet's columns, in the order the office's template has them. */
export const TC_IMPORT_COLUMNS = [
  'TC number',
  'Admission number',
  "Student's name",
  'Date of birth',
  'Class last studied',
  'Date of leaving',
  'Date of issue',
] as const;
