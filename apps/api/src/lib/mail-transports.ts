import nodemailer from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool';
import type { Config } from '../config';

/** What EmailJS's template is given (docs/requirements.md#api-calls), values cleaned of control characters. */
export interface EmailJsTemplateParams {
  to_email: string;
  from_name: string;
  from_email: string;
  from_phone: string;
  message: string;
  reply_to: string;
}

/**
 * A mail as SMTP sends it. A one-off mail (a parent's code) may be plain text only and leave its
 * Message-ID to nodemailer (`<random@the sender's domain>`); a mail an outbox may send again
 * (OutgoingMail) has both parts and its own Message-ID.
 */
export interface SmtpMail {
  from: string;
  to: string;
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
  /** Absent: a text/plain mail with no HTML part. */
  html?: string;
  /** Absent: nodemailer makes one. */
  messageId?: string;
  /** The enquiry the mail carries (its X-Enquiry-Id header). */
  enquiryId?: string;
  /** Extra headers (a subscriber's List-Unsubscribe); SMTP only: EmailJS sends its template's. */
  headers?: Record<string, string>;
}

/**
 * Any mail the server sends through an outbox (an enquiry to the office, a notice to a subscriber):
 * the enquiry's mail is one, with its id; a subscriber's carries its List-Unsubscribe headers.
 */
export interface OutgoingMail extends SmtpMail {
  html: string;
  messageId: string;
  templateParams: EmailJsTemplateParams;
}

/** One way of delivering a mail. `send` resolves only when the mail was accepted. */
export interface MailTransport {
  readonly kind: 'smtp' | 'emailjs' | 'none';
  /** For the start-up log; never contains credentials. */
  readonly description: string;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** SMTP, which sends any SmtpMail (no EmailJS template needed). */
export interface SmtpTransport extends MailTransport {
  readonly kind: 'smtp';
  send(mail: SmtpMail): Promise<void>;
}

export interface SmtpTransportOptions {
  connectionTimeoutMs?: number;
  socketTimeoutMs?: number;
  /** Connections kept open and used at once (MAIL_POOL_CONNECTIONS, default 5). */
  poolConnections?: number;
}

/**
 * SMTP through nodemailer, pooled: up to `poolConnections` connections stay open and mails sent at
 * once share them, so a burst (an urgent alert to every subscriber) goes at the mail server's rate
 * instead of one connection per mail. SMTP_URL may carry options as query parameters (e.g.
 * ?ignoreTLS=true).
 */
export function createSmtpTransport(smtpUrl: string, options: SmtpTransportOptions = {}): SmtpTransport {
  const connectionTimeout = options.connectionTimeoutMs ?? 15_000;
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: options.poolConnections ?? 5,
    connectionTimeout,
    greetingTimeout: connectionTimeout,
    socketTimeout: options.socketTimeoutMs ?? 30_000,
  } satisfies SMTPPool.Options);
  let where = 'the configured server';
  try {
    const parsed = new URL(smtpUrl);
    where = `${parsed.hostname}:${parsed.port || (parsed.protocol === 'smtps:' ? 465 : 587)}`;
  } catch {
    // Described generically; nodemailer reports a bad URL when sending.
  }
  return {
    kind: 'smtp',
    description: `SMTP via ${where} (pool of ${options.poolConnections ?? 5})`,
    async send(mail) {
      await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        subject: mail.subject,
        text: mail.text,
        ...(mail.html !== undefined ? { html: mail.html } : {}),
        ...(mail.messageId !== undefined ? { messageId: mail.messageId } : {}),
        headers: {
          ...(mail.enquiryId ? { 'X-Enquiry-Id': mail.enquiryId } : {}),
          'Auto-Submitted': 'auto-generated',
          ...mail.headers,
        },
      });
    },
    close() {
      transporter.close();
    },
  };
}

export type EmailJsConfig = NonNullable<Config['mail']['emailJs']>;

/** The EmailJS REST call the original site's browser made (docs/requirements.md#api-calls), made from the server instead. */
export function createEmailJsTransport(
  settings: EmailJsConfig,
  options: { fetch?: typeof fetch; timeoutMs?: number } = {},
): MailTransport {
  const doFetch = options.fetch ?? fetch;
  return {
    kind: 'emailjs',
    description: `EmailJS (${new URL(settings.url).host}, service ${settings.serviceId})`,
    async send(mail) {
      const body = {
        service_id: settings.serviceId,
        template_id: settings.templateId,
        user_id: settings.publicKey,
        ...(settings.privateKey ? { accessToken: settings.privateKey } : {}),
        template_params: mail.templateParams,
      };
      const response = await doFetch(settings.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
      });
      if (response.status !== 200) {
        const detail = (await response.text().catch(() => '')).replace(/\s+/g, ' ').slice(0, 200);
        throw new Error(`EmailJS answered ${response.status}${detail ? `: ${detail}` : ''}`);
      }
    },
    close() {},
  };
}

/** Stores only: enquiries stay pending in the database and are shown in the admin. */
export const noMailTransport: MailTransport = {
  kind: 'none',
  description: 'none',
  async send() {
    throw new Error('Mail is off: set SMTP_URL or the EMAILJS_* settings');
  },
  close() {},
};

/** EmailJS when its ids are set, else SMTP when SMTP_URL is set, else none. */
export function createMailTransport(mail: Config['mail']): MailTransport {
  if (mail.emailJs) return createEmailJsTransport(mail.emailJs);
  if (mail.smtpUrl) return createSmtpTransport(mail.smtpUrl, { poolConnections: mail.poolConnections });
  return noMailTransport;
}
