import { randomUUID } from 'node:crypto';
import type {
  AdmissionEnquiryInput,
  Enquiry,
  EnquiryCount,
  EnquiryInput,
  EnquiryListQuery,
  EnquiryStatusUpdate,
  Locale,
} from '@skp/shared';
import { NotFoundError } from '../../errors';
import type { Actor } from '../../lib/actor';
import { serializeRow } from '../../lib/serialize';
import type { AuditLogService } from '../audit-log/audit-log.service';
import type { EnquiriesRepository, EnquiryFilters, EnquiryRow } from './enquiries.repository';
import { enquiriesCsv } from './enquiries-csv';
import type { RateLimiter } from '../../lib/rate-limiter';

/** Public submissions per client address and form within one window. */
export const SUBMISSION_LIMIT = { limit: 5, windowMs: 10 * 60_000 } as const;
/** Rows in one CSV export. */
export const CSV_MAX_ROWS = 50_000;

export function toEnquiry(row: EnquiryRow): Enquiry {
  return serializeRow(row);
}

export interface EnquiriesServiceDependencies {
  repository: EnquiriesRepository;
  rateLimits: RateLimiter;
  /** Told when an enquiry is stored, so the outbox can send it at once. */
  onStored?: () => void;
  /** Records the inbox actions (status changes, retries, exports). */
  audit: AuditLogService;
  /** The privacy notice version in force (recorded with each enquiry) and the retention period. */
  privacy: {
    notice(): Promise<{ version: number }>;
    settings(): Promise<{ retentionMonths: number }>;
  };
}

/** The moment `months` calendar months before `now` (the retention period's cut-off). */
export function monthsBefore(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

export function createEnquiriesService(deps: EnquiriesServiceDependencies) {
  const { repository, rateLimits } = deps;

  async function enforceRateLimit(kind: 'enquiry' | 'admission', clientAddress: string) {
    await rateLimits.enforce(
      `${kind}:${clientAddress}`,
      SUBMISSION_LIMIT,
      (minutes) =>
        `Too many enquiries from your address. Please try again in ${minutes}, or contact the school directly.`,
    );
  }

  /** Stores the enquiry (a filled honeypot is accepted and dropped) and returns its id. */
  async function store(
    kind: 'enquiry' | 'admission',
    clientAddress: string,
    honeypot: string | undefined,
    values: Omit<Parameters<EnquiriesRepository['insert']>[0], 'noticeVersion' | 'consentAt'>,
  ): Promise<{ _id: string }> {
    await enforceRateLimit(kind, clientAddress);
    if (honeypot && honeypot.trim() !== '') return { _id: randomUUID() };
    // Sent after the form's lines (and, for an admission enquiry, the ticked box): the notice in
    // force, the page's language and this moment are the consent's record.
    const { version } = await deps.privacy.notice();
    const row = await repository.insert({ ...values, noticeVersion: version, consentAt: new Date() });
    deps.onStored?.();
    return { _id: row.id };
  }

  return {
    /** `locale`: the edition of the page it was sent from (a plain form's path), else the one it names. */
    submitEnquiry(input: EnquiryInput, clientAddress: string, locale: Locale = input.locale) {
      return store('enquiry', clientAddress, input.website, {
        kind: 'enquiry',
        locale,
        name: input.name,
        email: input.email,
        phone: input.phone,
        message: input.message,
        details: {},
      });
    },

    submitAdmission(input: AdmissionEnquiryInput, clientAddress: string, locale: Locale = input.locale) {
      return store('admission', clientAddress, input.website, {
        kind: 'admission',
        locale,
        name: input.parentName,
        email: input.email,
        phone: input.phone,
        message: input.message,
        details: {
          studentName: input.studentName,
          dateOfBirth: input.dateOfBirth,
          classSought: input.classSought,
          parentName: input.parentName,
        },
      });
    },

    async list(query: EnquiryListQuery) {
      const page = await repository.list(query);
      return { enquiries: page.items.map(toEnquiry), pagination: page.pagination };
    },

    async get(id: string): Promise<Enquiry> {
      const row = await repository.findById(id);
      if (!row) throw new NotFoundError('Enquiry not found');
      return toEnquiry(row);
    },

    async setStatus(id: string, update: EnquiryStatusUpdate, actor: Actor | null): Promise<Enquiry> {
      const before = await repository.findById(id);
      if (!before) throw new NotFoundError('Enquiry not found');
      return deps.audit.transaction(async () => {
        // Who handled it is the signed-in staff member, never typed.
        const handledBy = update.status === 'handled' ? (actor?.name ?? actor?.email ?? null) : null;
        const row = await repository.setStatus(id, update.status, { handledBy, note: update.note });
        if (!row) throw new NotFoundError('Enquiry not found');
        await deps.audit.record({
          actor,
          action: 'update',
          entity: 'enquiry',
          entityId: id,
          before: { status: before.status, handledBy: before.handledBy, note: before.note },
          after: { status: row.status, handledBy: row.handledBy, note: row.note },
        });
        return toEnquiry(row);
      });
    },

    /** Puts the enquiry back in the outbox, due now, with a fresh set of attempts. */
    async retryDelivery(id: string, actor: Actor | null): Promise<Enquiry> {
      const before = await repository.findById(id);
      if (!before) throw new NotFoundError('Enquiry not found');
      const row = await deps.audit.transaction(async () => {
        const row = await repository.requeue(id);
        if (!row) throw new NotFoundError('Enquiry not found');
        await deps.audit.record({
          actor,
          action: 'retry-delivery',
          entity: 'enquiry',
          entityId: id,
          before: { delivery: before.delivery, attempts: before.attempts, lastError: before.lastError },
        });
        return row;
      });
      deps.onStored?.();
      return toEnquiry(row);
    },

    /**
     * Retention: erases the enquiries whose last activity is older than the period of Settings >
     * Privacy (at `now`), with their delivery records and mail copies; the counts per week, kind and
     * class keep them without names. Each gets an audit entry with its id and the rule, never the data;
     * the notes staff typed are taken out of the enquiries' earlier audit entries. All in one transaction.
     */
    async eraseInactive(now: Date = new Date()): Promise<{ erased: number; ids: string[] }> {
      const { retentionMonths } = await deps.privacy.settings();
      const cutoff = monthsBefore(now, retentionMonths);
      const ids = await deps.audit.transaction(async () => {
        const ids = await repository.eraseInactiveBefore(cutoff);
        if (ids.length === 0) return ids;
        await deps.audit.redact('enquiry', ids, ['note']);
        for (const id of ids)
          await deps.audit.record({
            actor: null,
            action: 'erase',
            entity: 'enquiry',
            entityId: id,
            after: { reason: 'retention', retentionMonths, lastActivityBefore: cutoff.toISOString() },
          });
        return ids;
      });
      return { erased: ids.length, ids };
    },

    /** Enquiries per week, kind and class sought, the erased ones included (no names). */
    async weeklyCounts(): Promise<EnquiryCount[]> {
      return repository.weeklyCounts();
    },

    /** The matching enquiries as a spreadsheet-safe CSV; the export is recorded (it holds personal data). */
    async exportCsv(filters: EnquiryFilters, actor: Actor | null): Promise<{ csv: string; rows: number }> {
      const rows = await repository.listAll(filters, CSV_MAX_ROWS);
      await deps.audit.record({
        actor,
        action: 'export',
        entity: 'enquiry',
        // The search text may be a parent's name: the audit log keeps that there was one, not what.
        after: {
          filters: { ...filters, search: filters.search ? '(a search)' : undefined },
          rows: rows.length,
        },
      });
      return { csv: enquiriesCsv(rows), rows: rows.length };
    },
  };
}
export type EnquiriesService = ReturnType<typeof createEnquiriesService>;
