import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@skp/shared';
import { ValidationError } from '../errors';
import { COMMON_PASSWORDS_TEXT } from './common-passwords';

/** argon2id at OWASP's minimum or stronger: 19 MiB, 2 passes. */
export const ARGON2_OPTIONS = {
  /** Algorithm.Argon2id (a const enum, which isolated modules cannot read). */
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

const COMMON = new Set(
  COMMON_PASSWORDS_TEXT.split('\n')
    .map((line) => line.trim().toLowerCase())
    .filter(Boolean),
);

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.trim().toLowerCase());
}

/** The password rules; throws a 400 naming the problem. */
export function assertAcceptablePassword(
  password: string,
  context: { email?: string; field?: string } = {},
): void {
  const fail = (message: string) => {
    throw new ValidationError(message, { [context.field ?? 'password']: [message] });
  };
  if (password.length < PASSWORD_MIN_LENGTH)
    fail(`The password must be at least ${PASSWORD_MIN_LENGTH} characters long`);
  if (password.length > PASSWORD_MAX_LENGTH)
    fail(`The password must be at most ${PASSWORD_MAX_LENGTH} characters long`);
  if (isCommonPassword(password))
    fail('This password is too common and easy to guess; please choose another');
  const local = context.email?.split('@')[0]?.toLowerCase();
  const lowered = password.toLowerCase();
  if (
    context.email &&
    (lowered === context.email.toLowerCase() || (local && local.length >= 4 && lowered === local))
  )
    fail('The password must not be your e-mail address');
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verifying against this costs the same as a real check, so unknown e-mails take as long as known ones. */
let dummyHash: Promise<string> | undefined;
export async function verifyDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword('dummy password for timing');
  await verifyPassword(await dummyHash, password);
}
