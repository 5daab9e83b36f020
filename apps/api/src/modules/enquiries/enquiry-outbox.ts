import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { schoolIdentitySchema } from '@skp/shared';
import { mailFrom, type Config } from '../../config';
import { composeEnquiryMail } from './enquiry-mail';
import type { EnquiriesRepository } from './enquiries.repository';
import { createMailTransport, type MailTransport } from '../../lib/mail-transports';
import {
  createPollingWorker,
  errorText,
  exponentialBackoff,
  recordFailedAttempt,
  type OutboxRound,
  type RetryPolicy,
} from '../../lib/outbox';
import { SETTING_KEYS, type SettingsService } from '../settings/settings.service';

/** Only the mailbox of the stored contact details matters here. */
const contactMailboxSchema = z.object({ email: z.string().trim() });

export interface OutboxOptions extends RetryPolicy {
  /** Enquiries claimed per round. */
  batchSize: number;
  /** How often the worker looks for due enquiries. */
  pollIntervalMs: number;
  /** How long a claim keeps other workers off an enquiry; far longer than a send can take. */
  leaseSeconds: number;
}

export const DEFAULT_OUTBOX_OPTIONS: OutboxOptions = {
  batchSize: 10,
  pollIntervalMs: 5_000,
  leaseSeconds: 5 * 60,
  maxAttempts: 10,
  backoffSeconds: exponentialBackoff,
};

export interface EnquiryOutbox {
  readonly transport: MailTransport;
  /** Starts polling (start.ts does; tests call runOnce or start as they need). */
  start(): void;
  /** Stops polling and waits for a round in progress to finish. */
  stop(): Promise<void>;
  /** Asks a started worker to look for due enquiries now (called after an enquiry is stored). */
  wake(): void;
  /** Delivers every enquiry due now, one batch after another. */
  runOnce(): Promise<OutboxRound>;
  /** One line for the start-up log. */
  describe(): string;
}

export interface OutboxDependencies {
  repository: EnquiriesRepository;
  transport: MailTransport;
  /** The sender, asked at each send (it names the school as its settings say now). */
  mailFrom: () => Promise<string>;
  /** Where enquiries go: ENQUIRY_TO, else the contact e-mail in the database. */
  recipient(): Promise<string | undefined>;
  recipientSource: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  options?: Partial<OutboxOptions>;
}

export function createOutbox(deps: OutboxDependencies): EnquiryOutbox {
  const options = { ...DEFAULT_OUTBOX_OPTIONS, ...deps.options };
  const { repository, transport, log } = deps;

  async function deliverBatch(): Promise<OutboxRound & { claimed: number }> {
    const result = { sent: 0, retrying: 0, failed: 0, claimed: 0 };
    const claimed = await repository.claimDue(options.batchSize, options.leaseSeconds);
    result.claimed = claimed.length;
    if (claimed.length === 0) return result;
    const to = await deps.recipient();
    for (const row of claimed) {
      let failure: string | undefined;
      try {
        if (!to) throw new Error('No mailbox to send to: set ENQUIRY_TO or the contact e-mail in the admin');
        await transport.send(composeEnquiryMail(row, { from: await deps.mailFrom(), to }));
      } catch (error) {
        failure = errorText(error);
      }
      if (failure === undefined) {
        await repository.markSent(row.id, row.attempts);
        result.sent++;
        log.info({ enquiryId: row.id, attempts: row.attempts }, 'enquiry delivered');
        continue;
      }
      const outcome = await recordFailedAttempt(repository.markAttemptFailed, row, failure, options);
      result[outcome]++;
      const fields = { enquiryId: row.id, attempts: row.attempts, error: failure };
      if (outcome === 'failed') log.error(fields, 'enquiry delivery failed for good');
      else log.warn(fields, 'enquiry delivery failed; will retry');
    }
    return result;
  }

  async function runOnce(): Promise<OutboxRound> {
    const total = { sent: 0, retrying: 0, failed: 0 };
    if (transport.kind === 'none') return total;
    for (;;) {
      const batch = await deliverBatch();
      total.sent += batch.sent;
      total.retrying += batch.retrying;
      total.failed += batch.failed;
      if (batch.claimed < options.batchSize) return total;
    }
  }

  const worker = createPollingWorker({
    round: runOnce,
    pollIntervalMs: options.pollIntervalMs,
    log,
    failedMessage: 'enquiry outbox round failed; trying again later',
  });

  return {
    transport,
    start() {
      if (transport.kind !== 'none') worker.start();
    },
    async stop() {
      await worker.stop();
      transport.close();
    },
    wake: worker.wake,
    runOnce,
    describe() {
      if (transport.kind === 'none')
        return 'mail is off: enquiries are stored and shown in the admin but not e-mailed (set SMTP_URL or EMAILJS_SERVICE_ID, EMAILJS_TEMPLATE_ID and EMAILJS_PUBLIC_KEY)';
      return `enquiry mail: ${transport.description}, to ${deps.recipientSource}`;
    },
  };
}

/** The outbox of one server instance, wired from the configuration. */
export function createEnquiryOutbox(deps: {
  repository: EnquiriesRepository;
  settings: SettingsService;
  config: Config;
  log: OutboxDependencies['log'];
  transport?: MailTransport;
  options?: Partial<OutboxOptions>;
}): EnquiryOutbox {
  const { settings } = deps;
  const contactEmail = async () =>
    (await settings.get(SETTING_KEYS.contact, contactMailboxSchema))?.email || undefined;
  const { mail } = deps.config;
  return createOutbox({
    repository: deps.repository,
    transport: deps.transport ?? createMailTransport(mail),
    mailFrom: async () =>
      mailFrom(mail.from, (await settings.get(SETTING_KEYS.school, schoolIdentitySchema))?.name ?? 'School'),
    recipient: async () => mail.enquiryTo ?? (await contactEmail()),
    recipientSource: mail.enquiryTo ? `ENQUIRY_TO (${mail.enquiryTo})` : 'the contact e-mail in the database',
    log: deps.log,
    ...(deps.options ? { options: deps.options } : {}),
  });
}
