import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { PASSWORD_RESET_MINUTES } from '@skp/shared';

export interface PasswordResetMail {
  to: string;
  link: string;
}

/** Sends reset links over SMTP (SMTP_URL); resolves when the server accepted the mail. */
export function createPasswordResetMailer(smtpUrl: string, from: string) {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  } satisfies SMTPTransport.Options);
  return {
    async send({ to, link }: PasswordResetMail): Promise<void> {
      await transporter.sendMail({
        from,
        to,
        subject: 'Set a new password for the S.K.P. Vidya Vihar website admin',
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
