import { localePath, type PushMessage } from '@skp/shared';
import type { AnnouncedItem, ClaimedSend } from './subscriptions.repository';

/** The home-screen icon drawn from the school's crest (lib/share-images.ts HOME_SCREEN_ICONS). */
export const PUSH_ICON_PATH = '/icons/icon-192.png';

/** Text cut at a word, with an ellipsis, to at most `max` characters. */
function short(text: string, max: number): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * A phone's notification of a notice or event: its title, a short body, the school's icon, and the
 * item's page in the subscriber's edition (a path: the service worker opens it on the site's own
 * origin). The tag is the item's: a second delivery (after a crash) replaces the first on the phone.
 */
export function composePushMessage(send: Pick<ClaimedSend, 'language'>, item: AnnouncedItem): PushMessage {
  return {
    title: short(item.title, 120),
    body: short(item.description, 180),
    url: localePath(`/${item.kind === 'notice' ? 'notices' : 'events'}/${item.slug}`, send.language),
    icon: PUSH_ICON_PATH,
    tag: `${item.kind}-${item.id}`,
    lang: send.language,
  };
}
