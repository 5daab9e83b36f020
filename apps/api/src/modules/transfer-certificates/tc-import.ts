import { parse as parseCsv } from 'csv-parse/sync';
import { readSheet as readXlsxSheet } from 'read-excel-file/node';
import {
  TC_IMPORT_COLUMNS,
  isCalendarDate,
  normalizeTcNumber,
  transferCertificateFieldsSchema,
  type TcImportProblem,
  type TcImportReport,
  type TransferCertificateFields,
} from '@skp/shared';
import { AppError, ValidationError } from '../../errors';
import type { Actor, AuditSink } from '../../lib/actor';
import { newFileKey, type FileStorage } from '../../lib/file-storage';
import type {
  NewTransferCertificateRow,
  TransferCertificatesRepository,
} from './transfer-certificates.repository';
import { SCAN_FOLDER, newVerifyToken } from './transfer-certificates.service';
import { scanAsPdf } from './tc-scans';

/** Rows one spreadsheet may hold. */
export const MAX_IMPORT_ROWS = 10_000;

type Field = keyof TransferCertificateFields;
const FIELDS: Field[] = [
  'tcNumber',
  'admissionNumber',
  'studentName',
  'dateOfBirth',
  'classLastStudied',
  'dateOfLeaving',
  'dateOfIssue',
];
const DATE_FIELDS = new Set<Field>(['dateOfBirth', 'dateOfLeaving', 'dateOfIssue']);
/** Each field's column as the template names it ('TC number', 'Date of birth', ...). */
const COLUMN_OF = Object.fromEntries(FIELDS.map((field, i) => [field, TC_IMPORT_COLUMNS[i]!])) as Record<
  Field,
  string
>;

const squash = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');
/** Headers a school's own sheet may use besides the template's (and the field names themselves). */
const HEADER_ALIASES: Record<string, Field> = {
  ...Object.fromEntries(FIELDS.map((field) => [squash(field), field])),
  ...Object.fromEntries(FIELDS.map((field) => [squash(COLUMN_OF[field]), field])),
  tcno: 'tcNumber',
  admissionno: 'admissionNumber',
  admno: 'admissionNumber',
  studentname: 'studentName',
  name: 'studentName',
  dob: 'dateOfBirth',
  class: 'classLastStudied',
  leavingdate: 'dateOfLeaving',
  issuedate: 'dateOfIssue',
  dateofissuance: 'dateOfIssue',
};

type Cell = string | number | boolean | Date | null | undefined;

/**
 * A TC number as a scan's file name can carry it: '/' and other characters a file name cannot hold
 * become '-' ('TC/2024/153' is matched by 'TC-2024-153.pdf').
 */
export function scanMatchKey(tcNumberOrFileName: string): string {
  return normalizeTcNumber(tcNumberOrFileName)
    .replace(/[\\/:*?"<>|\s]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const pad = (n: number) => String(n).padStart(2, '0');
const isoOf = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

/**
 * A spreadsheet's date as YYYY-MM-DD, or null when it is not a date. Takes a date cell, an Excel
 * day number, '2010-05-14', and the day-first forms an Indian office writes: '14/05/2010',
 * '14-05-2010', '14.05.2010'.
 */
export function sheetDate(value: Cell): string | null {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    const iso = isoOf(value.getUTCFullYear(), value.getUTCMonth() + 1, value.getUTCDate());
    return isCalendarDate(iso) ? iso : null;
  }
  if (typeof value === 'number') {
    // Excel's day numbers count from 30 December 1899 (its 1900 leap-year bug included).
    if (!Number.isInteger(value) || value < 1 || value > 100_000) return null;
    return sheetDate(new Date(Date.UTC(1899, 11, 30) + value * 86_400_000));
  }
  const text = String(value ?? '').trim();
  if (isCalendarDate(text)) return text;
  const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  if (dayFirst) {
    const iso = isoOf(Number(dayFirst[3]), Number(dayFirst[2]), Number(dayFirst[1]));
    return isCalendarDate(iso) ? iso : null;
  }
  return null;
}

function cellText(value: Cell): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return sheetDate(value) ?? '';
  return String(value).trim();
}

/** The spreadsheet's rows (header first) from CSV or .xlsx bytes, told apart by their first bytes. */
export async function readSheet(bytes: Buffer, fileName: string): Promise<Cell[][]> {
  const isZip = bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50;
  if (isZip) {
    try {
      return (await readXlsxSheet(bytes)) as Cell[][];
    } catch {
      throw new ValidationError(
        `The spreadsheet ${fileName} could not be read as .xlsx; save it again from Excel, or as CSV`,
      );
    }
  }
  if (/\.(xls|ods|numbers)$/i.test(fileName) || bytes.subarray(0, 8).equals(OLE_MAGIC))
    throw new ValidationError('Only .xlsx and .csv spreadsheets are read; save the sheet as .xlsx or CSV');
  try {
    return parseCsv(bytes, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as string[][];
  } catch (error) {
    throw new ValidationError(`The CSV file could not be read: ${(error as Error).message}`);
  }
}
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** One scan as it arrived with an import: checked, and stored unless this is a dry run. */
export interface ImportScan {
  fileName: string;
  match: string;
  /** Set when it was stored (not on a dry run, nor when it failed its checks). */
  key?: string;
  size: number;
  pages: number;
  problem?: string;
}

interface SheetRow {
  row: number;
  values: TransferCertificateFields;
}

export function createTcImportService(deps: {
  repository: TransferCertificatesRepository;
  audit: AuditSink;
  scans: FileStorage;
  inspect(bytes: Buffer): Promise<'pdf' | 'image'>;
}) {
  const { repository, audit, scans } = deps;

  /** The rows of the sheet as TC facts, and every row's problems (by the spreadsheet's row number). */
  function readRows(cells: Cell[][]): { rows: SheetRow[]; problems: TcImportProblem[] } {
    const problems: TcImportProblem[] = [];
    const [header = [], ...body] = cells;
    const columns = new Map<Field, number>();
    header.forEach((title, index) => {
      const field = HEADER_ALIASES[squash(cellText(title))];
      if (field && !columns.has(field)) columns.set(field, index);
    });
    const missing = FIELDS.filter((field) => !columns.has(field));
    if (missing.length > 0) {
      problems.push({
        row: 1,
        tcNumber: '',
        problem: `The first row must name the columns; missing: ${missing.map((f) => COLUMN_OF[f]).join(', ')}`,
      });
      return { rows: [], problems };
    }
    if (body.length > MAX_IMPORT_ROWS)
      throw new ValidationError(`A spreadsheet may hold at most ${MAX_IMPORT_ROWS} TCs; split it in two`);
    const rows: SheetRow[] = [];
    body.forEach((cellsOfRow, index) => {
      const row = index + 2;
      const raw = (field: Field) => cellsOfRow[columns.get(field)!];
      if (FIELDS.every((field) => cellText(raw(field)) === '')) return;
      const tcNumber = normalizeTcNumber(cellText(raw('tcNumber')));
      const rowProblems: string[] = [];
      const record: Record<string, string> = {};
      for (const field of FIELDS) {
        const value = raw(field);
        if (DATE_FIELDS.has(field)) {
          const date = sheetDate(value);
          if (date === null) {
            const shown = cellText(value);
            rowProblems.push(
              shown
                ? `${COLUMN_OF[field]} is not a date: '${shown}' (write it as 14/05/2010 or 2010-05-14)`
                : `${COLUMN_OF[field]} is empty`,
            );
          } else record[field] = date;
        } else record[field] = cellText(value);
      }
      const parsed = transferCertificateFieldsSchema.safeParse(record);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const field = issue.path[0] as Field;
          // A date's own problem is already said above.
          if (DATE_FIELDS.has(field) && record[field] === undefined) continue;
          rowProblems.push(
            `${COLUMN_OF[field] ?? String(field)}: ${issue.message.replace(`${String(field)} `, '')}`,
          );
        }
      }
      if (rowProblems.length > 0 || !parsed.success) {
        for (const problem of rowProblems) problems.push({ row, tcNumber, problem });
        return;
      }
      rows.push({ row, values: parsed.data });
    });
    return { rows, problems };
  }

  /** Removes what takeScan stored (a dry run, a file with problems, a failed import). */
  async function discard(taken: ImportScan[]): Promise<void> {
    await Promise.all(taken.flatMap((scan) => (scan.key ? [scans.remove(scan.key)] : [])));
  }

  return {
    discard,

    /**
     * One scan of an import: checked like every upload (uploads.inspect), drawn into a PDF when it
     * is a picture, and kept privately unless this is a dry run. A scan that fails is a problem of
     * the report, not a refusal of the whole request.
     */
    async takeScan(fileName: string, bytes: Buffer, store: boolean): Promise<ImportScan> {
      const base = fileName.replace(/^.*[\\/]/, '').replace(/\.[A-Za-z0-9]{1,5}$/, '');
      const entry: ImportScan = { fileName, match: scanMatchKey(base), size: bytes.length, pages: 0 };
      try {
        const kept = await scanAsPdf(bytes, await deps.inspect(bytes));
        entry.pages = kept.pages;
        entry.size = kept.pdf.length;
        if (store) {
          const key = newFileKey(SCAN_FOLDER, 'pdf');
          await scans.put(key, kept.pdf);
          entry.key = key;
        }
      } catch (error) {
        if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
        entry.problem = `The scan ${fileName} was refused: ${error.message}`;
      }
      return entry;
    },

    /**
     * Checks the sheet against the register and the scans, then (not on a dry run, and only when
     * nothing is wrong) adds every row in one transaction with one audit entry: all or nothing.
     */
    async run(input: {
      sheet: { bytes: Buffer; fileName: string };
      scans: ImportScan[];
      dryRun: boolean;
      actor: Actor;
    }): Promise<TcImportReport> {
      const { rows, problems } = readRows(await readSheet(input.sheet.bytes, input.sheet.fileName));
      // Duplicates within the file, then against the register.
      const firstRowOf = new Map<string, number>();
      for (const { row, values } of rows) {
        const first = firstRowOf.get(values.tcNumber);
        if (first === undefined) firstRowOf.set(values.tcNumber, row);
        else
          problems.push({
            row,
            tcNumber: values.tcNumber,
            problem: `Duplicate TC number: ${values.tcNumber} is also on row ${first}`,
          });
      }
      const inRegister = await repository.existingTcNumbers([...firstRowOf.keys()]);
      for (const { row, values } of rows) {
        if (inRegister.has(values.tcNumber))
          problems.push({
            row,
            tcNumber: values.tcNumber,
            problem: `Duplicate TC number: ${values.tcNumber} is already in the register`,
          });
      }
      // Scans by TC number.
      const scanOf = new Map<string, ImportScan>();
      for (const scan of input.scans) {
        if (scan.problem) {
          problems.push({ row: null, tcNumber: scan.match, problem: scan.problem });
          continue;
        }
        if (scanOf.has(scan.match)) {
          problems.push({
            row: null,
            tcNumber: scan.match,
            problem: `Two scans for one TC: ${scanOf.get(scan.match)!.fileName} and ${scan.fileName}`,
          });
          continue;
        }
        scanOf.set(scan.match, scan);
      }
      const sheetKeys = new Set<string>();
      for (const { row, values } of rows) {
        const key = scanMatchKey(values.tcNumber);
        sheetKeys.add(key);
        if (!scanOf.has(key))
          problems.push({
            row,
            tcNumber: values.tcNumber,
            problem: `No scan for this TC: add a PDF or picture named ${key}.pdf (or .jpg)`,
          });
      }
      // A row with problems of its own still names its scan: only a scan no row names is 'with no row'.
      for (const scan of scanOf.values()) {
        if (!sheetKeys.has(scan.match) && !namedByARow(scan.match, problems))
          problems.push({
            row: null,
            tcNumber: scan.match,
            problem: `A scan with no row in the spreadsheet: ${scan.fileName}`,
          });
      }
      problems.sort((a, b) => (a.row ?? Number.MAX_SAFE_INTEGER) - (b.row ?? Number.MAX_SAFE_INTEGER));
      // What would be added: every row without a problem (all of them, once the file is clean).
      const rowsWithProblems = new Set(problems.map((problem) => problem.row));
      const toAdd = rows
        .filter(({ row }) => !rowsWithProblems.has(row))
        .map(({ row, values }) => ({ row, tcNumber: values.tcNumber, studentName: values.studentName }));
      if (input.dryRun || problems.length > 0) {
        await discard(input.scans);
        return { dryRun: input.dryRun, toAdd, problems, added: 0 };
      }
      const records: NewTransferCertificateRow[] = rows.map(({ values }) => {
        const scan = scanOf.get(scanMatchKey(values.tcNumber))!;
        return {
          ...values,
          scanKey: scan.key!,
          scanFileName: scan.fileName,
          scanSize: scan.size,
          scanPages: scan.pages,
          verifyToken: newVerifyToken(),
        };
      });
      try {
        const added = await audit.transaction(async () => {
          const count = await repository.insertMany(records);
          await audit.record({
            actor: input.actor,
            action: 'import',
            entity: 'transfer-certificate',
            after: { file: input.sheet.fileName, added: count, tcNumbers: records.map((r) => r.tcNumber) },
          });
          return count;
        });
        return { dryRun: false, toAdd, problems: [], added };
      } catch (error) {
        await discard(input.scans);
        throw error;
      }
    },
  };
}

/** Whether a row that had problems of its own names this scan (then the scan is not 'with no row'). */
function namedByARow(key: string, problems: TcImportProblem[]): boolean {
  return problems.some((problem) => problem.row !== null && scanMatchKey(problem.tcNumber) === key);
}
export type TcImportService = ReturnType<typeof createTcImportService>;
