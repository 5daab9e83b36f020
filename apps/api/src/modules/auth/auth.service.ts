import { createHash, randomBytes } from 'node:crypto';
import type { LoginInput, PasswordChangeInput, User } from '@skp/shared';
import { UnauthorizedError, ValidationError } from '../../errors';
import type { Actor } from '../../lib/actor';
import { verifyDummy, verifyPassword } from '../../lib/passwords';
import { tooManyRequests, type RateLimiter } from '../../lib/rate-limiter';
import { SIGN_IN_LIMITS, signInKeys } from '../../lib/sign-in-keys';
import type { AuditLogService } from '../audit-log/audit-log.service';
import { toUser, type UsersService } from '../users/users.service';
import type { AuthRepository } from './auth.repository';

const windowMs = SIGN_IN_LIMITS.windowSeconds * 1000;
/** A session ends after this long even when used all the time. */
export const SESSION_MAX_AGE_HOURS = 7 * 24;
/** lastSeenAt is written at most this often, to spare the database. */
const TOUCH_EVERY_MS = 60_000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export interface AuthServiceDeps {
  repository: AuthRepository;
  users: UsersService;
  audit: AuditLogService;
  rateLimits: RateLimiter;
  idleMinutes: number;
}

export function createAuthService({ repository, users, audit, rateLimits, idleMinutes }: AuthServiceDeps) {
  const idleMs = idleMinutes * 60_000;

  async function startSession(userId: string): Promise<string> {
    const token = newSessionToken();
    await repository.createSession({
      tokenHash: hashToken(token),
      userId,
      expiresAt: new Date(Date.now() + idleMs),
    });
    return token;
  }

  return {
    /** Checks the password, counts failures per account and address, and starts a new session. */
    async signIn(input: LoginInput, address: string): Promise<{ token: string; user: User }> {
      const pairKey = signInKeys.pair(address, input.email);
      const addressKey = signInKeys.address(address);
      const rule = { windowMs, limit: SIGN_IN_LIMITS.perAddress };
      const fromAddress = await rateLimits.hit(addressKey, rule);
      if (!fromAddress.allowed)
        throw tooManyRequests(
          fromAddress,
          (minutes) =>
            `Too many failed sign-in attempts from your network address. Please wait ${minutes} and try again.`,
        );
      const pair = await rateLimits.hit(pairKey, { ...rule, limit: SIGN_IN_LIMITS.perAccountAndAddress });
      if (!pair.allowed) {
        await rateLimits.refund(addressKey);
        throw tooManyRequests(
          pair,
          (minutes) =>
            `Too many failed sign-in attempts for this account from your network address. Please wait ${minutes} and try again.`,
        );
      }

      const row = await users.findForSignIn(input.email);
      const ok = row
        ? await verifyPassword(row.passwordHash, input.password)
        : (await verifyDummy(input.password), false);
      if (!row || !ok) throw new UnauthorizedError('Wrong e-mail address or password');
      await rateLimits.reset(pairKey);
      await rateLimits.refund(addressKey);
      const token = await startSession(row.id);
      const user = toUser(row);
      await audit.record({
        actor: { ...user, id: row.id },
        action: 'sign-in',
        entity: 'session',
        entityId: row.id,
      });
      return { token, user };
    },

    /** The person behind a session token, sliding the idle expiry; null when none or expired. */
    async resolve(token: string | undefined): Promise<Actor | null> {
      if (!token || token.length > 200) return null;
      const found = await repository.findLiveSession(hashToken(token));
      if (!found) return null;
      const { session, user } = found;
      const now = Date.now();
      if (now - session.createdAt.getTime() > SESSION_MAX_AGE_HOURS * 3_600_000) {
        await repository.deleteSessionByHash(session.tokenHash);
        return null;
      }
      if (now - session.lastSeenAt.getTime() > TOUCH_EVERY_MS)
        await repository.touchSession(session.id, new Date(now + idleMs));
      return { id: user.id, email: user.email, name: user.name, role: user.role };
    },

    async signOut(token: string | undefined): Promise<void> {
      if (token) await repository.deleteSessionByHash(hashToken(token));
    },

    /** Checks the current password, sets the new one, ends every session and starts a fresh one. */
    async changePassword(actor: Actor, input: PasswordChangeInput): Promise<{ token: string }> {
      const row = await users.findRowById(actor.id);
      if (!row) throw new UnauthorizedError('Please sign in');
      const limitKey = signInKeys.passwordChange(actor.id);
      await rateLimits.enforce(
        limitKey,
        { windowMs, limit: SIGN_IN_LIMITS.perAccountAndAddress },
        (minutes) => `Too many wrong current passwords. Please wait ${minutes} and try again.`,
      );
      if (!(await verifyPassword(row.passwordHash, input.currentPassword))) {
        const message = 'The current password is not correct';
        throw new ValidationError(message, { currentPassword: [message] });
      }
      if (input.newPassword === input.currentPassword) {
        const message = 'The new password must differ from the current one';
        throw new ValidationError(message, { newPassword: [message] });
      }
      await rateLimits.reset(limitKey);
      await users.setPassword(actor.id, input.newPassword, actor, 'newPassword');
      return { token: await startSession(actor.id) };
    },

    /** Deletes sessions past their idle expiry; returns how many (plugins/housekeeping.ts). */
    pruneExpiredSessions(): Promise<number> {
      return repository.deleteExpiredSessions();
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
