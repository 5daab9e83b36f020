import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  handOverFirstVisit,
  isSafeToReload,
  registerServiceWorker,
  reloadOnce,
} from './register-service-worker';

/** A stand-in for navigator.serviceWorker that can fire controllerchange. */
function fakeContainer(controlled: boolean, register = vi.fn(async () => ({}) as ServiceWorkerRegistration)) {
  const target = new EventTarget();
  return Object.assign(target, { controller: controlled ? ({} as ServiceWorker) : null, register });
}

function fakeWindow(online = true) {
  const target = new EventTarget();
  const store = new Map<string, string>();
  return Object.assign(target, {
    navigator: { onLine: online },
    location: { reload: vi.fn() },
    sessionStorage: {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    },
  });
}

function fakeDocument(path: string, hidden: boolean, fieldValues: string[] = []) {
  const target = new EventTarget();
  return Object.assign(target, {
    location: { pathname: path },
    visibilityState: hidden ? 'hidden' : 'visible',
    querySelectorAll: () => fieldValues.map((value) => ({ value })),
  });
}

const asContainer = (c: unknown) => c as ServiceWorkerContainer;
const asWindow = (w: unknown) => w as Window;
const asDocument = (d: unknown) => d as Document;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('isSafeToReload', () => {
  it('is safe on a public page with empty forms', () => {
    document.body.innerHTML =
      '<form><input name="name" /><textarea></textarea><input type="hidden" value="x" /></form>';
    expect(isSafeToReload(document)).toBe(true);
  });
  it('is not safe while a form holds typed text, or on the admin', () => {
    document.body.innerHTML = '<form><input name="name" /><textarea></textarea></form>';
    document.querySelector('textarea')!.value = 'Please call me';
    expect(isSafeToReload(document)).toBe(false);
    expect(isSafeToReload(asDocument(fakeDocument('/admin/notices', true)))).toBe(false);
  });
});

describe('reloadOnce', () => {
  it('reloads, but not again within 30 seconds', () => {
    const win = fakeWindow();
    expect(reloadOnce(asWindow(win), 1_000_000)).toBe(true);
    expect(reloadOnce(asWindow(win), 1_010_000)).toBe(false);
    expect(reloadOnce(asWindow(win), 1_031_000)).toBe(true);
    expect(win.location.reload).toHaveBeenCalledTimes(2);
  });
});

describe('registerServiceWorker', () => {
  it('registers /sw.js for the whole site', async () => {
    const container = fakeContainer(false);
    await registerServiceWorker({
      container: asContainer(container),
      win: asWindow(fakeWindow()),
      doc: asDocument(fakeDocument('/', false)),
    });
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('does not throw when registration is refused', async () => {
    const container = fakeContainer(
      false,
      vi.fn(async () => {
        throw new DOMException('blocked', 'SecurityError');
      }),
    );
    await expect(
      registerServiceWorker({
        container: asContainer(container),
        win: asWindow(fakeWindow()),
        doc: asDocument(fakeDocument('/', false)),
      }),
    ).resolves.toBeUndefined();
  });

  it('does not reload when the first worker takes over a page', async () => {
    const container = fakeContainer(false);
    const win = fakeWindow();
    await registerServiceWorker({
      container: asContainer(container),
      win: asWindow(win),
      doc: asDocument(fakeDocument('/', true)),
    });
    container.dispatchEvent(new Event('controllerchange'));
    expect(win.location.reload).not.toHaveBeenCalled();
  });

  it('after an update, a hidden page reloads at once', async () => {
    const container = fakeContainer(true);
    const win = fakeWindow();
    await registerServiceWorker({
      container: asContainer(container),
      win: asWindow(win),
      doc: asDocument(fakeDocument('/', true)),
    });
    container.dispatchEvent(new Event('controllerchange'));
    expect(win.location.reload).toHaveBeenCalledTimes(1);
  });

  it('after an update, a visible page waits until it is hidden and its forms are empty', async () => {
    const container = fakeContainer(true);
    const win = fakeWindow();
    const doc = fakeDocument('/contact', false, ['typed text']);
    await registerServiceWorker({
      container: asContainer(container),
      win: asWindow(win),
      doc: asDocument(doc),
    });
    container.dispatchEvent(new Event('controllerchange'));
    expect(win.location.reload).not.toHaveBeenCalled();
    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(win.location.reload).not.toHaveBeenCalled();
    doc.querySelectorAll = () => [{ value: '' }];
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(win.location.reload).toHaveBeenCalledTimes(1);
  });

  it('reloads when a lazy chunk of an old version fails to load, but not offline', async () => {
    const win = fakeWindow(true);
    await registerServiceWorker({
      container: asContainer(fakeContainer(false)),
      win: asWindow(win),
      doc: asDocument(fakeDocument('/', false)),
    });
    const failed = new Event('vite:preloadError', { cancelable: true });
    win.dispatchEvent(failed);
    expect(failed.defaultPrevented).toBe(true);
    expect(win.location.reload).toHaveBeenCalledTimes(1);

    const offlineWin = fakeWindow(false);
    await registerServiceWorker({
      container: asContainer(fakeContainer(false)),
      win: asWindow(offlineWin),
      doc: asDocument(fakeDocument('/', false)),
    });
    offlineWin.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    expect(offlineWin.location.reload).not.toHaveBeenCalled();
  });
});

describe('handOverFirstVisit', () => {
  it("asks the active worker to keep the first visit's files and the page itself", async () => {
    const postMessage = vi.fn();
    const container = { ready: Promise.resolve({ active: { postMessage } }) };
    const win = {
      location: new URL('https://skp.example/contact'),
      performance: {
        getEntriesByType: () => [
          { name: 'https://skp.example/assets/index-abc.js' },
          { name: 'https://skp.example/api/contact/public' },
          { name: 'https://maps.example.org/embed' },
        ],
      },
    };
    const count = await handOverFirstVisit(
      container as unknown as ServiceWorkerContainer,
      win as unknown as Window,
    );
    expect(count).toBe(2);
    expect(postMessage).toHaveBeenCalledWith({
      type: 'CACHE_URLS',
      payload: {
        urlsToCache: ['https://skp.example/assets/index-abc.js', 'https://skp.example/api/contact/public'],
      },
    });
    expect(postMessage).toHaveBeenCalledWith({ type: 'SKP_KEEP_PAGE', url: 'https://skp.example/contact' });
  });
});
