import type { PersonalRecord } from '@skp/shared';

/**
 * One place the site keeps personal data by e-mail address (enquiries; later e-mail subscriptions).
 * Privacy > Requests shows, exports and erases what every registered source holds for an address
 * (app.ts registers each with services.privacyRights.registerSource): a new kind of data is one registration there.
 * `erase` and `correct` run inside the caller's transaction (the audit entry is in the same one).
 */
export interface PersonalDataSource {
  /** Its name in the admin and the export: 'enquiries'. */
  readonly name: string;
  /** Every record held for the address (compared without regard to case). */
  find(email: string): Promise<PersonalRecord[]>;
  /** Erases every record held for the address; answers the erased records' ids. */
  erase(email: string): Promise<string[]>;
  /** Corrects one record of the address (the fields it names); false when it holds no such record. */
  correct?(email: string, id: string, fields: Record<string, string>): Promise<boolean>;
  /** The fields `correct` accepts. */
  readonly correctable?: readonly string[];
}
