import type { UserRole } from '@skp/shared';

/** The signed-in person behind a write; services receive it so the audit log can name them. */
export interface Actor {
  id: string;
  email: string;
  name: string;
  role: UserRole;
}

/** Where writes are recorded (the audit-log module's service fits it). */
export interface AuditSink {
  /**
   * Runs a write and the `record` of it as one transaction: both are stored or neither is.
   * Repositories' queries inside `work` join it; files are touched only after it commits.
   */
  transaction<T>(work: () => Promise<T>): Promise<T>;
  record(entry: {
    actor: Actor | null;
    action: string;
    entity: string;
    entityId?: string | null;
    before?: unknown;
    after?: unknown;
  }): Promise<void>;
}
