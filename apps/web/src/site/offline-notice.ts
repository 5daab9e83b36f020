import { OFFLINE_NOTICE_CLASS, OFFLINE_TEXT } from '../lib/offline-cache-rules';

/**
 * The 'offline, showing saved content' notice while the browser has no connection: a page opened
 * offline may come from the browser's own HTTP cache rather than the service worker's marked copy
 * (src/sw/page-navigation.ts). Back online, the notice goes, whoever put it there.
 */
export function showOfflineNoticeWhileOffline(win: Window = window): void {
  const doc = win.document;
  const region = doc.querySelector('[data-testid="offline-notice"]');
  if (!region) return;
  const show = () => {
    if (region.querySelector(`.${OFFLINE_NOTICE_CLASS}`)) return;
    const notice = doc.createElement('p');
    notice.className = OFFLINE_NOTICE_CLASS;
    notice.textContent = OFFLINE_TEXT;
    region.append(notice);
  };
  if (win.navigator.onLine === false) show();
  win.addEventListener('offline', show);
  win.addEventListener('online', () => region.querySelector(`.${OFFLINE_NOTICE_CLASS}`)?.remove());
}
