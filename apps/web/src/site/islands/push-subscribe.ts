// 'Notifications on this phone' on /subscribe, as plain DOM code (no React). The server renders the
// section with the no-JavaScript note (pages/subscribe/subscribe-page.tsx); this turns it into the
// button that asks the browser's permission, subscribes with the server's VAPID key and stores the
// subscription with the topics and language ticked in the form above; and 'Stop' on a phone that
// already receives them. On an iPhone outside the home-screen app it only says how to install it.
// Imports nothing at run time (the shared package would bring its schemas): paths and topics come
// as props.

export interface PushSubscribeTexts {
  done: string;
  stopped: string;
  denied: string;
  unsupported: string;
  failed: string;
  noTopic: string;
}

export interface PushSubscribeProps {
  texts: PushSubscribeTexts;
  /** The form whose topics and language a phone's subscription takes. */
  formId: string;
  /** The page's edition: the language when the form has none ticked. */
  locale: 'en' | 'hi';
  /** The form's topic boxes (SUBSCRIPTION_TOPICS). */
  topics: readonly string[];
  /** PUSH_API_PATHS: the key, subscribe and unsubscribe addresses. */
  paths: { key: string; subscribe: string; unsubscribe: string };
}

/** iOS and iPadOS (which says it is a Mac with a touch screen). */
export function isIos(nav: Navigator): boolean {
  return /iPad|iPhone|iPod/.test(nav.userAgent) || (nav.platform === 'MacIntel' && nav.maxTouchPoints > 1);
}

/** Opened from the home screen (iOS lets only such a web app receive push, from iOS 16.4). */
function isInstalled(win: Window): boolean {
  return (
    win.matchMedia?.('(display-mode: standalone)').matches === true ||
    (win.navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

/** The VAPID public key (base64url) as the bytes PushManager.subscribe takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The VAPID public key (base64url) a subscription was made with, when the browser tells. */
export function subscriptionKey(subscription: PushSubscription): string | undefined {
  const key = subscription.options?.applicationServerKey;
  if (!key) return undefined;
  let binary = '';
  for (const byte of new Uint8Array(key)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The topics ticked and the language chosen in the form, as the API takes them. */
export function choicesOf(form: HTMLFormElement | null, names: readonly string[], locale: 'en' | 'hi') {
  const ticked = (name: string) =>
    (form?.elements.namedItem(name) as HTMLInputElement | null)?.checked === true;
  const topics = Object.fromEntries(names.map((topic) => [topic, ticked(topic)]));
  const language =
    (form?.querySelector<HTMLInputElement>('input[name="language"]:checked')?.value as
      'en' | 'hi' | undefined) ?? locale;
  return { topics, language };
}

async function postJson(win: Window, path: string, body: unknown): Promise<void> {
  const response = await win.fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
}

export default function runPushSubscribe(
  element: HTMLElement,
  { texts, formId, locale, topics: topicNames, paths }: PushSubscribeProps,
  win: Window = window,
): void {
  const doc = element.ownerDocument;
  const noJs = element.querySelector<HTMLElement>('[data-testid="subscribe-push-note"]');
  const iphone = element.querySelector<HTMLElement>('[data-testid="subscribe-iphone-note"]');
  const status = element.querySelector<HTMLElement>('[data-testid="subscribe-push-status"]');
  const on = element.querySelector<HTMLButtonElement>('button[data-push="on"]');
  const off = element.querySelector<HTMLButtonElement>('button[data-push="off"]');
  if (!status || !on || !off) return;
  if (noJs) noJs.hidden = true;
  const nav = win.navigator;
  const notifications = (win as Window & typeof globalThis).Notification;
  const say = (message: string) => {
    status.textContent = message;
  };
  const show = (receiving: boolean) => {
    on.hidden = receiving;
    off.hidden = !receiving;
  };

  if (isIos(nav) && !isInstalled(win)) {
    // The iPhone note stays: push only reaches the installed web app.
    return;
  }
  if (iphone) iphone.hidden = true;
  if (!('serviceWorker' in nav) || !('PushManager' in win) || !('Notification' in win)) {
    say(texts.unsupported);
    return;
  }

  // The site's service worker (registered by every page; registered here too in case it was not
  // yet), given 15 s: a browser that blocks service workers answers 'could not be turned on'.
  const registration = () =>
    Promise.race([
      nav.serviceWorker.register('/sw.js', { scope: '/' }).then(() => nav.serviceWorker.ready),
      new Promise<never>((_, reject) => {
        win.setTimeout(() => reject(new Error('no service worker')), 15_000);
      }),
    ]);

  on.addEventListener('click', () => {
    void (async () => {
      const { topics, language } = choicesOf(
        doc.getElementById(formId) as HTMLFormElement | null,
        topicNames,
        locale,
      );
      if (!Object.values(topics).some(Boolean)) return say(texts.noTopic);
      on.disabled = true;
      try {
        const permission = await notifications.requestPermission();
        if (permission !== 'granted') return say(texts.denied);
        const keyAnswer = await win.fetch(paths.key);
        if (!keyAnswer.ok) throw new Error(`key answered ${keyAnswer.status}`);
        const { publicKey } = ((await keyAnswer.json()) as { data: { push: { publicKey: string } } }).data
          .push;
        const ready = await registration();
        let subscription = await ready.pushManager.getSubscription();
        // A subscription made with a key the server has since rotated is made again with the current one.
        const usedKey = subscription ? subscriptionKey(subscription) : undefined;
        if (subscription && usedKey && usedKey !== publicKey) {
          await subscription.unsubscribe();
          subscription = null;
        }
        subscription ??= await ready.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: keyBytes(publicKey),
        });
        await postJson(win, paths.subscribe, {
          ...subscription.toJSON(),
          applicationServerKey: publicKey,
          ...topics,
          language,
        });
        show(true);
        say(texts.done);
      } catch {
        say(texts.failed);
      } finally {
        on.disabled = false;
      }
    })();
  });

  off.addEventListener('click', () => {
    void (async () => {
      off.disabled = true;
      try {
        const ready = await registration();
        const subscription = await ready.pushManager.getSubscription();
        if (subscription) {
          await postJson(win, paths.unsubscribe, { endpoint: subscription.endpoint });
          await subscription.unsubscribe();
        }
        show(false);
        say(texts.stopped);
      } catch {
        say(texts.failed);
      } finally {
        off.disabled = false;
      }
    })();
  });

  show(false);
  // A phone that already receives them gets 'Stop' (no permission prompt on load).
  if (notifications.permission === 'granted') {
    void nav.serviceWorker
      .getRegistration('/')
      .then((found) => found?.pushManager.getSubscription())
      .then((subscription) => show(Boolean(subscription)))
      .catch(() => undefined);
  }
}
