// The hero carousel as plain DOM code (no React): a small island module the loader runs when the
// browser is idle. Its markup is rendered on the server by sections/hero.tsx (HeroSlides).
import { wrapIndex } from '../ui/wrap-index';
import { Pause, PlayArrow, type IconShape } from '../ui/icon-paths';

/** docs/requirements.md#limits: autoplay every 3000 ms (the transition, 1000 ms, is in the CSS). */
export const HERO_AUTOPLAY_MS = 3000;

export interface HeroCarouselProps {
  /** Autoplay interval; HERO_AUTOPLAY_MS when absent (the cricket hero's is 4000 ms). */
  intervalMs?: number;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const SVG = 'http://www.w3.org/2000/svg';

/** Only the current slide and its neighbours hold a picture (the next one preloads, the last fades out). */
function isNear(i: number, current: number, count: number) {
  return i === current || i === wrapIndex(current + 1, count) || i === wrapIndex(current - 1, count);
}

function drawIcon(svg: SVGSVGElement, shape: IconShape) {
  const doc = svg.ownerDocument;
  svg.replaceChildren(
    ...shape.map((part) => {
      const element = doc.createElementNS(SVG, 'd' in part ? 'path' : 'circle');
      for (const [name, value] of Object.entries(part)) element.setAttribute(name, String(value));
      return element;
    }),
  );
}

/**
 * Runs a hero carousel: autoplay every `intervalMs` (a looping index), kept going when the visitor
 * uses Previous or Next, stopped only by Pause or reduced motion; the slides' live region speaks only
 * while it is not playing. The server's HTML holds the first picture only, the others wait in each
 * slide's <template>: the current slide and its neighbours get theirs once this runs.
 */
export default function runHeroCarousel(
  element: HTMLElement,
  { intervalMs = HERO_AUTOPLAY_MS }: HeroCarouselProps,
  win: Window = window,
): void {
  const slides = Array.from(element.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]'));
  const count = slides.length;
  const region = slides[0]?.parentElement;
  if (!region) return;
  // Each slide's picture: the one in the page, or the one waiting in its template (taken out once).
  const pictures = slides.map((slide) => {
    const template = slide.querySelector('template');
    if (!template) return slide.firstElementChild;
    const picture = template.content.firstElementChild;
    template.remove();
    return picture;
  });
  const toggle = element.querySelector<HTMLButtonElement>('button[data-hero-control="toggle"]');
  const reducedMotion = win.matchMedia(REDUCED_MOTION);
  let index = Math.max(
    0,
    slides.findIndex((slide) => slide.dataset.active === 'true'),
  );
  let paused = false;
  let timer: number | undefined;
  let playing: boolean | undefined;

  const show = () => {
    slides.forEach((slide, i) => {
      slide.dataset.active = String(i === index);
      slide.setAttribute('aria-hidden', String(i !== index));
      const picture = pictures[i];
      if (!picture) return;
      if (isNear(i, index, count)) {
        if (picture.parentElement !== slide) slide.append(picture);
      } else if (picture.parentElement === slide) picture.remove();
    });
    const nowPlaying = count > 1 && !paused && !reducedMotion.matches;
    region.setAttribute('aria-live', nowPlaying ? 'off' : 'polite');
    if (toggle) {
      toggle.setAttribute(
        'aria-label',
        (paused ? toggle.dataset.playLabel : toggle.dataset.pauseLabel) ?? '',
      );
      const svg = toggle.querySelector('svg');
      if (svg) drawIcon(svg, paused ? PlayArrow : Pause);
    }
    // The timer starts again only when playing starts: the controls do not reset it.
    if (nowPlaying === playing) return;
    playing = nowPlaying;
    win.clearInterval(timer);
    if (playing) timer = win.setInterval(() => go(1), intervalMs);
  };
  const go = (step: number) => {
    index = wrapIndex(index + step, count);
    show();
  };

  element.querySelector('button[data-hero-control="previous"]')?.addEventListener('click', () => go(-1));
  element.querySelector('button[data-hero-control="next"]')?.addEventListener('click', () => go(1));
  toggle?.addEventListener('click', () => {
    paused = !paused;
    show();
  });
  reducedMotion.addEventListener('change', show);
  show();
}
