import type { User, UserCreateInput, UserUpdateInput } from '@skp/shared';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors';
import type { Actor } from '../../lib/actor';
import { assertAcceptablePassword, hashPassword } from '../../lib/passwords';
import type { RateLimiter } from '../../lib/rate-limiter';
import { SIGN_IN_LIMITS, SIGN_IN_PAIR, signInKeys } from '../../lib/sign-in-keys';
import type { AuditLogService } from '../audit-log/audit-log.service';
import type { UserRow, UsersRepository } from './users.repository';

export function toUser(row: UserRow): User {
  return {
    _id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export interface UsersServiceDeps {
  repository: UsersRepository;
  audit: AuditLogService;
  /** The counters sign-in keeps: a new password or an admin's unlock clears the account's. */
  rateLimits: RateLimiter;
}

export function createUsersService({ repository, audit, rateLimits }: UsersServiceDeps) {
  /**
   * Forgets the account's failed sign-ins (from every address) and wrong current passwords, and
   * gives each address back the failures this account cost it (at most the per-account limit: the
   * tries refused after it were never counted there), so colleagues behind the same address are
   * not left nearer to their own lock.
   */
  async function clearSignInLocks(row: { id: string; email: string }, previousEmail = row.email) {
    for (const email of new Set([row.email, previousEmail])) {
      const cleared = await rateLimits.resetMatching(SIGN_IN_PAIR, signInKeys.pairsOf(email));
      for (const { key, count } of cleared)
        await rateLimits.refund(
          signInKeys.address(signInKeys.addressOfPair(key, email)),
          Math.min(count, SIGN_IN_LIMITS.perAccountAndAddress),
        );
    }
    await rateLimits.reset(signInKeys.passwordChange(row.id));
  }

  async function findOrFail(id: string) {
    const row = await repository.findById(id);
    if (!row) throw new NotFoundError('User not found');
    return row;
  }

  async function assertEmailFree(email: string, exceptId?: string) {
    const existing = await repository.findByEmail(email);
    if (existing && existing.id !== exceptId)
      throw new ConflictError('An account with this e-mail already exists');
  }

  return {
    async list(): Promise<User[]> {
      return (await repository.list()).map(toUser);
    },

    async get(id: string): Promise<User> {
      return toUser(await findOrFail(id));
    },

    /** For sign-in only: the row with its password hash. */
    findForSignIn(email: string): Promise<UserRow | undefined> {
      return repository.findByEmail(email);
    },

    findRowById(id: string): Promise<UserRow | undefined> {
      return repository.findById(id);
    },

    count(): Promise<number> {
      return repository.count();
    },

    async create(input: UserCreateInput, actor: Actor | null): Promise<User> {
      assertAcceptablePassword(input.password, { email: input.email });
      await assertEmailFree(input.email);
      const passwordHash = await hashPassword(input.password);
      return audit.transaction(async () => {
        const row = await repository.insert({
          email: input.email,
          name: input.name,
          role: input.role,
          passwordHash,
        });
        const user = toUser(row);
        await audit.record({ actor, action: 'create', entity: 'user', entityId: row.id, after: user });
        return user;
      });
    },

    async update(id: string, input: UserUpdateInput, actor: Actor): Promise<User> {
      const before = await findOrFail(id);
      await assertEmailFree(input.email, id);
      if (before.role === 'admin' && input.role !== 'admin' && (await repository.countAdmins()) <= 1)
        throw new ForbiddenError('The last admin cannot be made an editor; make someone else admin first');
      if (input.password) assertAcceptablePassword(input.password, { email: input.email });
      const passwordHash = input.password ? await hashPassword(input.password) : undefined;
      return audit.transaction(async () => {
        const row = await repository.update(id, {
          email: input.email,
          name: input.name,
          role: input.role,
          ...(passwordHash ? { passwordHash } : {}),
        });
        if (!row) throw new NotFoundError('User not found');
        // A new password or a lost role ends that person's sessions.
        if (input.password || before.role !== row.role || before.email !== row.email)
          await repository.endSessions(id);
        // An admin's new password is for someone locked out by wrong tries: it lifts the lock.
        if (input.password) await clearSignInLocks(row, before.email);
        const after = toUser(row);
        await audit.record({
          actor,
          action: 'update',
          entity: 'user',
          entityId: id,
          before: toUser(before),
          after: { ...after, ...(input.password ? { passwordChanged: true } : {}) },
        });
        return after;
      });
    },

    async remove(id: string, actor: Actor): Promise<void> {
      const before = await findOrFail(id);
      if (id === actor.id) throw new ForbiddenError('You cannot delete your own account');
      if (before.role === 'admin' && (await repository.countAdmins()) <= 1)
        throw new ForbiddenError('The last admin cannot be deleted');
      await audit.transaction(async () => {
        await repository.remove(id);
        await audit.record({ actor, action: 'delete', entity: 'user', entityId: id, before: toUser(before) });
      });
    },

    /** Sets a new password (after the caller checked the old one); ends every session of the user. */
    async setPassword(id: string, password: string, actor: Actor, field = 'password'): Promise<void> {
      const user = await findOrFail(id);
      assertAcceptablePassword(password, { email: user.email, field });
      const passwordHash = await hashPassword(password);
      await audit.transaction(async () => {
        await repository.update(id, { passwordHash });
        await repository.endSessions(id);
        await clearSignInLocks(user);
        await audit.record({ actor, action: 'password-change', entity: 'user', entityId: id });
      });
    },

    /** An admin lifts the lock wrong passwords put on an account (every address), audit-logged. */
    async unlock(id: string, actor: Actor): Promise<User> {
      const row = await findOrFail(id);
      await audit.transaction(async () => {
        await clearSignInLocks(row);
        await audit.record({ actor, action: 'unlock', entity: 'user', entityId: id });
      });
      return toUser(row);
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
