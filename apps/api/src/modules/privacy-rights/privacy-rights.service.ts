import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  BREACH_REPORT_HOURS,
  PRIVACY_CODE_LIMIT,
  PRIVACY_CODE_MINUTES,
  PRIVACY_CODE_TRIES,
  PRIVACY_REQUEST_DUE_DAYS,
  PRIVACY_REQUEST_MESSAGES,
  type IncidentNoticeSend,
  type IncidentRecipientsQuery,
  type PersonalRecord,
  type PrivacyIncident,
  type PrivacyIncidentInput,
  type PrivacyIncidentUpdate,
  type PrivacyRequest,
  type PrivacyRequestAsk,
  type PrivacyRequestClose,
  type PrivacyRequestConfirm,
  type PrivacySettings,
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

export function toPrivacyIncident(row: PrivacyIncidentRow): PrivacyIncident {
  const { updatedAt: _updatedAt, ...rest } = serializeRow(row);
  return {
    ...rest,
    reportDueAt: new Date(row.foundAt.getTime() + BREACH_REPORT_HOURS * 3_600_000).toISOString(),
  };
}

function indiaTime(date: Date): string {
  return new Intl.DateTimeFormat('en-IN', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  }).format(date);
}

/** The parents' notice drafted from the record (Rule 7(1): what, when, what data, what we do, what you can do, whom to ask). */
export function draftBreachNotice(
  incident: Pick<PrivacyIncidentRow, 'what' | 'foundAt' | 'dataAffected'>,
  school: string,
  officer: string,
): string {
  return [
    'Dear parent,',
    '',
    `We are writing to tell you about a problem with personal data that ${school} holds about you or your child.`,
    '',
    `What happened: ${incident.what}`,
    `When we found it: ${indiaTime(incident.foundAt)}`,
    `What data it concerns: ${incident.dataAffected}`,
    '',
    'What we are doing: we have stopped the problem, we are checking what else it may have touched, and we are reporting it to the Data Protection Board of India.',
    'What you can do: be careful with unexpected calls, messages or e-mails that mention the school or your child, and never share a password or a one-time code.',
    '',
    `If you have a question, write to our Grievance Officer: ${officer}.`,
    '',
    school,
  ].join('\n');
}

function officerLine(settings: PrivacySettings): string {
  const officer = settings.grievanceOfficer;
  if (!officer.name || !officer.email) return 'the school office';
  return [officer.name, officer.email, officer.phone].filter(Boolean).join(', ');
}

export interface PrivacyRightsDependencies {
  repository: PrivacyRightsRepository;
  rateLimits: RateLimiter;
  audit: AuditLogService;
  mailer: { ready: boolean; send(mail: ParentMail, schoolName: string): Promise<void> };
  schoolName(): Promise<string>;
  privacySettings(): Promise<PrivacySettings>;
  /** Every registered source of personal data (app.ts registers them). */
  sources(): PersonalDataSource[];
  /** A breach notice's recipients: the addresses of the enquiries sent between two days. */
  emailsBetween(from: string, to: string): Promise<string[]>;
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

    async list(): Promise<PrivacyRequest[]> {
      const now = Date.now();
      return (await repository.listRequests()).map((row) => toPrivacyRequest(row, now));
    },

    counts: () => repository.requestCounts(),

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
        const school = await deps.schoolName();
        const officer = officerLine(await deps.privacySettings());
        const foundAt = new Date(input.foundAt);
        return audit.transaction(async () => {
          const row = await repository.addIncident({
            ...input,
            foundAt,
            noticeText: draftBreachNotice({ ...input, foundAt }, school, officer),
          });
          await audit.record({
            actor,
            action: 'create',
            entity: 'privacy-incident',
            entityId: row.id,
            after: { foundAt: row.foundAt.toISOString(), people: row.people },
          });
          return toPrivacyIncident(row);
        });
      },

      async list(): Promise<PrivacyIncident[]> {
        return (await repository.listIncidents()).map(toPrivacyIncident);
      },

      async get(id: string): Promise<PrivacyIncident> {
        return toPrivacyIncident(await incidentRow(id));
      },

      async update(id: string, input: PrivacyIncidentUpdate, actor: Actor | null): Promise<PrivacyIncident> {
        const before = await incidentRow(id);
        return audit.transaction(async () => {
          const row = await repository.updateIncident(id, {
            ...(input.reportedAt === undefined
              ? {}
              : { reportedAt: input.reportedAt === null ? null : new Date(input.reportedAt) }),
            ...(input.noticeText === undefined ? {} : { noticeText: input.noticeText }),
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
              noticeEdited: input.noticeText !== undefined,
            },
          });
          return toPrivacyIncident(row);
        });
      },

      /** How many addresses a send to this range would reach (staff see the number before sending). */
      async recipients(id: string, range: IncidentRecipientsQuery): Promise<{ count: number }> {
        await incidentRow(id);
        return { count: (await deps.emailsBetween(range.from, range.to)).length };
      },

      /**
       * Sends the notice, one mail per address (no parent sees another's address), to the addresses of
       * the enquiries in the range, only if their number is still the one staff saw; records how many
       * were accepted by the mail server.
       */
      async send(id: string, input: IncidentNoticeSend, actor: Actor | null) {
        const incident = await incidentRow(id);
        if (!deps.mailer.ready)
          throw new ConflictError(
            'E-mail is not set up on this server (SMTP_URL), so the notice cannot be sent.',
          );
        if (incident.noticeText.trim() === '')
          throw new ValidationError('noticeText is empty: write the notice first');
        const addresses = await deps.emailsBetween(input.from, input.to);
        if (addresses.length !== input.expectedCount)
          throw new ConflictError(
            `The range now has ${addresses.length} addresses, not ${input.expectedCount}: check the count again before sending`,
          );
        const school = await deps.schoolName();
        let sent = 0;
        let failed = 0;
        for (const to of addresses) {
          try {
            await deps.mailer.send(
              { to, subject: `${school}: about your personal data`, text: incident.noticeText },
              school,
            );
            sent++;
          } catch (error) {
            failed++;
            deps.log.error({ err: error, incidentId: id }, 'breach notice not delivered to one address');
          }
        }
        const row = await audit.transaction(async () => {
          const row = await repository.recordNoticeSent(id, sent);
          await audit.record({
            actor,
            action: 'send-notice',
            entity: 'privacy-incident',
            entityId: id,
            after: { from: input.from, to: input.to, sent, failed },
          });
          return row!;
        });
        return { incident: toPrivacyIncident(row), sent, failed };
      },
    },
  };
}
export type PrivacyRightsService = ReturnType<typeof createPrivacyRightsService>;
