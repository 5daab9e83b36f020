import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { PASSWORD_RESET_MINUTES } from '@skp/shared';
import { mailFrom } from '../../config';

export interface PasswordResetMail {
  to: string;
  link: string;
  /** The school's name (its settings): the sender and the subject name it. */
  schoolName: string;
}

/** Sends reset links over SMTP (SMTP_URL); resolves when the server accepted the mail. */
export function createPasswordResetMailer(smtpUrl: string, from: string | undefined) {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  } satisfies SMTPTransport.Options);
  return {
    async send({ to, link, schoolName }: PasswordResetMail): Promise<void> {
      await transporter.sendMail({
        from: mailFrom(from, schoolName),
        to,
        subject: `Set a new password for the ${schoolName} website admin`,
        text:
          `Someone (we hope you) asked to set a new password for the website admin.\n\n` +
          `Open this link within ${PASSWORD_RESET_MINUTES} minutes to choose a new password; it works once:\n${link}\n\n` +
          `If you did not ask for this, ignore this e-mail: your password stays as it is.\n`,
        headers: { 'Auto-Submitted': 'auto-generated' },
      });
    },
    close() {
      transporter.close();
    },
  };
}
export type PasswordResetMailer = ReturnType<typeof createPasswordResetMailer>;
