import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@skp/shared';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary, translations } from '@zxcvbn-ts/language-en';
import { ValidationError } from '../errors';

/** argon2id at OWASP's minimum or stronger: 19 MiB, 2 passes. */
export const ARGON2_OPTIONS = {
  /** Algorithm.Argon2id (a const enum, which isolated modules cannot read). */
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * zxcvbn's score (0-4: how many guesses a password would take) a password needs: 3 is "safely
 * unguessable", over 10^10 guesses. Below it, the password is refused as too easy to guess.
 */
export const MIN_PASSWORD_SCORE = 3;
export const WEAK_PASSWORD_MESSAGE = 'This password is too common and easy to guess; please choose another';

/** Words that make a password easy to guess here, whoever chooses it. */
const SITE_WORDS = [
  'skp',
  'vidya',
  'vihar',
  'skpvidyavihar',
  'deoghar',
  'baby steps',
  'cricket',
  'school',
  'admin',
];

const zxcvbn = new ZxcvbnFactory({
  translations,
  graphs: adjacencyGraphs,
  dictionary: { ...commonDictionary, ...englishDictionary },
});

/** zxcvbn's estimate for a password, counting the person's e-mail address and the site's own words as known. */
export function passwordScore(password: string, email?: string): number {
  const personal = email ? [email, ...email.split(/[@.+_-]/).filter((part) => part.length >= 3)] : [];
  return zxcvbn.check(password, [...SITE_WORDS, ...personal]).score;
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
  const local = context.email?.split('@')[0]?.toLowerCase();
  const lowered = password.toLowerCase();
  if (
    context.email &&
    (lowered === context.email.toLowerCase() || (local && local.length >= 4 && lowered === local))
  )
    fail('The password must not be your e-mail address');
  if (passwordScore(password, context.email) < MIN_PASSWORD_SCORE) fail(WEAK_PASSWORD_MESSAGE);
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
