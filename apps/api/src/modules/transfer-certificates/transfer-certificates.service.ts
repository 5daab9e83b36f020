import { createHash, randomBytes } from 'node:crypto';
import {
  normalizeTcNumber,
  schoolToday,
  TC_COPY_LINK_MINUTES,
  TC_COPY_PATH_PREFIX,
  TC_LOOKUP_LIMIT,
  TC_QR_PATH_PREFIX,
  isCalendarDate,
  transferCertificateInputSchema,
  type TcLookup,
  type TcLookupAnswer,
  type TcScan,
  type TcWithdrawInput,
  type TransferCertificate,
  type TransferCertificateInput,
  type TransferCertificateListQuery,
} from '@skp/shared';
import { NotFoundError, ValidationError } from '../../errors';
import type { Actor, AuditSink } from '../../lib/actor';
import { displayFileName } from '../../lib/file-types';
import { newFileKey, type FileStorage } from '../../lib/file-storage';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { Page } from '../../lib/pagination';
import type {
  TcLookupRow,
  TransferCertificateRow,
  TransferCertificatesRepository,
} from './transfer-certificates.repository';
import { scanAsPdf, watermarkedCopy, watermarkText } from './tc-scans';
import type { AuditLogService } from '../audit-log/audit-log.service';

/** Where scans are kept in the private storage (DATA_DIR/private, never served as a file). */
export const SCAN_FOLDER = 'tc-scans';

export interface TransferCertificatesDependencies {
  repository: TransferCertificatesRepository;
  audit: AuditSink & Pick<AuditLogService, 'redact'>;
  /** DATA_DIR/private: no route serves it as it is. */
  scans: FileStorage;
  /** The upload checks every picture and PDF passes (the uploads module's). */
  inspect(bytes: Buffer): Promise<'pdf' | 'image'>;
  rateLimits: RateLimiter;
  /** The site's address (PUBLIC_URL): the watermark names it. */
  publicUrl: string;
  /** Years a TC is kept after its date of issue (Settings > Privacy); 0 keeps them. */
  retentionYears(): Promise<number>;
}

/** The same calendar day `years` years before a date (29 February becomes 1 March in a year without one). */
function yearsBefore(day: string, years: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year - years, month - 1, date)).toISOString().slice(0, 10);
}

export function toTransferCertificate(row: TransferCertificateRow): TransferCertificate {
  return {
    _id: row.id,
    tcNumber: row.tcNumber,
    admissionNumber: row.admissionNumber,
    studentName: row.studentName,
    dateOfBirth: row.dateOfBirth,
    classLastStudied: row.classLastStudied,
    dateOfLeaving: row.dateOfLeaving,
    dateOfIssue: row.dateOfIssue,
    scanKey: row.scanKey,
    scan: { key: row.scanKey, fileName: row.scanFileName, size: row.scanSize, pages: row.scanPages },
    verifyPath: `${TC_QR_PATH_PREFIX}${row.verifyToken}`,
    withdrawnOn: row.withdrawnOn,
    withdrawnReason: row.withdrawnReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toLookup(row: TcLookupRow): TcLookup {
  return {
    _id: row.id,
    createdAt: row.createdAt.toISOString(),
    address: row.address,
    tcNumber: row.tcNumber,
    result: row.result,
    via: row.via,
  };
}

/** A QR link's token: 144 random bits, URL-safe. */
export function newVerifyToken(): string {
  return randomBytes(18).toString('base64url');
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** What the audit log keeps of a TC: who it is for, not the whole record. */
const auditView = (row: TransferCertificateRow) => ({
  tcNumber: row.tcNumber,
  studentName: row.studentName,
  dateOfIssue: row.dateOfIssue,
  scanKey: row.scanKey,
  withdrawnOn: row.withdrawnOn,
  withdrawnReason: row.withdrawnReason,
});

/** '27 November 2026': the look-up's date as the watermark writes it. */
export function watermarkDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

export function createTransferCertificatesService(deps: TransferCertificatesDependencies) {
  const { repository, audit, scans } = deps;
  const siteAddress = new URL(deps.publicUrl).host;

  async function found(id: string): Promise<TransferCertificateRow> {
    const row = await repository.findById(id);
    if (!row) throw new NotFoundError('Transfer certificate not found');
    return row;
  }

  async function refuseTakenNumber(tcNumber: string, exceptId?: string) {
    if (await repository.tcNumberTaken(tcNumber, exceptId)) {
      const message = 'a TC with this number is already in the register';
      throw new ValidationError(`Invalid tcNumber: ${message}`, { tcNumber: [message] });
    }
  }

  /** The stored scan a form names: it must exist; its pages are read from it. */
  async function storedScan(key: string): Promise<{ size: number; pages: number }> {
    const file = await scans.open(key);
    if (!file) {
      const message = 'the scan is not on the server; upload it again';
      throw new ValidationError(`Invalid scanKey: ${message}`, { scanKey: [message] });
    }
    const chunks: Buffer[] = [];
    for await (const chunk of file.stream) chunks.push(chunk as Buffer);
    const { pages } = await scanAsPdf(Buffer.concat(chunks), 'pdf');
    return { size: file.size, pages };
  }

  /** A look-up's log entry; a match also gets its short-lived copy link. */
  async function answerFor(
    row: TransferCertificateRow | undefined,
    typedNumber: string,
    address: string,
    via: 'form' | 'qr',
  ): Promise<TcLookupAnswer> {
    const lookedUpOn = schoolToday();
    if (!row) {
      await repository.logLookup({ address, tcNumber: typedNumber, result: 'not-found', via });
      return { kind: 'not-found' };
    }
    if (row.withdrawnOn) {
      await repository.logLookup({
        address,
        tcNumber: typedNumber,
        result: 'withdrawn',
        via,
        certificateId: row.id,
      });
      return { kind: 'withdrawn', withdrawnOn: row.withdrawnOn };
    }
    const token = randomBytes(24).toString('base64url');
    await repository.logLookup({
      address,
      tcNumber: typedNumber,
      result: 'found',
      via,
      certificateId: row.id,
      copyTokenHash: hashToken(token),
      copyExpiresAt: new Date(Date.now() + TC_COPY_LINK_MINUTES * 60_000),
      lookedUpOn,
    });
    return {
      kind: 'found',
      certificate: {
        tcNumber: row.tcNumber,
        admissionNumber: row.admissionNumber,
        studentName: row.studentName,
        dateOfBirth: row.dateOfBirth,
        classLastStudied: row.classLastStudied,
        dateOfLeaving: row.dateOfLeaving,
        dateOfIssue: row.dateOfIssue,
        pages: row.scanPages,
      },
      copyPath: `${TC_COPY_PATH_PREFIX}${token}`,
      lookedUpOn,
    };
  }

  /** Counts the look-up against the address; over the limit: the wait, in minutes. */
  async function overLimit(address: string): Promise<number | null> {
    const hit = await deps.rateLimits.hit(`tc-lookup:${address}`, TC_LOOKUP_LIMIT);
    return hit.allowed ? null : Math.max(1, Math.ceil(hit.retryAfterSeconds / 60));
  }

  return {
    scans,

    async list(query: TransferCertificateListQuery) {
      const page: Page<TransferCertificateRow> = await repository.list(query);
      return { items: page.items.map(toTransferCertificate), pagination: page.pagination };
    },

    async get(id: string): Promise<TransferCertificate> {
      return toTransferCertificate(await found(id));
    },

    /** A scanned TC (PDF or picture) checked like every upload and kept privately, as a PDF. */
    async acceptScan(bytes: Buffer, fileName: string | undefined, actor: Actor): Promise<TcScan> {
      const kind = await deps.inspect(bytes);
      const kept = await scanAsPdf(bytes, kind);
      const key = newFileKey(SCAN_FOLDER, 'pdf');
      await scans.put(key, kept.pdf);
      const scan = {
        key,
        fileName: displayFileName(fileName, 'transfer-certificate.pdf'),
        size: kept.pdf.length,
        pages: kept.pages,
      };
      try {
        await audit.record({ actor, action: 'create', entity: 'tc-scan', entityId: key, after: scan });
      } catch (error) {
        await scans.remove(key);
        throw error;
      }
      return scan;
    },

    async create(input: TransferCertificateInput, actor: Actor): Promise<TransferCertificate> {
      const values = transferCertificateInputSchema.parse(input);
      await refuseTakenNumber(values.tcNumber);
      const scan = await storedScan(values.scanKey);
      const { scanKey, ...facts } = values;
      const row = await audit.transaction(async () => {
        const inserted = await repository.insert({
          ...facts,
          scanKey,
          scanFileName: input.scanFileName ?? '',
          scanSize: scan.size,
          scanPages: scan.pages,
          verifyToken: newVerifyToken(),
        });
        await audit.record({
          actor,
          action: 'create',
          entity: 'transfer-certificate',
          entityId: inserted.id,
          after: auditView(inserted),
        });
        return inserted;
      });
      return toTransferCertificate(row);
    },

    async update(id: string, input: TransferCertificateInput, actor: Actor): Promise<TransferCertificate> {
      const before = await found(id);
      const values = transferCertificateInputSchema.parse(input);
      await refuseTakenNumber(values.tcNumber, id);
      const newScan = values.scanKey !== before.scanKey;
      const scan = newScan
        ? await storedScan(values.scanKey)
        : { size: before.scanSize, pages: before.scanPages };
      const row = await audit.transaction(async () => {
        const updated = await repository.update(id, {
          ...values,
          scanFileName: newScan ? (input.scanFileName ?? '') : before.scanFileName,
          scanSize: scan.size,
          scanPages: scan.pages,
        });
        if (!updated) throw new NotFoundError('Transfer certificate not found');
        await audit.record({
          actor,
          action: 'update',
          entity: 'transfer-certificate',
          entityId: id,
          before: auditView(before),
          after: auditView(updated),
        });
        return updated;
      });
      // The replaced scan goes only after the change is committed.
      if (newScan) await scans.remove(before.scanKey);
      return toTransferCertificate(row);
    },

    /** Cancelled or reissued: a look-up answers 'withdrawn on <date>' and never shows the scan again. */
    async withdraw(id: string, input: TcWithdrawInput, actor: Actor): Promise<TransferCertificate> {
      const before = await found(id);
      const withdrawnOn = input.withdrawnOn ?? schoolToday();
      if (!isCalendarDate(withdrawnOn)) throw new ValidationError('withdrawnOn must be a date (YYYY-MM-DD)');
      const row = await audit.transaction(async () => {
        const updated = await repository.update(id, { withdrawnOn, withdrawnReason: input.reason.trim() });
        if (!updated) throw new NotFoundError('Transfer certificate not found');
        await audit.record({
          actor,
          action: 'withdraw',
          entity: 'transfer-certificate',
          entityId: id,
          before: auditView(before),
          after: auditView(updated),
        });
        return updated;
      });
      return toTransferCertificate(row);
    },

    /**
     * Erases the TCs issued more than the retention period ago (none while they are kept), with their
     * scans and look-up log; the audit log keeps each one's id, not whose it was.
     */
    async eraseExpired(now: Date = new Date()): Promise<{ erased: number }> {
      const years = await deps.retentionYears();
      if (years <= 0) return { erased: 0 };
      const issuedBefore = yearsBefore(schoolToday(now), years);
      const gone = await audit.transaction(async () => {
        const rows = await repository.eraseIssuedBefore(issuedBefore);
        if (rows.length === 0) return rows;
        const ids = rows.map((row) => row.id);
        await audit.redact('transfer-certificate', ids, [
          'tcNumber',
          'studentName',
          'dateOfIssue',
          'scanKey',
        ]);
        for (const id of ids)
          await audit.record({
            actor: null,
            action: 'erase',
            entity: 'transfer-certificate',
            entityId: id,
            after: { reason: 'retention', retentionYears: years, issuedBefore },
          });
        return rows;
      });
      for (const row of gone) await scans.remove(row.scanKey);
      return { erased: gone.length };
    },

    /** The scan as kept (staff only; never watermarked, never public). */
    async scanOf(id: string): Promise<{ pdf: Buffer; fileName: string }> {
      const row = await found(id);
      const file = await scans.open(row.scanKey);
      if (!file) throw new NotFoundError('The scan of this transfer certificate is missing');
      const chunks: Buffer[] = [];
      for await (const chunk of file.stream) chunks.push(chunk as Buffer);
      return { pdf: Buffer.concat(chunks), fileName: `TC ${row.tcNumber}.pdf` };
    },

    /** The QR link's absolute address of a TC. */
    async verifyUrlOf(id: string): Promise<string> {
      const row = await found(id);
      return new URL(`${TC_QR_PATH_PREFIX}${row.verifyToken}`, deps.publicUrl).href;
    },

    async lookups(query: { page: number; limit: number }) {
      const page = await repository.listLookups(query);
      return { items: page.items.map(toLookup), pagination: page.pagination };
    },

    /**
     * The public look-up: TC number and date of birth, both required. An unknown number and a wrong
     * date answer alike ('no certificate matches these details'); every look-up within the limit is
     * logged for staff.
     */
    async lookUp(asked: { tc: string; dob: string }, address: string): Promise<TcLookupAnswer> {
      const typed = asked.tc.trim().slice(0, 60);
      const dob = asked.dob.trim();
      if (!typed && !dob) return { kind: 'form' };
      if (!typed || !dob) return { kind: 'incomplete' };
      const wait = await overLimit(address);
      if (wait !== null) return { kind: 'limited', retryAfterMinutes: wait };
      const row = await repository.findByTcNumber(normalizeTcNumber(typed));
      const matches = row !== undefined && isCalendarDate(dob) && row.dateOfBirth === dob;
      return answerFor(matches ? row : undefined, typed, address, 'form');
    },

    /** The QR link: the same answer as a matching look-up, without typing. */
    async lookUpByToken(token: string, address: string): Promise<TcLookupAnswer | null> {
      const wait = await overLimit(address);
      if (wait !== null) return { kind: 'limited', retryAfterMinutes: wait };
      const row = /^[A-Za-z0-9_-]{16,64}$/.test(token)
        ? await repository.findByVerifyToken(token)
        : undefined;
      if (!row) {
        await repository.logLookup({ address, tcNumber: '(QR link)', result: 'not-found', via: 'qr' });
        return null;
      }
      return answerFor(row, row.tcNumber, address, 'qr');
    },

    /**
     * The verified copy a look-up's link names, watermarked on every page with the site's address
     * and the look-up's date; null when the link is unknown, expired, or the TC was withdrawn since.
     */
    async verifiedCopy(token: string): Promise<{ pdf: Buffer; tcNumber: string } | null> {
      if (!/^[A-Za-z0-9_-]{16,64}$/.test(token)) return null;
      const lookup = await repository.lookupByCopyToken(hashToken(token));
      if (!lookup?.certificateId || !lookup.lookedUpOn) return null;
      const row = await repository.findById(lookup.certificateId);
      if (!row || row.withdrawnOn) return null;
      const file = await scans.open(row.scanKey);
      if (!file) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of file.stream) chunks.push(chunk as Buffer);
      const pdf = await watermarkedCopy(
        Buffer.concat(chunks),
        watermarkText(siteAddress, watermarkDate(lookup.lookedUpOn)),
      );
      if (!lookup.copyServed) await repository.markCopyServed(lookup.id);
      return { pdf, tcNumber: row.tcNumber };
    },

    /** For the import: the register's numbers among these. */
    existingTcNumbers: (tcNumbers: string[]) => repository.existingTcNumbers(tcNumbers),
  };
}
export type TransferCertificatesService = ReturnType<typeof createTransferCertificatesService>;
