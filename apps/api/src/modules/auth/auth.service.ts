import { createHash, randomBytes } from 'node:crypto';
import type { LoginInput, PasswordChangeInput, User } from '@skp/shared';
import { TooManyRequestsError, UnauthorizedError, ValidationError } from '../../errors';
import type { Actor } from '../../lib/actor';
import { verifyDummy, verifyPassword } from '../../lib/passwords';
import type { AuditLogService } from '../audit-log/audit-log.service';
import { toUser, type UsersService } from '../users/users.service';
import type { AuthRepository } from './auth.repository';

/** Failed sign-ins allowed per window, per account and per client address. */
export const SIGN_IN_LIMITS = {
  windowSeconds: 15 * 60,
  perAccount: 5,
  perAddress: 20,
} as const;
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
  idleMinutes: number;
}

export function createAuthService({ repository, users, audit, idleMinutes }: AuthServiceDeps) {
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

  async function assertNotLimited(key: string, limit: number, who: string) {
    const { count, resetsInSeconds } = await repository.readCounter(key, SIGN_IN_LIMITS.windowSeconds);
    if (count >= limit) {
      const minutes = Math.max(1, Math.ceil(resetsInSeconds / 60));
      throw new TooManyRequestsError(
        `Too many failed sign-in attempts ${who}. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
        resetsInSeconds,
      );
    }
  }

  return {
    /** Checks the password, counts failures per account and address, and starts a new session. */
    async signIn(input: LoginInput, address: string): Promise<{ token: string; user: User }> {
      const accountKey = `sign-in:account:${input.email}`;
      const addressKey = `sign-in:address:${address}`;
      await assertNotLimited(accountKey, SIGN_IN_LIMITS.perAccount, 'for this account');
      await assertNotLimited(addressKey, SIGN_IN_LIMITS.perAddress, 'from your network address');

      const row = await users.findForSignIn(input.email);
      const ok = row
        ? await verifyPassword(row.passwordHash, input.password)
        : (await verifyDummy(input.password), false);
      if (!row || !ok) {
        await repository.incrementCounter(accountKey, SIGN_IN_LIMITS.windowSeconds);
        await repository.incrementCounter(addressKey, SIGN_IN_LIMITS.windowSeconds);
        throw new UnauthorizedError('Wrong e-mail address or password');
      }
      await repository.clearCounter(accountKey);
      await repository.deleteExpiredSessions();
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
      if (!(await verifyPassword(row.passwordHash, input.currentPassword))) {
        const message = 'The current password is not correct';
        throw new ValidationError(message, { currentPassword: [message] });
      }
      if (input.newPassword === input.currentPassword) {
        const message = 'The new password must differ from the current one';
        throw new ValidationError(message, { newPassword: [message] });
      }
      await users.setPassword(actor.id, input.newPassword, actor, 'newPassword');
      return { token: await startSession(actor.id) };
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
