import { createContext, useContext } from 'react';
import { phoneDigits } from '../../lib/formatters';

/** The page a parent is reading, for the message a WhatsApp chat opens with. */
export interface ChatPage {
  title: string;
  url: string;
}

export const ChatPageContext = createContext<ChatPage | null>(null);

/** The message a chat opens with, naming the page the parent was on. */
export function whatsAppChatMessage(page: ChatPage): string {
  return `Hello, I have a question about ${page.title} (${page.url})`;
}

/** A chat with this number, opened with a message naming the page (when known); null without a number. */
export function whatsAppChatLink(number: string | null | undefined, page: ChatPage | null): string | null {
  const digits = phoneDigits(number);
  if (!digits) return null;
  return page
    ? `https://wa.me/${digits}?text=${encodeURIComponent(whatsAppChatMessage(page))}`
    : `https://wa.me/${digits}`;
}

/** whatsAppChatLink for the page being rendered (SiteFrame provides it). */
export function useWhatsAppChatLink(number: string | null | undefined): string | null {
  return whatsAppChatLink(number, useContext(ChatPageContext));
}
