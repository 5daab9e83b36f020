import { escapeHtml } from '@skp/shared';
import type { EmailJsTemplateParams } from '../../lib/mail-transports';

/** What the outbox sends for one stored enquiry; every transport gets this same message. */
export interface EnquiryMail {
  enquiryId: string;
  kind: 'enquiry' | 'admission';
  from: string;
  to: string;
  /** The visitor: answering the mail answers them. */
  replyTo: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
  /** Stable per enquiry, so a mailbox can recognise a repeated delivery. */
  messageId: string;
  templateParams: EmailJsTemplateParams;
}

export interface StoredEnquiry {
  id: string;
  kind: 'enquiry' | 'admission';
  name: string;
  email: string;
  phone: string;
  message: string;
  details: Record<string, string>;
  createdAt: Date;
}

/**
 * Plain text as the visitor wrote it, minus what could disguise or break the mail: control
 * characters (except newline and tab) and bidirectional overrides; line breaks become \n.
 */
export function cleanText(value: string): string {
  return (
    value
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g, '')
      .replace(/[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g, '')
  );
}

/** One line (subjects, names): cleaned, with line breaks and tabs folded into spaces. */
export function cleanLine(value: string, max = 200): string {
  const line = cleanText(value).replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

const ADMISSION_FIELDS = [
  ['studentName', 'Student name'],
  ['dateOfBirth', 'Date of birth'],
  ['classSought', 'Class sought'],
  ['parentName', 'Parent name'],
] as const;

function receivedAt(date: Date): string {
  return new Intl.DateTimeFormat('en-IN', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  }).format(date);
}

function mailDomain(from: string): string {
  const match = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from);
  return match?.[1] ?? 'localhost';
}

export function composeEnquiryMail(
  enquiry: StoredEnquiry,
  envelope: { from: string; to: string },
): EnquiryMail {
  const name = cleanLine(enquiry.name, 100);
  const email = cleanLine(enquiry.email, 254);
  const phone = cleanLine(enquiry.phone, 60);
  const message = cleanText(enquiry.message).trim();
  const isAdmission = enquiry.kind === 'admission';

  const rows: [string, string][] = [];
  if (isAdmission) {
    for (const [key, label] of ADMISSION_FIELDS) rows.push([label, cleanLine(enquiry.details[key] ?? '')]);
  } else {
    rows.push(['Name', name]);
  }
  rows.push(['Email', email], ['Phone', phone]);

  const heading = isAdmission ? 'Admission enquiry from the website' : 'Enquiry from the website';
  const subject = isAdmission
    ? cleanLine(
        `Admission enquiry: ${enquiry.details.studentName ?? name} (${enquiry.details.classSought ?? ''})`,
      )
    : cleanLine(`Website enquiry from ${name}`);
  const received = receivedAt(enquiry.createdAt);

  const text = [
    heading,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    'Message:',
    message || '(none)',
    '',
    `Received ${received} (reference ${enquiry.id}).`,
    `Reply to this e-mail to answer ${name} directly.`,
    '',
  ].join('\n');

  const cell = 'padding:4px 12px 4px 0;vertical-align:top;text-align:left';
  const html = [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a">',
    `<h2 style="margin:0 0 12px">${escapeHtml(heading)}</h2>`,
    '<table style="border-collapse:collapse">',
    ...rows.map(
      ([label, value]) =>
        `<tr><th style="${cell}">${escapeHtml(label)}</th><td style="${cell}">${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    '<h3 style="margin:16px 0 4px">Message</h3>',
    `<div style="white-space:pre-wrap">${escapeHtml(message || '(none)')}</div>`,
    `<p style="color:#555;font-size:12px">Received ${escapeHtml(received)} (reference ${escapeHtml(enquiry.id)}). ` +
      `Reply to this e-mail to answer ${escapeHtml(name)} directly.</p>`,
    '</body></html>',
  ].join('\n');

  const detailsText = isAdmission
    ? ADMISSION_FIELDS.map(([key, label]) => `${label}: ${cleanLine(enquiry.details[key] ?? '')}`).join('\n')
    : '';
  return {
    enquiryId: enquiry.id,
    kind: enquiry.kind,
    from: envelope.from,
    to: envelope.to,
    replyTo: { name, address: email },
    subject,
    text,
    html,
    messageId: `<enquiry-${enquiry.id}@${mailDomain(envelope.from)}>`,
    templateParams: {
      to_email: envelope.to,
      from_name: name,
      from_email: email,
      from_phone: phone,
      message: detailsText ? `${detailsText}\n\n${message}`.trim() : message,
      reply_to: email,
    },
  };
}
