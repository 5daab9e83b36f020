import { randomBytes } from 'node:crypto';
import { PASSWORD_RESET_MINUTES, type PasswordResetConfirm, type PasswordResetRequest } from '@skp/shared';
import { ConflictError, ValidationError } from '../../errors';
import type { RateLimiter } from '../../lib/rate-limiter';
import { assertAcceptablePassword } from '../../lib/passwords';
import type { UsersService } from '../users/users.service';
import type { AuditLogService } from '../audit-log/audit-log.service';
import { hashToken } from './auth.service';
import type { PasswordResetMailer } from './password-reset-mail';
import type { PasswordResetRepository } from './password-reset.repository';

/** Reset links asked for per window: per account and per client address. */
export const PASSWORD_RESET_LIMITS = { windowSeconds: 60 * 60, perAccount: 3, perAddress: 10 } as const;

export const RESET_BY_MAIL_OFF_MESSAGE =
  'E-mail is not set up on this server, so a reset link cannot be sent. Ask an admin to set a new password for you under Accounts.';
/** Seconds before each further try to send a reset mail the mail server did not take. */
export const RESET_MAIL_RETRY_SECONDS = [5, 30] as const;

export const RESET_LINK_SENT_MESSAGE = `If that address has an account, a link to set a new password is on its way. It works once, for ${PASSWORD_RESET_MINUTES} minutes.`;
const RESET_LINK_INVALID_MESSAGE =
  'This link has expired or has already been used. Ask for a new one from the sign-in page.';

export function createPasswordResetService(deps: {
  repository: PasswordResetRepository;
  /** The one rate limiter (app.rateLimits): counters in the database, shared by every instance. */
  rateLimits: RateLimiter;
  users: UsersService;
  /** Undefined when no SMTP server is configured: then only an admin can reset a password. */
  mailer: PasswordResetMailer | undefined;
  publicUrl: string;
  /** The school's name (its settings), asked at each mail. */
  schoolName(): Promise<string>;
  /** Where a reset mail that could not be delivered is recorded for staff. */
  audit: Pick<AuditLogService, 'record'>;
  log: { error(object: object, message: string): void };
  retrySeconds?: readonly number[];
}) {
  const { repository, rateLimits, users, mailer, audit, log } = deps;
  const retrySeconds = deps.retrySeconds ?? RESET_MAIL_RETRY_SECONDS;
  const deliveries = new Set<Promise<void>>();
  const waits = new Set<{ timer: NodeJS.Timeout; done(): void }>();
  let closing = false;

  function pause(seconds: number): Promise<void> {
    return new Promise((resolve) => {
      const wait = {
        timer: setTimeout(() => {
          waits.delete(wait);
          resolve();
        }, seconds * 1000),
        done: resolve,
      };
      wait.timer.unref();
      waits.add(wait);
    });
  }

  /** Makes the link and mails it, trying again later when the mail server does not take it. */
  async function deliver(email: string): Promise<void> {
    const user = await users.findForSignIn(email);
    if (!user || !mailer) return;
    await repository.removeStale();
    const token = randomBytes(32).toString('base64url');
    await repository.create({
      tokenHash: hashToken(token),
      userId: user.id,
      expiresAt: new Date(Date.now() + PASSWORD_RESET_MINUTES * 60_000),
    });
    const link = `${deps.publicUrl}/admin/reset-password?token=${encodeURIComponent(token)}`;
    for (let attempt = 0; ; attempt++) {
      try {
        await mailer.send({ to: user.email, link, schoolName: await deps.schoolName() });
        return;
      } catch (error) {
        const retryIn = retrySeconds[attempt];
        if (retryIn === undefined || closing) {
          const reason = error instanceof Error ? error.message : String(error);
          log.error({ err: error, userId: user.id }, 'password reset mail not delivered');
          await audit.record({
            actor: null,
            action: 'password-reset-mail-failed',
            entity: 'users',
            entityId: user.id,
            after: { email: user.email, attempts: attempt + 1, reason },
          });
          return;
        }
        await pause(retryIn);
      }
    }
  }

  function countAttempt(key: string, limit: number) {
    return rateLimits.enforce(
      key,
      { limit, windowMs: PASSWORD_RESET_LIMITS.windowSeconds * 1000 },
      (wait) => `Too many reset links were asked for. Please wait ${wait} and try again.`,
    );
  }

  return {
    /** Whether the sign-in page offers 'Forgot password?' by e-mail. */
    byMail: mailer !== undefined,

    /**
     * Mails a single-use link to the account, if there is one, after answering: the answer is the
     * same, as fast, either way, so the form does not tell who has an account.
     */
    async request(input: PasswordResetRequest, address: string): Promise<{ message: string }> {
      if (!mailer) throw new ConflictError(RESET_BY_MAIL_OFF_MESSAGE);
      await countAttempt(`password-reset:address:${address}`, PASSWORD_RESET_LIMITS.perAddress);
      await countAttempt(`password-reset:account:${input.email}`, PASSWORD_RESET_LIMITS.perAccount);
      // Answered before anything depends on whether the account exists: the same work and the same
      // answer either way, and a mail server's trouble is never shown to the one asking.
      const delivery = deliver(input.email)
        .catch((error) => log.error({ err: error }, 'password reset not prepared'))
        .finally(() => deliveries.delete(delivery));
      deliveries.add(delivery);
      return { message: RESET_LINK_SENT_MESSAGE };
    },

    /** Resolves when every reset mail asked for so far was sent or given up (tests, shutdown). */
    async settled(): Promise<void> {
      while (deliveries.size > 0) await Promise.all([...deliveries]);
    },

    /** Stops waiting to try again and lets mails being sent finish (the server is stopping). */
    async close(): Promise<void> {
      closing = true;
      for (const wait of waits) {
        clearTimeout(wait.timer);
        wait.done();
      }
      waits.clear();
      await this.settled();
    },

    /** Sets the new password from a link: once, within its time; every session of the account ends. */
    async confirm(input: PasswordResetConfirm): Promise<void> {
      const invalid = () => new ValidationError(RESET_LINK_INVALID_MESSAGE, { token: ['expired or used'] });
      const tokenHash = hashToken(input.token);
      const pending = await repository.findLive(tokenHash);
      const user = pending ? await users.findRowById(pending) : undefined;
      if (!user) throw invalid();
      // A refused password (too common, ...) leaves the link usable for a second try.
      assertAcceptablePassword(input.newPassword, { email: user.email, field: 'newPassword' });
      const userId = await repository.consume(tokenHash);
      if (userId !== user.id) throw invalid();
      await users.setPassword(
        userId,
        input.newPassword,
        { id: user.id, email: user.email, name: user.name, role: user.role },
        'newPassword',
      );
      await repository.removeForUser(userId);
    },
  };
}
export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
