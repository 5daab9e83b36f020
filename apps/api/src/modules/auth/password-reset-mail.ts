import { PASSWORD_RESET_MINUTES } from '@skp/shared';
import { mailFrom } from '../../config';
import type { SmtpTransport } from '../../lib/mail-transports';

export interface PasswordResetMail {
  to: string;
  link: string;
  /** The school's name (its settings): the sender and the subject name it. */
  schoolName: string;
}

/**
 * Sends reset links over SMTP (SMTP_URL), through the lib's SMTP transport (plain text, marked
 * automatic); resolves when the server accepted the mail.
 */
export function createPasswordResetMailer(transport: SmtpTransport, from: string | undefined) {
  return {
    async send({ to, link, schoolName }: PasswordResetMail): Promise<void> {
      await transport.send({
        from: mailFrom(from, schoolName),
        to,
        subject: `Set a new password for the ${schoolName} website admin`,
        text:
          `Someone (we hope you) asked to set a new password for the website admin.\n\n` +
          `Open this link within ${PASSWORD_RESET_MINUTES} minutes to choose a new password; it works once:\n${link}\n\n` +
          `If you did not ask for this, ignore this e-mail: your password stays as it is.\n`,
      });
    },
    close() {
      transport.close();
    },
  };
}
export type PasswordResetMailer = ReturnType<typeof createPasswordResetMailer>;
