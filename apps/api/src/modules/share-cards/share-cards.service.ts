import { createHash } from 'node:crypto';
import { INTL_LOCALES, type Locale, type SchoolIdentity } from '@skp/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from '../../lib/file-storage';
import {
  SHARE_CARD_HEIGHT,
  SHARE_CARD_WIDTH,
  renderShareCardPng,
  type ShareCardText,
} from '../../lib/share-card';

/** Bumped when the card's drawing changes: every card gets a new address (link previews refresh). */
const CARD_VERSION = 2;

export type ShareCardKind = 'notice' | 'event';

const KIND_WORDS: Record<ShareCardKind, Record<Locale, string>> = {
  notice: { en: 'Notice', hi: 'सूचना' },
  event: { en: 'Event', hi: 'कार्यक्रम' },
};

/** A generated card as a page's share picture. */
export interface ShareCard {
  /** Path under the site, e.g. /uploads/share-cards/<hash>.png. */
  path: string;
  width: number;
  height: number;
}

const dateFormats = new Map<Locale, Intl.DateTimeFormat>();
function longDate(value: string | Date, locale: Locale): string {
  let format = dateFormats.get(locale);
  if (!format) {
    // English as the site prints it ('December 7, 2026'), Hindi through hi-IN.
    format = new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : INTL_LOCALES[locale], {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'Asia/Kolkata',
    });
    dateFormats.set(locale, format);
  }
  return format.format(new Date(value));
}

/**
 * Link-preview cards for notices and events without a picture of their own: drawn when
 * the item is saved (and, for a page's other edition or a card not there yet, when the page is
 * first rendered), kept in file storage under a name made from the card's texts, so an edited
 * title gets a new address and WhatsApp's cached preview of the old one is never shown for it.
 */
export function createShareCards(
  storage: FileStorage,
  log: FastifyBaseLogger,
  school: () => Promise<SchoolIdentity>,
) {
  const drawing = new Map<string, Promise<void>>();

  async function textOf(
    kind: ShareCardKind,
    item: { title: string; date: string | Date },
    locale: Locale,
  ): Promise<ShareCardText> {
    const identity = await school();
    const name = (locale === 'hi' && identity.nameHi) || identity.name;
    const town = (locale === 'hi' && identity.townHi) || identity.town;
    return {
      title: item.title,
      date: longDate(item.date, locale),
      kind: KIND_WORDS[kind][locale],
      school: { line: `${name}, ${town}`, crestSvg: identity.crestSvg, colour: identity.themes.main.primary },
    };
  }

  // The school's name, crest and colour are in the name too: a changed identity draws new cards.
  function keyOf(card: ShareCardText): string {
    const hash = createHash('sha256')
      .update(JSON.stringify([CARD_VERSION, card.kind, card.title, card.date, card.school]))
      .digest('base64url')
      .slice(0, 22);
    return `share-cards/${hash}.png`;
  }

  return {
    /** The card of this item in this edition, drawn and stored first if it is not there yet. */
    async ensure(
      kind: ShareCardKind,
      item: { title: string; date: string | Date },
      locale: Locale = 'en',
    ): Promise<ShareCard> {
      const card = await textOf(kind, item, locale);
      const key = keyOf(card);
      if (!(await storage.exists(key))) {
        // Two requests for the same new card draw it once.
        let pending = drawing.get(key);
        if (!pending) {
          pending = renderShareCardPng(card)
            .then((png) => storage.put(key, png))
            .finally(() => drawing.delete(key));
          drawing.set(key, pending);
        }
        await pending;
      }
      return { path: storage.publicUrl(key), width: SHARE_CARD_WIDTH, height: SHARE_CARD_HEIGHT };
    },

    /**
     * Draws the English card when an item is saved, so it is ready before anyone shares the page. A
     * failure never stops the save: it is logged, and the page draws the card when first shown.
     */
    async prepare(kind: ShareCardKind, item: { title: string; date: string | Date }): Promise<void> {
      try {
        await this.ensure(kind, item);
      } catch (error) {
        log.error({ err: error, kind, title: item.title }, 'share card not drawn');
      }
    },
  };
}

export type ShareCards = ReturnType<typeof createShareCards>;
