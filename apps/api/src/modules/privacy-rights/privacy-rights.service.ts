import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  BREACH_NOTICE_TEXTS,
  BREACH_REPORT_HOURS,
  PRIVACY_CODE_LIMIT,
  PRIVACY_CODE_MINUTES,
  PRIVACY_CODE_TRIES,
  PRIVACY_REQUEST_DUE_DAYS,
  PRIVACY_REQUEST_MESSAGES,
  type IncidentNoticeSend,
  type IncidentRecipientsQuery,
  type Locale,
  type PagedQuery,
  type Pagination,
  type PersonalRecord,
  type PrivacyIncident,
  type PrivacyIncidentInput,
  type PrivacyIncidentUpdate,
  type PrivacyRequest,
  type PrivacyRequestAsk,
  type PrivacyRequestClose,
  type PrivacyRequestConfirm,
  type PrivacySettings,
  type SendProgress,
} from '@skp/shared';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../errors';
import type { Actor } from '../../lib/actor';
import type { PersonalDataSource } from '../../lib/personal-data';
import type { RateLimiter } from '../../lib/rate-limiter';
import { serializeRow } from '../../lib/serialize';
import type { AuditLogService } from '../audit-log/audit-log.service';
import { csvField } from '../enquiries/enquiries-csv';
import { answerMail, codeMail, type ParentMail } from './privacy-mail';
import type {
  PrivacyIncidentRow,
  PrivacyRequestRow,
  PrivacyRightsRepository,
} from './privacy-rights.repository';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
/** The code's hash is bound to its ticket (kept only as a hash itself). */
const codeHash = (ticket: string, code: string) => sha256(`${ticket}:${code}`);

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

export function toPrivacyRequest(row: PrivacyRequestRow, now = Date.now()): PrivacyRequest {
  const { updatedAt: _updatedAt, ...rest } = serializeRow(row);
  return { ...rest, overdue: row.status === 'open' && row.dueAt.getTime() < now };
}

export function toPrivacyIncident(row: PrivacyIncidentRow, progress: SendProgress): PrivacyIncident {
  const { updatedAt: _updatedAt, ...rest } = serializeRow(row);
  return {
    ...rest,
    reportDueAt: new Date(row.foundAt.getTime() + BREACH_REPORT_HOURS * 3_600_000).toISOString(),
    noticeProgress: progress,
  };
}

function indiaTime(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'hi' ? 'hi-IN' : 'en-IN', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  }).format(date);
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

/**
 * The parents' notice drafted from the record in one language (Rule 7(1): what, when, what data,
 * what we do, what you can do, whom to ask); the words are BREACH_NOTICE_TEXTS'. What staff typed
 * (what happened, what data) is quoted as typed.
 */
export function draftBreachNotice(
  incident: Pick<PrivacyIncidentRow, 'what' | 'foundAt' | 'dataAffected'>,
  locale: Locale,
  school: string,
  officer: string,
): string {
  const words = BREACH_NOTICE_TEXTS[locale];
  return [
    words.greeting,
    '',
    fill(words.intro, { school }),
    '',
    fill(words.what, { what: incident.what }),
    fill(words.when, { when: indiaTime(incident.foundAt, locale) }),
    fill(words.data, { data: incident.dataAffected }),
    '',
    words.doing,
    words.youCan,
    '',
    fill(words.ask, { officer }),
    '',
    school,
  ].join('\n');
}

function officerLine(settings: PrivacySettings, locale: Locale = 'en'): string {
  const officer = settings.grievanceOfficer;
  if (!officer.name || !officer.email) return BREACH_NOTICE_TEXTS[locale].office;
  return [officer.name, officer.email, officer.phone].filter(Boolean).join(', ');
}

/** Where breach notices are queued: the outbox of mail to many addresses (modules/subscriptions). */
export interface BreachNoticeOutbox {
  queue(incidentId: string, recipients: { email: string; language: Locale }[]): Promise<number>;
  progress(incidentId: string): Promise<SendProgress>;
  wake(): void;
}

export interface PrivacyRightsDependencies {
  repository: PrivacyRightsRepository;
  rateLimits: RateLimiter;
  audit: AuditLogService;
  mailer: { ready: boolean; send(mail: ParentMail, schoolName: string): Promise<void> };
  /** The school's name (in Hindi where the school gives one). */
  schoolName(locale?: Locale): Promise<string>;
  privacySettings(): Promise<PrivacySettings>;
  /** Every registered source of personal data (app.ts registers them). */
  sources(): PersonalDataSource[];
  /** A breach notice's recipients: the addresses of the enquiries sent between two days, each with its language. */
  recipientsBetween(from: string, to: string): Promise<{ email: string; language: Locale }[]>;
  outbox: BreachNoticeOutbox;
  log: { error(object: object, message: string): void };
}

const mailUnavailable = () =>
  new AppError(
    503,
    'MAIL_UNAVAILABLE',
    'The code could not be sent just now. Please try again in a few minutes.',
  );

export function createPrivacyRightsService(deps: PrivacyRightsDependencies) {
  const { repository, audit } = deps;

  async function requestRow(id: string): Promise<PrivacyRequestRow> {
    const row = await repository.findRequest(id);
    if (!row) throw new NotFoundError('Request not found');
    return row;
  }

  async function holdings(email: string): Promise<PersonalRecord[]> {
    const found = await Promise.all(deps.sources().map((source) => source.find(email)));
    return found.flat();
  }

  const countsBySource = (records: PersonalRecord[]) =>
    Object.fromEntries(
      deps.sources().map((source) => [source.name, records.filter((r) => r.source === source.name).length]),
    );

  async function incidentRow(id: string): Promise<PrivacyIncidentRow> {
    const row = await repository.findIncident(id);
    if (!row) throw new NotFoundError('Incident not found');
    return row;
  }

  const incident = async (row: PrivacyIncidentRow) =>
    toPrivacyIncident(row, await deps.outbox.progress(row.id));

  return {
    mailReady: deps.mailer.ready,

    /**
     * Step one: mails a one-time code to the address and answers the ticket the page carries to
     * step two. Nothing is a request yet. Limited per address (hashed in the counter) and per client.
     */
    async ask(input: PrivacyRequestAsk, clientAddress: string): Promise<{ ticket: string }> {
      if (!deps.mailer.ready) throw new ConflictError(PRIVACY_REQUEST_MESSAGES.mailOff);
      const rule = (limit: number) => ({ limit, windowMs: PRIVACY_CODE_LIMIT.windowMs });
      const message = (wait: string) => `Too many codes were asked for. Please wait ${wait} and try again.`;
      await deps.rateLimits.enforce(
        `privacy-code:address:${clientAddress}`,
        rule(PRIVACY_CODE_LIMIT.perAddress),
        message,
      );
      await deps.rateLimits.enforce(
        `privacy-code:email:${sha256(input.email).slice(0, 32)}`,
        rule(PRIVACY_CODE_LIMIT.perEmail),
        message,
      );
      const ticket = randomBytes(24).toString('base64url');
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await repository.addCode({
        ticketHash: sha256(ticket),
        codeHash: codeHash(ticket, code),
        email: input.email,
        kind: input.kind,
        correction: input.kind === 'correct' ? input.correction : '',
        locale: input.locale,
        expiresAt: new Date(Date.now() + PRIVACY_CODE_MINUTES * 60_000),
      });
      const school = await deps.schoolName();
      try {
        await deps.mailer.send(codeMail(input.email, code, input.kind, input.locale, school), school);
      } catch (error) {
        deps.log.error({ err: error }, 'privacy request code not delivered');
        throw mailUnavailable();
      }
      return { ticket };
    },

    /** Step two: the right code (in time, within the tries) makes the request; anything else a 400 naming why. */
    async confirm(input: PrivacyRequestConfirm): Promise<{ request: { _id: string; dueAt: string } }> {
      const expired = () => new ValidationError(PRIVACY_REQUEST_MESSAGES.expired, { code: ['expired'] });
      const pending = await repository.findCode(sha256(input.ticket));
      if (!pending || pending.expiresAt.getTime() <= Date.now() || pending.tries >= PRIVACY_CODE_TRIES)
        throw expired();
      if (!sameHash(pending.codeHash, codeHash(input.ticket, input.code))) {
        const tries = await repository.countWrongTry(pending.id);
        if (tries >= PRIVACY_CODE_TRIES) {
          await repository.removeCode(pending.id);
          throw expired();
        }
        throw new ValidationError(PRIVACY_REQUEST_MESSAGES.wrongCode, { code: ['wrong'] });
      }
      const row = await audit.transaction(async () => {
        if (!(await repository.takeCode(pending.id))) throw expired();
        const row = await repository.addRequest({
          kind: pending.kind,
          email: pending.email,
          correction: pending.correction,
          locale: pending.locale,
          dueAt: new Date(Date.now() + PRIVACY_REQUEST_DUE_DAYS * 86_400_000),
        });
        await audit.record({
          actor: null,
          action: 'create',
          entity: 'privacy-request',
          entityId: row.id,
          after: { kind: row.kind, dueAt: row.dueAt.toISOString() },
        });
        return row;
      });
      return { request: { _id: row.id, dueAt: row.dueAt.toISOString() } };
    },

    async list(query: PagedQuery): Promise<{ requests: PrivacyRequest[]; pagination: Pagination }> {
      const now = Date.now();
      const page = await repository.listRequests(query);
      return { requests: page.items.map((row) => toPrivacyRequest(row, now)), pagination: page.pagination };
    },

    counts: () => repository.requestCounts(),

    /**
     * Housekeeping: erases the requests closed more than Settings > Privacy's years ago (the proof
     * that they were answered is kept that long), with one audit entry per id, never the address.
     */
    async eraseClosedRequests(now: Date = new Date()): Promise<{ erased: number }> {
      const years = (await deps.privacySettings()).requestRetentionYears;
      const cutoff = new Date(now);
      cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years);
      const ids = await audit.transaction(async () => {
        const ids = await repository.eraseClosedBefore(cutoff);
        for (const id of ids)
          await audit.record({
            actor: null,
            action: 'erase',
            entity: 'privacy-request',
            entityId: id,
            after: { reason: 'retention', retentionYears: years },
          });
        return ids;
      });
      return { erased: ids.length };
    },

    /** One request with everything every source holds for its address; the viewing is recorded. */
    async get(id: string, actor: Actor | null) {
      const row = await requestRow(id);
      const records = await holdings(row.email);
      await audit.record({
        actor,
        action: 'view',
        entity: 'privacy-request',
        entityId: id,
        after: { records: countsBySource(records) },
      });
      const correctable = Object.fromEntries(
        deps.sources().map((source) => [source.name, [...(source.correctable ?? [])]]),
      );
      return { request: toPrivacyRequest(row), records, correctable };
    },

    /** Everything held for the request's address, as JSON or CSV; the export is recorded (counts only). */
    async export(id: string, format: 'json' | 'csv', actor: Actor | null): Promise<string> {
      const row = await requestRow(id);
      const records = await holdings(row.email);
      await audit.record({
        actor,
        action: 'export',
        entity: 'privacy-request',
        entityId: id,
        after: { format, records: countsBySource(records) },
      });
      if (format === 'json')
        return `${JSON.stringify({ exportedAt: new Date().toISOString(), records }, null, 2)}\n`;
      const lines = [['Source', 'Record', 'Created', 'Field', 'Value'].map(csvField).join(',')];
      for (const record of records)
        for (const [field, value] of Object.entries(record.fields))
          lines.push([record.source, record.id, record.createdAt, field, value].map(csvField).join(','));
      return `\uFEFF${lines.join('\r\n')}\r\n`;
    },

    /**
     * Erases everything every source holds for the request's address, in one transaction with the
     * audit entries (the request's, with counts; one per erased record, with its id).
     */
    async erase(id: string, actor: Actor | null): Promise<{ erased: Record<string, number> }> {
      const row = await requestRow(id);
      return audit.transaction(async () => {
        const erased: Record<string, number> = {};
        for (const source of deps.sources()) {
          const ids = await source.erase(row.email);
          erased[source.name] = ids.length;
          for (const recordId of ids)
            await audit.record({
              actor,
              action: 'erase',
              entity: source.name === 'enquiries' ? 'enquiry' : source.name,
              entityId: recordId,
              after: { reason: 'request', request: id },
            });
        }
        await audit.record({
          actor,
          action: 'erase',
          entity: 'privacy-request',
          entityId: id,
          after: { erased },
        });
        return { erased };
      });
    },

    /** Corrects one record of the request's address (the correct request's answer). */
    async correct(
      id: string,
      sourceName: string,
      recordId: string,
      fields: Record<string, string>,
      actor: Actor | null,
    ): Promise<{ records: PersonalRecord[] }> {
      const row = await requestRow(id);
      const source = deps.sources().find((s) => s.name === sourceName);
      if (!source?.correct) throw new NotFoundError(`No source '${sourceName}' that can be corrected`);
      const unknown = Object.keys(fields).filter((field) => !(source.correctable ?? []).includes(field));
      if (unknown.length > 0)
        throw new ValidationError(`fields cannot be corrected here: ${unknown.join(', ')}`, {
          fields: [`unknown: ${unknown.join(', ')}`],
        });
      await audit.transaction(async () => {
        if (!(await source.correct!(row.email, recordId, fields)))
          throw new NotFoundError('Record not found');
        await audit.record({
          actor,
          action: 'correct',
          entity: 'privacy-request',
          entityId: id,
          // The names of the fields changed, never their values.
          after: { source: sourceName, record: recordId, fields: Object.keys(fields) },
        });
      });
      return { records: await holdings(row.email) };
    },

    /** Marks the request done and mails the parent a short answer (after the close is stored). */
    async close(id: string, input: PrivacyRequestClose, actor: Actor | null) {
      await requestRow(id);
      const row = await audit.transaction(async () => {
        const row = await repository.closeRequest(id, actor?.name || actor?.email || null, input.answer);
        if (!row) throw new ConflictError('This request is already done');
        await audit.record({
          actor,
          action: 'close',
          entity: 'privacy-request',
          entityId: id,
          after: { status: 'done', answered: input.answer !== '' },
        });
        return row;
      });
      let mailed = false;
      if (deps.mailer.ready) {
        const school = await deps.schoolName();
        try {
          const officer = officerLine(await deps.privacySettings());
          await deps.mailer.send(
            answerMail(row.email, row.kind, row.locale, school, row.answer, officer),
            school,
          );
          mailed = true;
        } catch (error) {
          deps.log.error({ err: error, requestId: id }, 'privacy request answer not delivered');
        }
      }
      return { request: toPrivacyRequest(row), mailed };
    },

    incidents: {
      async create(input: PrivacyIncidentInput, actor: Actor | null): Promise<PrivacyIncident> {
        const settings = await deps.privacySettings();
        const foundAt = new Date(input.foundAt);
        const draft = async (locale: Locale) =>
          draftBreachNotice(
            { ...input, foundAt },
            locale,
            await deps.schoolName(locale),
            officerLine(settings, locale),
          );
        const [noticeText, noticeTextHi] = [await draft('en'), await draft('hi')];
        const created = await audit.transaction(async () => {
          const row = await repository.addIncident({ ...input, foundAt, noticeText, noticeTextHi });
          await audit.record({
            actor,
            action: 'create',
            entity: 'privacy-incident',
            entityId: row.id,
            after: { foundAt: row.foundAt.toISOString(), people: row.people },
          });
          return row;
        });
        return incident(created);
      },

      async list(query: PagedQuery): Promise<{ incidents: PrivacyIncident[]; pagination: Pagination }> {
        const page = await repository.listIncidents(query);
        return { incidents: await Promise.all(page.items.map(incident)), pagination: page.pagination };
      },

      async get(id: string): Promise<PrivacyIncident> {
        return incident(await incidentRow(id));
      },

      /**
       * Marks the Board's report made, or edits the notice. Once approved the notice is what parents
       * were sent (the outbox composes each mail from it), so it can no longer be changed.
       */
      async update(id: string, input: PrivacyIncidentUpdate, actor: Actor | null): Promise<PrivacyIncident> {
        const before = await incidentRow(id);
        const editsNotice = input.noticeText !== undefined || input.noticeTextHi !== undefined;
        if (editsNotice && before.noticeApprovedAt)
          throw new ConflictError('The notice has been approved and sent, so it can no longer be changed');
        const updated = await audit.transaction(async () => {
          const row = await repository.updateIncident(id, {
            ...(input.reportedAt === undefined
              ? {}
              : { reportedAt: input.reportedAt === null ? null : new Date(input.reportedAt) }),
            ...(input.noticeText === undefined ? {} : { noticeText: input.noticeText }),
            ...(input.noticeTextHi === undefined ? {} : { noticeTextHi: input.noticeTextHi }),
          });
          if (!row) throw new NotFoundError('Incident not found');
          await audit.record({
            actor,
            action: 'update',
            entity: 'privacy-incident',
            entityId: id,
            before: { reportedAt: before.reportedAt?.toISOString() ?? null },
            after: {
              reportedAt: row.reportedAt?.toISOString() ?? null,
              noticeEdited: editsNotice,
            },
          });
          return row;
        });
        return incident(updated);
      },

      /** How many addresses a send to this range would reach (staff see the number before sending). */
      async recipients(id: string, range: IncidentRecipientsQuery): Promise<{ count: number }> {
        await incidentRow(id);
        return { count: (await deps.recipientsBetween(range.from, range.to)).length };
      },

      /**
       * Approves the notice for the addresses of the enquiries in the range, only if their number is
       * still the one staff saw (409 otherwise): one mail per address (no parent sees another's), in
       * the language of the address's latest enquiry, queued in the outbox in the same transaction as
       * the incident's approval and its audit entry. The outbox sends them with retries; an address
       * already queued for this incident is not queued again.
       */
      async send(id: string, input: IncidentNoticeSend, actor: Actor | null) {
        const before = await incidentRow(id);
        if (!deps.mailer.ready)
          throw new ConflictError(
            'E-mail is not set up on this server (SMTP_URL), so the notice cannot be sent.',
          );
        if (before.noticeText.trim() === '')
          throw new ValidationError('noticeText is empty: write the notice first', {
            noticeText: ['empty'],
          });
        const { row, queued } = await audit.transaction(async () => {
          const recipients = await deps.recipientsBetween(input.from, input.to);
          if (recipients.length !== input.expectedCount)
            throw new ConflictError(
              `The range now has ${recipients.length} addresses, not ${input.expectedCount}: check the count again before sending`,
            );
          const queued = await deps.outbox.queue(id, recipients);
          const row = await repository.recordNoticeApproved(id, queued);
          if (!row) throw new NotFoundError('Incident not found');
          await audit.record({
            actor,
            action: 'send-notice',
            entity: 'privacy-incident',
            entityId: id,
            after: {
              from: input.from,
              to: input.to,
              addresses: recipients.length,
              queued,
              hindi: recipients.filter((r) => r.language === 'hi').length,
            },
          });
          return { row, queued };
        });
        deps.outbox.wake();
        return { incident: await incident(row), queued };
      },
    },
  };
}
export type PrivacyRightsService = ReturnType<typeof createPrivacyRightsService>;
