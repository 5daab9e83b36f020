import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_TEXT } from '../lib/offline-cache-rules';
import { showOfflineNoticeWhileOffline } from './offline-notice';

const notice = () => document.querySelector('[data-testid="offline-notice"]')!.textContent;

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('showOfflineNoticeWhileOffline', () => {
  it('shows the notice when the page opens offline or the connection drops, and removes it back online', () => {
    document.body.innerHTML = '<main><div role="status" data-testid="offline-notice"></div></main>';
    const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    showOfflineNoticeWhileOffline(window);
    expect(notice()).toBe(OFFLINE_TEXT);

    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(notice()).toBe('');
    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('offline'));
    expect(notice()).toBe(OFFLINE_TEXT);
  });

  it('removes the notice the service worker wrote into a saved copy once back online', () => {
    document.body.innerHTML = `<div role="status" data-testid="offline-notice"><p class="offline-notice">${OFFLINE_TEXT}</p></div>`;
    showOfflineNoticeWhileOffline(window);
    expect(notice()).toBe(OFFLINE_TEXT);
    window.dispatchEvent(new Event('online'));
    expect(notice()).toBe('');
  });
});
