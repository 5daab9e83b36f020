import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { noteApiAnswer } from '../../lib/network-status';
import { SAVED_COPY_HEADER } from '../../lib/offline-cache-rules';
import { OfflineNotice } from './offline-notice';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

describe('OfflineNotice', () => {
  afterEach(() => {
    cleanup();
    noteApiAnswer(new Headers());
    vi.restoreAllMocks();
  });

  it('is an empty polite status region while online', () => {
    setOnline(true);
    render(<OfflineNotice />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('');
  });

  it("says 'offline, showing saved content' when the browser goes offline, and clears when back", () => {
    setOnline(true);
    render(<OfflineNotice />);
    setOnline(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByRole('status').textContent).toBe('offline, showing saved content');
    setOnline(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says so when an API answer came from the service worker cache', () => {
    setOnline(true);
    render(<OfflineNotice />);
    act(() => noteApiAnswer(new Headers({ [SAVED_COPY_HEADER]: '1' })));
    expect(screen.getByRole('status').textContent).toBe('offline, showing saved content');
    act(() => noteApiAnswer(new Headers()));
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
