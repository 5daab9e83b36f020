import { describe, expect, it } from 'vitest';
import {
  assertAcceptablePassword,
  MIN_PASSWORD_SCORE,
  passwordScore,
  WEAK_PASSWORD_MESSAGE,
} from './passwords';

function refusal(password: string, email?: string): string | undefined {
  try {
    assertAcceptablePassword(password, email ? { email } : {});
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('password strength (zxcvbn with its common and English dictionaries)', () => {
  it.each(['password123', 'QWERTY123', 'iloveyou', 'sunshine', 'P@ssw0rd2024', 'Summer2025', 'letmein!!'])(
    'refuses the guessable %j as too common',
    (password) => {
      expect(passwordScore(password)).toBeLessThan(MIN_PASSWORD_SCORE);
      expect(refusal(password)).toBe(WEAK_PASSWORD_MESSAGE);
    },
  );

  it('counts the site and the person as known words, not only the dictionaries', () => {
    expect(refusal('skpvidyavihar2024')).toBe(WEAK_PASSWORD_MESSAGE);
    expect(refusal('Rameshkumar1985', 'rameshkumar@school.test')).toBe(WEAK_PASSWORD_MESSAGE);
    expect(refusal('Rameshkumar1985', 'office@school.test')).toBeUndefined();
  });

  it.each(['Chalk-and-Blackboard-42', 'Monsoon over the Trikut hills', 'Browser-tests-only-2025'])(
    'accepts the passphrase %j',
    (password) => {
      expect(passwordScore(password)).toBeGreaterThanOrEqual(MIN_PASSWORD_SCORE);
      expect(refusal(password)).toBeUndefined();
    },
  );

  it('still checks the length first', () => {
    expect(refusal('Ab1!')).toBe('The password must be at least 8 characters long');
  });
});
