import { SAVED_COPY_HEADER } from './offline-cache-rules';

/**
 * Whether the page shows saved content: the browser says it is offline, or the last API answer
 * came from the service worker's cache (marked with SAVED_COPY_HEADER). A fresh answer, or the
 * connection coming back, clears the second.
 */
let lastAnswerSaved = false;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

function onConnectionChange(event: Event) {
  if (event.type === 'online') lastAnswerSaved = false;
  notify();
}

/** Called with every API answer's headers (lib/api-client.ts). */
export function noteApiAnswer(headers: Pick<Headers, 'get'>): void {
  const saved = headers.get(SAVED_COPY_HEADER) === '1';
  if (saved === lastAnswerSaved) return;
  lastAnswerSaved = saved;
  notify();
}

export function isShowingSavedContent(): boolean {
  return lastAnswerSaved || (typeof navigator !== 'undefined' && navigator.onLine === false);
}

/** For useSyncExternalStore: answers to online/offline events and to saved/fresh API answers. */
export function subscribeNetworkStatus(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('online', onConnectionChange);
    window.addEventListener('offline', onConnectionChange);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('online', onConnectionChange);
      window.removeEventListener('offline', onConnectionChange);
    }
  };
}
