import { afterEach, describe, expect, it, vi } from 'vitest';
import { isShowingSavedContent, noteApiAnswer, subscribeNetworkStatus } from './network-status';
import { SAVED_COPY_HEADER } from './offline-cache-rules';

const saved = new Headers({ [SAVED_COPY_HEADER]: '1' });
const fresh = new Headers({ 'Content-Type': 'application/json' });

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

describe('network status', () => {
  afterEach(() => {
    noteApiAnswer(fresh);
    vi.restoreAllMocks();
  });

  it('shows saved content while the browser is offline', () => {
    setOnline(true);
    expect(isShowingSavedContent()).toBe(false);
    setOnline(false);
    expect(isShowingSavedContent()).toBe(true);
  });

  it('shows saved content after an answer from the service worker cache, until a fresh one', () => {
    setOnline(true);
    const listener = vi.fn();
    const unsubscribe = subscribeNetworkStatus(listener);
    noteApiAnswer(saved);
    expect(isShowingSavedContent()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    noteApiAnswer(saved);
    expect(listener).toHaveBeenCalledTimes(1);
    noteApiAnswer(fresh);
    expect(isShowingSavedContent()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('tells subscribers about offline and online events; coming online clears a saved answer', () => {
    setOnline(true);
    const listener = vi.fn();
    const unsubscribe = subscribeNetworkStatus(listener);
    window.dispatchEvent(new Event('offline'));
    expect(listener).toHaveBeenCalledTimes(1);
    noteApiAnswer(saved);
    window.dispatchEvent(new Event('online'));
    expect(isShowingSavedContent()).toBe(false);
    unsubscribe();
    window.dispatchEvent(new Event('offline'));
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
