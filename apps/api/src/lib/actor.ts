import type { UserRole } from '@skp/shared';

/** The signed-in person behind a write; services receive it so the audit log can name them. */
export interface Actor {
  id: string;
  email: string;
  name: string;
  role: UserRole;
}
