/**
 * The rate-limit keys that guard one account's sign-in: failures per account and network address
 * (the lock a person meets after wrong passwords) and wrong current passwords when changing it.
 * Named here, below both the auth and users modules, so a new password or an admin's unlock can
 * clear what sign-in counts.
 */
/**
 * Sign-in attempts that may reach the password check per 15-minute window: per account and
 * address pair (a stranger's failures lock the account only for the stranger's address), and per
 * address across accounts. Every attempt is counted before the check, in one statement per
 * counter; a correct password gives its attempts back. Current-password checks when changing the
 * password are limited per account the same way (docs/operations.md#security-and-operations, Accounts).
 */
export const SIGN_IN_LIMITS = {
  windowSeconds: 15 * 60,
  perAccountAndAddress: 5,
  perAddress: 20,
} as const;

/** What every account-and-address key starts with. */
export const SIGN_IN_PAIR = 'sign-in:pair:';

const signInKeysSuffix = (email: string) => `:${email}`;

export const signInKeys = {
  /** Failures for one account from one address. */
  pair: (address: string, email: string) => `${SIGN_IN_PAIR}${address}:${email}`,
  /**
   * How every address's pair key for one account ends (an e-mail address has no ':', so
   * ':a@x.org' never ends the key of 'ba@x.org').
   */
  pairsOf: (email: string) => signInKeysSuffix(email),
  /** The address of a pair key of `email` (what `pair` put between the prefix and the e-mail). */
  addressOfPair: (key: string, email: string) =>
    key.slice(SIGN_IN_PAIR.length, key.length - signInKeysSuffix(email).length),
  /** Failures from one address across accounts. */
  address: (address: string) => `sign-in:address:${address}`,
  /** Wrong current passwords when one account changes its password. */
  passwordChange: (userId: string) => `password-change:${userId}`,
};
