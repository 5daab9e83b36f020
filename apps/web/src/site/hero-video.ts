// Plain DOM code in the island loader (no React): the About hero's video and its play/pause button.

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** Save-Data, or a connection the browser rates 3G or slower: show the poster and play only on request. */
export function isSlowConnection(connection: NetworkInformation | undefined): boolean {
  if (!connection) return false;
  return connection.saveData === true || ['slow-2g', '2g', '3g'].includes(connection.effectiveType ?? '');
}

/**
 * Runs `run` once the page's load event is over (at once when it has passed): from a task of its own,
 * not inside the load event, which would start the video's download before the load ends.
 */
function afterLoad(win: Window, run: () => void): void {
  if (win.document.readyState === 'complete') run();
  else win.addEventListener('load', () => win.setTimeout(run, 0), { once: true });
}

/**
 * Runs each hero video (written by pages/about/about-hero-video.tsx): puts its play/pause button in
 * place, then, never before the page's load event (so the video never competes with the pictures the
 * page paints first), plays it on a fast connection. With Save-Data, on 2G/3G (data-poster-only) or
 * with reduced motion it stays on the poster, nothing downloaded, until the visitor presses play.
 */
export function enhanceHeroVideos(win: Window = window): void {
  const doc = win.document;
  for (const wrapper of Array.from(doc.querySelectorAll<HTMLElement>('[data-hero-video]'))) {
    const video = wrapper.querySelector('video');
    const template = wrapper.querySelector<HTMLTemplateElement>('template[data-hero-video-toggle]');
    if (!video || !template) continue;
    wrapper.append(template.content.cloneNode(true));
    template.remove();
    const button = wrapper.querySelector<HTMLButtonElement>('button[data-play-label]')!;
    let playing = false;
    const show = (value: boolean) => {
      playing = value;
      button.dataset.playing = String(value);
      button.setAttribute('aria-label', (value ? button.dataset.pauseLabel : button.dataset.playLabel) ?? '');
    };
    const start = () => {
      video.preload = 'auto';
      show(true);
      // A browser that refuses to play (autoplay policy) leaves it on the poster, the button on play.
      void video.play()?.catch(() => show(false));
    };
    button.addEventListener('click', () => {
      if (!playing) return start();
      video.pause();
      show(false);
    });
    const reducedMotion = win.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const connection = (win.navigator as Navigator & { connection?: NetworkInformation }).connection;
    const posterOnly = isSlowConnection(connection);
    video.parentElement?.setAttribute('data-poster-only', String(posterOnly));
    wrapper.dataset.ready = 'true';
    if (!reducedMotion && !posterOnly) afterLoad(win, start);
  }
}
