import type { FastifyBaseLogger } from 'fastify';
import type { MailTransport, OutgoingMail } from '../../lib/mail-transports';
import {
  createPollingWorker,
  errorText,
  exponentialBackoff,
  recordFailedAttempt,
  type OutboxRound,
  type RetryPolicy,
} from '../../lib/outbox';
import {
  composeConfirmMail,
  composeDigestMail,
  composeItemMail,
  type MailContext,
} from './subscription-mail';
import {
  yieldToPages,
  type AddressRecipient,
  type AddressSendKind,
  type AnnouncedItem,
  type ClaimedSend,
  type SubscriptionsRepository,
} from './subscriptions.repository';
import { PushSubscriptionGoneError, type PushSender } from './push-sender';
import { composePushMessage } from './subscription-push-message';

export type { AddressRecipient, AddressSendKind, ClaimedSend };

/** Composes one mail of a kind sent to addresses (null: nothing to send any more, e.g. its record is gone). */
export type AddressSender = (send: ClaimedSend, context: MailContext) => Promise<OutgoingMail | null>;

export interface SubscriptionOutboxOptions extends RetryPolicy {
  batchSize: number;
  /** Sends of a batch in flight at once (mails share the SMTP pool; notifications, keep-alive connections). */
  concurrency: number;
  pollIntervalMs: number;
  leaseSeconds: number;
  /** The clock (tests move it to a digest day's 07:00). */
  now(): Date;
}

export const DEFAULT_SUBSCRIPTION_OUTBOX_OPTIONS: SubscriptionOutboxOptions = {
  batchSize: 50,
  concurrency: 10,
  pollIntervalMs: 5_000,
  leaseSeconds: 5 * 60,
  maxAttempts: 10,
  backoffSeconds: exponentialBackoff,
  now: () => new Date(),
};

/** The day of the week (0 = Sunday) and the date in India, and whether it is 07:00 there yet. */
export function indiaDay(at: Date): { day: number; date: string; afterSeven: boolean } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Kolkata',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
      weekday: 'short',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  const day = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.weekday ?? '');
  return { day, date: `${parts.year}-${parts.month}-${parts.day}`, afterSeven: Number(parts.hour) >= 7 };
}

export interface SubscriptionOutbox {
  start(): void;
  stop(): Promise<void>;
  wake(): void;
  /** Queues what went live (and the digests due), then delivers everything due now (until stopped). */
  runOnce(): Promise<OutboxRound & { queued: number; dropped: number }>;
  /**
   * The sender of a kind of mail to addresses (a module registers its own kind once, as it is built),
   * and the transport its mails go through when it is not the enquiries' (a breach notice: SMTP only).
   */
  register(kind: AddressSendKind, sender: AddressSender, transport?: MailTransport): void;
  /** Queues one mail of `kind` per address (inside the caller's transaction); answers how many were new. */
  queueToAddresses(kind: AddressSendKind, itemId: string, recipients: AddressRecipient[]): Promise<number>;
  /** Queued, sent and failed mails of one item. */
  progress: SubscriptionsRepository['progress'];
}

/**
 * The outbox of mail to many addresses. For subscribers: each round records the notices and events that went live and queues
 * one send per matching subscriber (once: the sends' unique key), queues the weekly digests whose
 * day and hour (07:00 India time) have come, then delivers the due sends through the same mail
 * transport as the enquiries, and the phones' notifications through their push services, with the
 * same retries: `concurrency` sends of a batch at once. A send is marked sent only after the mail
 * server or push service accepted it; a crash in between sends those in flight again (a mail with
 * the same Message-ID, a notification with the same tag), never the others. A push service's 404 or
 * 410 deletes the phone's subscription. `stop()` lets the batch in flight finish and claims no more.
 * Other modules queue mail to addresses of their own kind (a breach notice) and register its sender;
 * it goes out with the same batches, retries and crash safety.
 */
export function createSubscriptionOutbox(deps: {
  repository: SubscriptionsRepository;
  transport: MailTransport;
  push: PushSender;
  context: (locale: 'en' | 'hi') => Promise<MailContext>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  options?: Partial<SubscriptionOutboxOptions>;
}): SubscriptionOutbox {
  const options = { ...DEFAULT_SUBSCRIPTION_OUTBOX_OPTIONS, ...deps.options };
  const { repository, transport, log } = deps;
  /** Set by stop(): the round in flight ends after its batch (SIGTERM mid-send). */
  let closing = false;
  /** The India date whose digests this process has queued (once a day; a restart's second try is a no-op). */
  let digestsQueuedFor = '';
  const senders = new Map<string, { compose: AddressSender; transport: MailTransport }>();

  /** A batch's notices and events, read once per batch (not once per send). */
  type ItemOf = (kind: 'notice' | 'event', id: string) => Promise<AnnouncedItem | undefined>;
  function itemsOfBatch(): ItemOf {
    const items = new Map<string, Promise<AnnouncedItem | undefined>>();
    return (kind, id) => {
      const key = `${kind}:${id}`;
      let item = items.get(key);
      if (!item) {
        item = repository.item(kind, id);
        items.set(key, item);
      }
      return item;
    };
  }

  /** The mail of one send, or null when there is nothing to say (an item deleted, an empty week). */
  async function compose(send: ClaimedSend, itemOf: ItemOf): Promise<OutgoingMail | null> {
    const context = await deps.context(send.language);
    const sender = senders.get(send.kind);
    if (sender) return sender.compose(send, context);
    if (send.kind === 'confirm') return composeConfirmMail(send, context);
    if (send.pending) return null;
    if (send.kind === 'digest') {
      const items = await repository.weekItems(send.topics, options.now());
      return items.length > 0 ? composeDigestMail(send, items, context) : null;
    }
    if (send.kind !== 'notice' && send.kind !== 'event')
      throw new Error(`No sender is registered for the mail kind '${send.kind}'`);
    const item = await itemOf(send.kind, send.itemId);
    return item ? composeItemMail(send, item, context) : null;
  }

  /** Delivers one send: 'gone' when the push service says the phone's subscription no longer exists. */
  async function deliver(send: ClaimedSend, itemOf: ItemOf): Promise<'sent' | 'gone'> {
    if (send.channel === 'push') {
      // Phones get the items (and the urgent alert); confirmations and digests are e-mail's.
      if (!send.push || (send.kind !== 'notice' && send.kind !== 'event')) return 'sent';
      const item = await itemOf(send.kind, send.itemId);
      if (!item) return 'sent';
      try {
        await deps.push.send(send.push, composePushMessage(send, item));
      } catch (error) {
        if (error instanceof PushSubscriptionGoneError) return 'gone';
        throw error;
      }
      return 'sent';
    }
    const mail = await compose(send, itemOf);
    if (mail) await (senders.get(send.kind)?.transport ?? transport).send(mail);
    return 'sent';
  }

  async function handle(
    send: ClaimedSend,
    itemOf: ItemOf,
    result: { sent: number; retrying: number; failed: number; dropped: number },
  ) {
    let failure: string | undefined;
    try {
      if ((await deliver(send, itemOf)) === 'gone' && send.subscriptionId) {
        await repository.deleteById(send.subscriptionId);
        result.dropped++;
        log.info({ sendId: send.id }, 'push subscription gone (404/410): deleted');
        return;
      }
    } catch (error) {
      failure = errorText(error);
    }
    if (failure === undefined) {
      await repository.markSent(send.id, send.attempts);
      result.sent++;
      return;
    }
    const outcome = await recordFailedAttempt(repository.markAttemptFailed, send, failure, options);
    result[outcome]++;
    if (outcome === 'failed')
      log.error({ sendId: send.id, error: failure }, 'subscriber send failed for good');
    else
      log.warn(
        { sendId: send.id, attempts: send.attempts, error: failure },
        'subscriber send failed; will retry',
      );
  }

  async function deliverBatch() {
    const result = { sent: 0, retrying: 0, failed: 0, dropped: 0, claimed: 0 };
    // The pages waiting are served before the claim (the embedded database runs on this event loop).
    await yieldToPages();
    const claimed = await repository.claimDue(
      options.batchSize,
      options.leaseSeconds,
      transport.kind === 'none' ? ['push'] : ['email', 'push'],
    );
    result.claimed = claimed.length;
    const queue = [...claimed];
    const itemOf = itemsOfBatch();
    const worker = async () => {
      for (let send = queue.shift(); send; send = queue.shift()) {
        // Each send's work (its mail built or its notification encrypted, its row marked) is short,
        // but the page requests that came in meanwhile go first.
        await yieldToPages();
        await handle(send, itemOf, result);
      }
    };
    await Promise.all(
      Array.from({ length: Math.max(1, Math.min(options.concurrency, queue.length)) }, worker),
    );
    return result;
  }

  async function runOnce() {
    const total = { sent: 0, retrying: 0, failed: 0, dropped: 0, queued: 0 };
    total.queued += await repository.queueAnnouncements();
    // A rotated VAPID key pair is deleted once no phone uses it (its last phone renewed, stopped or expired).
    await repository.deleteUnusedVapidKeys();
    const today = indiaDay(options.now());
    if (today.afterSeven && digestsQueuedFor !== today.date) {
      total.queued += await repository.queueDigests(today.day, today.date);
      digestsQueuedFor = today.date;
    }
    for (;;) {
      if (closing) return total;
      const batch = await deliverBatch();
      total.sent += batch.sent;
      total.retrying += batch.retrying;
      total.failed += batch.failed;
      total.dropped += batch.dropped;
      if (batch.claimed < options.batchSize) return total;
    }
  }

  const worker = createPollingWorker({
    round: runOnce,
    pollIntervalMs: options.pollIntervalMs,
    log,
    failedMessage: 'subscriber outbox round failed; trying again later',
  });

  return {
    start() {
      closing = false;
      // The VAPID keys are made on first start (not at the first phone's visit).
      deps.push.publicKey().catch((error: unknown) => {
        log.warn({ error: errorText(error) }, 'could not make or read the VAPID keys; trying again later');
      });
      worker.start();
    },
    async stop() {
      closing = true;
      await worker.stop();
    },
    wake: worker.wake,
    runOnce,
    register(kind, sender, ownTransport = transport) {
      if (senders.has(kind)) throw new Error(`A sender for '${kind}' mail is registered twice`);
      senders.set(kind, { compose: sender, transport: ownTransport });
    },
    queueToAddresses: (kind, itemId, recipients) => repository.queueToAddresses(kind, itemId, recipients),
    progress: (kind, itemId) => repository.progress(kind, itemId),
  };
}
