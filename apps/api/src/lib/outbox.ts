import type { FastifyBaseLogger } from 'fastify';

/**
 * What the outboxes have in common (enquiries to the office; notices, digests and breach notices to
 * subscribers): rows claimed from the database, sent, and on failure tried again later with a growing
 * wait until they are given up; and a worker that looks for due rows every few seconds, or at once
 * when woken, never running two rounds at a time.
 */

export interface OutboxRound {
  sent: number;
  retrying: number;
  failed: number;
}

export interface RetryPolicy {
  /** Attempts before a row is marked failed. */
  maxAttempts: number;
  /** Seconds to wait before the next attempt, after `attempt` failed attempts. */
  backoffSeconds(attempt: number): number;
}

/** 1, 2, 4, ... minutes, at most 2 hours: 10 attempts span about 6 hours of mail server trouble. */
export function exponentialBackoff(attempt: number): number {
  return Math.min(60 * 2 ** Math.max(0, attempt - 1), 2 * 60 * 60);
}

/** An error as one line of at most 500 characters, as stored on the row and logged. */
export function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\s+/g, ' ').trim().slice(0, 500) || 'Unknown error';
}

type MarkAttemptFailed = (
  id: string,
  attempts: number,
  error: string,
  outcome: { giveUp: true } | { giveUp: false; retryInSeconds: number },
) => Promise<unknown>;

/**
 * Records a failed attempt of a claimed row: given up after the policy's last attempt, else due
 * again after its backoff. Answers which, for the round's counts and the log.
 */
export async function recordFailedAttempt(
  markAttemptFailed: MarkAttemptFailed,
  row: { id: string; attempts: number },
  failure: string,
  policy: RetryPolicy,
): Promise<'failed' | 'retrying'> {
  const giveUp = row.attempts >= policy.maxAttempts;
  await markAttemptFailed(
    row.id,
    row.attempts,
    failure,
    giveUp ? { giveUp } : { giveUp, retryInSeconds: policy.backoffSeconds(row.attempts) },
  );
  return giveUp ? 'failed' : 'retrying';
}

export interface PollingWorker {
  /** Starts polling (at once); a second start is ignored. */
  start(): void;
  /** Stops polling and waits for a round in progress to finish. */
  stop(): Promise<void>;
  /** A round now, or right after the one in progress (something was queued). */
  wake(): void;
}

/**
 * Runs `round` every `pollIntervalMs` while started. A failed round is logged as `failedMessage`
 * and tried again at the next interval; a wake during a round runs another right after it.
 */
export function createPollingWorker(deps: {
  round: () => Promise<unknown>;
  pollIntervalMs: number;
  log: Pick<FastifyBaseLogger, 'warn'>;
  failedMessage: string;
}): PollingWorker {
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let inProgress: Promise<void> | undefined;
  let wokenDuringRound = false;

  function schedule(delayMs: number) {
    if (!running) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delayMs);
    timer.unref();
  }

  function tick() {
    if (!running || inProgress) return;
    inProgress = (async () => {
      do {
        wokenDuringRound = false;
        try {
          await deps.round();
        } catch (error) {
          deps.log.warn({ error: errorText(error) }, deps.failedMessage);
        }
      } while (running && wokenDuringRound);
    })().finally(() => {
      inProgress = undefined;
      schedule(deps.pollIntervalMs);
    });
  }

  return {
    start() {
      if (running) return;
      running = true;
      schedule(0);
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      await inProgress;
    },
    wake() {
      if (!running) return;
      if (inProgress) wokenDuringRound = true;
      else schedule(0);
    },
  };
}
