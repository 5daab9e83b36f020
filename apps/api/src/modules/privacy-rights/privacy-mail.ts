import {
  BREACH_NOTICE_TEXTS,
  escapeHtml,
  PRIVACY_CODE_MINUTES,
  type Locale,
  type PrivacyRequestKind,
} from '@skp/shared';
import { mailFrom } from '../../config';
import type { OutgoingMail, SmtpTransport } from '../../lib/mail-transports';
import { addressMail, htmlDocument, type MailContext } from '../subscriptions/subscription-mail';
import type { ClaimedSend } from '../subscriptions/subscription-outbox';
import type { PrivacyIncidentRow } from './privacy-rights.repository';

/** A mail to one parent: the code, the answer to a request, a breach notice. */
export interface ParentMail {
  to: string;
  subject: string;
  text: string;
}

/**
 * Mails to parents over the SMTP server the enquiries use (SMTP_URL), through the lib's SMTP
 * transport (`undefined` without one); `ready` is false then: no code can be sent and the page says
 * to write to the Grievance Officer. Only SMTP: EmailJS's template is the enquiry's. Each mail is
 * plain text, marked automatic, with the Message-ID nodemailer makes.
 */
export function createParentMailer(transport: SmtpTransport | undefined, from: string | undefined) {
  return {
    ready: transport !== undefined,
    /** Resolves when the mail server accepted the mail. */
    async send(mail: ParentMail, schoolName: string): Promise<void> {
      if (!transport) throw new Error('No SMTP server is set up (SMTP_URL)');
      await transport.send({
        from: mailFrom(from, schoolName),
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
      });
    },
    close() {
      transport?.close();
    },
  };
}
export type ParentMailer = ReturnType<typeof createParentMailer>;

const KIND_WORDS: Record<Locale, Record<PrivacyRequestKind, string>> = {
  en: {
    see: 'to see the personal data the school holds about you',
    correct: 'to correct the personal data the school holds about you',
    erase: 'to erase the personal data the school holds about you',
  },
  hi: {
    see: 'स्कूल के पास आपके बारे में रखा व्यक्तिगत डेटा देखने',
    correct: 'स्कूल के पास आपके बारे में रखा व्यक्तिगत डेटा सुधारने',
    erase: 'स्कूल के पास आपके बारे में रखा व्यक्तिगत डेटा मिटाने',
  },
};

/** The one-time code's mail, in the language of the page it was asked from. */
export function codeMail(to: string, code: string, kind: PrivacyRequestKind, locale: Locale, school: string) {
  if (locale === 'hi')
    return {
      to,
      subject: `${school}: आपका कोड ${code}`,
      text:
        `किसी ने (हमें आशा है आपने) ${school} की वेबसाइट पर ${KIND_WORDS.hi[kind]} का अनुरोध किया है।\n\n` +
        `आपका कोड: ${code}\n\nइसे ${PRIVACY_CODE_MINUTES} मिनट के भीतर उसी पेज पर लिखें। ` +
        `अगर आपने यह अनुरोध नहीं किया है, तो इस ई-मेल को अनदेखा करें: कुछ नहीं होगा।\n`,
    };
  return {
    to,
    subject: `${school}: your code is ${code}`,
    text:
      `Someone (we hope you) asked on the ${school} website ${KIND_WORDS.en[kind]}.\n\n` +
      `Your code: ${code}\n\nType it on the same page within ${PRIVACY_CODE_MINUTES} minutes. ` +
      `If you did not ask, ignore this e-mail: nothing will happen.\n`,
  };
}

/** The short answer mailed when staff close a request. */
export function answerMail(
  to: string,
  kind: PrivacyRequestKind,
  locale: Locale,
  school: string,
  answer: string,
  officer: string,
) {
  const extra = answer.trim() ? `\n\n${answer.trim()}` : '';
  if (locale === 'hi')
    return {
      to,
      subject: `${school}: आपके डेटा के अनुरोध का उत्तर`,
      text:
        `आपने ${KIND_WORDS.hi[kind]} का अनुरोध किया था। स्कूल ने यह अनुरोध पूरा कर दिया है।${extra}\n\n` +
        `कोई प्रश्न हो तो शिकायत अधिकारी को लिखें: ${officer}\n`,
    };
  return {
    to,
    subject: `${school}: the answer to your request about your data`,
    text:
      `You asked ${KIND_WORDS.en[kind]}. The school has now done what you asked.${extra}\n\n` +
      `If you have a question, write to our Grievance Officer: ${officer}\n`,
  };
}

/**
 * One parent's breach notice, as the outbox sends it: the Hindi text to an address whose enquiry was
 * in Hindi (the English one if staff left the Hindi empty), the English text otherwise. The
 * Message-ID is the send's, so a mail sent again after a crash is recognisably the same mail.
 */
export function composeBreachMail(
  send: ClaimedSend,
  incident: Pick<PrivacyIncidentRow, 'noticeText' | 'noticeTextHi'>,
  context: MailContext,
): OutgoingMail {
  const locale: Locale = send.language === 'hi' && incident.noticeTextHi.trim() !== '' ? 'hi' : 'en';
  const text = `${(locale === 'hi' ? incident.noticeTextHi : incident.noticeText).trim()}\n`;
  const subject = BREACH_NOTICE_TEXTS[locale].subject.replace('{{school}}', context.school);
  return addressMail(send, context, {
    kind: 'breach',
    subject,
    text,
    html: htmlDocument(locale, `<p style="white-space:pre-wrap">${escapeHtml(text)}</p>`),
    headers: { 'Auto-Submitted': 'auto-generated', 'Content-Language': locale },
  });
}
