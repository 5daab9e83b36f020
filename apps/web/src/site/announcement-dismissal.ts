// The zod-free entry: this runs in the island loader, which every page loads.
import { DISMISSED_ANNOUNCEMENTS_STORAGE_KEY } from '@skp/shared/announcement-dismissal';

/** Enough for every banner a visitor could meet in a long while; the oldest keys go first. */
const MAX_REMEMBERED = 20;

function rememberedKeys(storage: Storage): string[] {
  try {
    const keys: unknown = JSON.parse(storage.getItem(DISMISSED_ANNOUNCEMENTS_STORAGE_KEY) ?? '[]');
    return Array.isArray(keys) ? keys.filter((key): key is string => typeof key === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * A dismiss button hides its banner now and remembers its key (id and version) in localStorage;
 * the head script (apps/api/src/lib/announcement-dismissal-script.ts) hides it on the next pages
 * before they paint. An edited announcement has a new version, so it shows again.
 */
export function enhanceAnnouncementDismissal(win: Window = window): void {
  win.document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest('[data-announcement-dismiss]');
    const banner = button?.closest<HTMLElement>('[data-announcement-key]');
    if (!banner) return;
    const key = banner.dataset.announcementKey!;
    banner.hidden = true;
    banner.style.display = 'none';
    try {
      const keys = rememberedKeys(win.localStorage).filter((known) => known !== key);
      keys.push(key);
      win.localStorage.setItem(
        DISMISSED_ANNOUNCEMENTS_STORAGE_KEY,
        JSON.stringify(keys.slice(-MAX_REMEMBERED)),
      );
    } catch {
      // Storage refused (private mode, full): hidden on this page only.
    }
  });
}
