import { emailSchema, type User } from '@skp/shared';
import type { UsersService } from '../modules/users/users.service';

/**
 * Creates an admin from ADMIN_EMAIL + ADMIN_PASSWORD when there is no account at all; returns it,
 * or null when accounts already exist. A bad e-mail or a weak password stops the start with a clear error.
 */
export async function createFirstAdmin(
  users: UsersService,
  email: string,
  password: string,
): Promise<User | null> {
  if ((await users.count()) > 0) return null;
  const parsed = emailSchema.safeParse(email);
  if (!parsed.success) throw new Error(`ADMIN_EMAIL is not a valid e-mail address: ${email}`);
  try {
    return await users.create({ email: parsed.data, name: 'Administrator', role: 'admin', password }, null);
  } catch (error) {
    throw new Error(`ADMIN_PASSWORD was refused: ${(error as Error).message}`, { cause: error });
  }
}
