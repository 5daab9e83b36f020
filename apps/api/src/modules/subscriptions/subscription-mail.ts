import {
  escapeHtml,
  localePath,
  SUBSCRIBE_CONFIRM_PATH,
  SUBSCRIBE_PAGE_PATH,
  SUBSCRIPTION_MAIL_TEXTS,
  UNSUBSCRIBE_PATH,
  type Locale,
} from '@skp/shared';
import type { OutgoingMail } from '../../lib/mail-transports';
import type { AnnouncedItem, ClaimedSend } from './subscriptions.repository';

type Texts = (typeof SUBSCRIPTION_MAIL_TEXTS)[Locale];

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');
}

export interface MailContext {
  /** PUBLIC_URL: every link is absolute. */
  origin: string;
  from: string;
  /** The school's name in the subscriber's language. */
  school: string;
}

/** The links of a subscriber's mails: confirm, unsubscribe (also the List-Unsubscribe address). */
export function subscriberLinks(origin: string, token: string, locale: Locale) {
  const query = `?token=${encodeURIComponent(token)}`;
  return {
    confirm: `${origin}${localePath(SUBSCRIBE_CONFIRM_PATH, locale)}${query}`,
    unsubscribe: `${origin}${localePath(UNSUBSCRIBE_PATH, locale)}${query}`,
    page: `${origin}${localePath(SUBSCRIBE_PAGE_PATH, locale)}`,
  };
}

function itemUrl(origin: string, item: AnnouncedItem, locale: Locale): string {
  return `${origin}${localePath(`/${item.kind === 'notice' ? 'notices' : 'events'}/${item.slug}`, locale)}`;
}

function dateText(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'hi' ? 'hi-IN' : 'en-IN', {
    dateStyle: 'long',
    timeZone: 'Asia/Kolkata',
  }).format(date);
}

/** A light page: no pictures, no tracking, system fonts; readable as the text part is. */
export function htmlDocument(locale: Locale, body: string): string {
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head><body style="font-family:system-ui,sans-serif;font-size:16px;line-height:1.5;color:#222;max-width:36em;margin:0 auto;padding:1em">${body}</body></html>`;
}

function footer(texts: Texts, context: MailContext, links: ReturnType<typeof subscriberLinks>) {
  const why = fill(texts.why, { school: context.school });
  return {
    text: `--\n${why}\n${texts.unsubscribe}: ${links.unsubscribe}\n${texts.change}: ${links.page}\n`,
    html: `<hr style="border:0;border-top:1px solid #ccc;margin:2em 0 1em"><p style="font-size:14px;color:#555">${escapeHtml(why)}<br><a href="${escapeHtml(links.unsubscribe)}">${escapeHtml(texts.unsubscribe)}</a> · <a href="${escapeHtml(links.page)}">${escapeHtml(texts.change)}</a></p>`,
  };
}

/**
 * A mail of the subscriber outbox to one address (a subscriber's, or another module's kind, such as
 * a breach notice): its Message-ID stable per send (`<kind>-<send id>@<site's host>`), so a
 * repeated delivery after a crash is recognisable as the same mail.
 */
export function addressMail(
  send: ClaimedSend,
  context: MailContext,
  mail: { kind: string; subject: string; text: string; html: string; headers?: Record<string, string> },
): OutgoingMail {
  const host = new URL(context.origin).hostname || 'localhost';
  return {
    from: context.from,
    to: send.email,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: `<${mail.kind}-${send.id}@${host}>`,
    headers: mail.headers ?? {},
    templateParams: {
      to_email: send.email,
      from_name: context.school,
      from_email: send.email,
      from_phone: '',
      message: mail.text,
      reply_to: send.email,
    },
  };
}

function base(send: ClaimedSend, context: MailContext, subject: string, text: string, html: string) {
  return addressMail(send, context, { kind: 'subscription', subject, text, html });
}

/** The one-click unsubscribe headers (RFC 2369 and RFC 8058) of every mail after the confirmation. */
function listHeaders(unsubscribe: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** The confirmation mail: the only mail an address gets before its link is opened. */
export function composeConfirmMail(send: ClaimedSend, context: MailContext): OutgoingMail {
  const texts = SUBSCRIPTION_MAIL_TEXTS[send.language];
  const links = subscriberLinks(context.origin, send.token, send.language);
  const values = { school: context.school };
  const text = [
    fill(texts.confirmIntro, values),
    '',
    texts.confirmAction,
    links.confirm,
    '',
    texts.confirmIgnore,
    '',
  ].join('\n');
  const html = htmlDocument(
    send.language,
    `<p>${escapeHtml(fill(texts.confirmIntro, values))}</p><p>${escapeHtml(texts.confirmAction)}<br><a href="${escapeHtml(links.confirm)}">${escapeHtml(links.confirm)}</a></p><p>${escapeHtml(texts.confirmIgnore)}</p>`,
  );
  return base(send, context, fill(texts.confirmSubject, values), text, html);
}

/** One notice or event, right after it goes live. */
export function composeItemMail(send: ClaimedSend, item: AnnouncedItem, context: MailContext): OutgoingMail {
  const locale = send.language;
  const texts = SUBSCRIPTION_MAIL_TEXTS[locale];
  const links = subscriberLinks(context.origin, send.token, locale);
  const url = itemUrl(context.origin, item, locale);
  const label = item.kind === 'notice' ? texts.newNotice : texts.newEvent;
  const end = footer(texts, context, links);
  const text = [
    `${label}: ${item.title}`,
    dateText(item.date, locale),
    '',
    ...(item.description ? [item.description, ''] : []),
    texts.readMore,
    url,
    '',
    end.text,
  ].join('\n');
  const html = htmlDocument(
    locale,
    `<p style="color:#555;margin:0">${escapeHtml(label)} · ${escapeHtml(dateText(item.date, locale))}</p><h1 style="font-size:20px;margin:.25em 0 .75em">${escapeHtml(item.title)}</h1>${item.description ? `<p>${escapeHtml(item.description)}</p>` : ''}<p>${escapeHtml(texts.readMore)} <a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>${end.html}`,
  );
  const mail = base(send, context, item.title, text, html);
  return { ...mail, headers: listHeaders(links.unsubscribe) };
}

/** A week's items in one mail. */
export function composeDigestMail(
  send: ClaimedSend,
  items: AnnouncedItem[],
  context: MailContext,
): OutgoingMail {
  const locale = send.language;
  const texts = SUBSCRIPTION_MAIL_TEXTS[locale];
  const links = subscriberLinks(context.origin, send.token, locale);
  const end = footer(texts, context, links);
  const lines = items.map((item) => ({
    title: item.title,
    date: dateText(item.date, locale),
    url: itemUrl(context.origin, item, locale),
  }));
  const text = [
    texts.digestIntro,
    '',
    ...lines.flatMap((line) => [`* ${line.title} (${line.date})`, `  ${line.url}`]),
    '',
    end.text,
  ].join('\n');
  const html = htmlDocument(
    locale,
    `<p>${escapeHtml(texts.digestIntro)}</p><ul>${lines.map((line) => `<li><a href="${escapeHtml(line.url)}">${escapeHtml(line.title)}</a> (${escapeHtml(line.date)})</li>`).join('')}</ul>${end.html}`,
  );
  const mail = base(send, context, fill(texts.digestSubject, { school: context.school }), text, html);
  return { ...mail, headers: listHeaders(links.unsubscribe) };
}
