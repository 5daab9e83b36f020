import { createContext, useContext } from 'react';
import { phoneDigits } from '../ui/formatters';
import { useI18n } from '../i18n/site-i18n';

/** The page a parent is reading, for the message a WhatsApp chat opens with. */
export interface ChatPage {
  title: string;
  url: string;
}

export const ChatPageContext = createContext<ChatPage | null>(null);

/** A chat with this number, opened with `message` (when given); null without a number. */
export function whatsAppChatLink(number: string | null | undefined, message: string | null): string | null {
  const digits = phoneDigits(number);
  if (!digits) return null;
  return message ? `https://wa.me/${digits}?text=${encodeURIComponent(message)}` : `https://wa.me/${digits}`;
}

/** A chat for the page being rendered (SiteFrame provides it), opening with a message naming the page. */
export function useWhatsAppChatLink(number: string | null | undefined): string | null {
  const page = useContext(ChatPageContext);
  const { t } = useI18n();
  return whatsAppChatLink(number, page ? t('chat.message', { title: page.title, url: page.url }) : null);
}
