import { HERO_SECTIONS, type HeroImage } from '@skp/shared';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withI18n } from '../i18n/with-i18n';
import runHeroCarousel from '../islands/hero-carousel';
import { Hero } from './hero';

const images: HeroImage[] = [1, 2, 3, 4].map((n) => ({
  _id: `hero-${n}`,
  title: `Picture ${n}`,
  altText: '',
  imageUrl: `/uploads/hero-${n}.jpg`,
  media: null,
  order: n,
  section: HERO_SECTIONS[0],
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
}));

/** A media query list whose answer the test changes. */
function reducedMotion(initially: boolean) {
  const listeners: (() => void)[] = [];
  const list = {
    matches: initially,
    addEventListener: (_: string, listener: () => void) => listeners.push(listener),
  };
  vi.stubGlobal('matchMedia', () => list);
  return (value: boolean) => {
    list.matches = value;
    for (const listener of listeners) listener();
  };
}

function serve(locale: 'en' | 'hi' = 'en', intervalMs?: number) {
  document.body.innerHTML = renderToStaticMarkup(
    withI18n(
      <Hero images={{ ok: true, data: images }} label="Pictures" intervalMs={intervalMs}>
        <h1>Welcome</h1>
      </Hero>,
      locale,
    ),
  );
  return document.querySelector<HTMLElement>('[data-island="hero-carousel"]')!;
}
const active = () => document.querySelector('[aria-roledescription="slide"][data-active="true"]')!;
const pictures = () => [...document.querySelectorAll('[aria-roledescription="slide"] img')];
const button = (name: string) => document.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('the hero carousel (plain DOM, no React in the browser)', () => {
  it('as served: one picture, the others waiting in templates, silent, its props only the interval', () => {
    const element = serve('en', 4000);
    expect(pictures().map((img) => img.getAttribute('src'))).toEqual(['/uploads/hero-1.jpg']);
    expect(document.querySelectorAll('[aria-roledescription="slide"] template')).toHaveLength(3);
    expect(active().getAttribute('aria-label')).toBe('1 of 4');
    expect(document.querySelector('[aria-live]')!.getAttribute('aria-live')).toBe('off');
    expect(JSON.parse(element.dataset.props!)).toEqual({ intervalMs: 4000 });
    expect(element.dataset.trigger).toBe('idle');
  });

  it('runs: neighbours get their pictures, autoplay at its interval, controls, Pause in the page’s words', () => {
    vi.useFakeTimers();
    reducedMotion(false);
    const element = serve('hi', 4000);
    runHeroCarousel(element, JSON.parse(element.dataset.props!) as object);
    expect(pictures().map((img) => img.getAttribute('src'))).toEqual([
      '/uploads/hero-1.jpg',
      '/uploads/hero-2.jpg',
      '/uploads/hero-4.jpg',
    ]);
    vi.advanceTimersByTime(3999);
    expect(active().getAttribute('aria-label')).toBe('4 में से 1');
    vi.advanceTimersByTime(1);
    expect(active().getAttribute('aria-label')).toBe('4 में से 2');
    expect(active().getAttribute('aria-hidden')).toBe('false');
    // Only the current slide and its neighbours hold a picture.
    expect(pictures().map((img) => img.getAttribute('src'))).toEqual([
      '/uploads/hero-1.jpg',
      '/uploads/hero-2.jpg',
      '/uploads/hero-3.jpg',
    ]);
    button('पिछली स्लाइड')!.click();
    button('पिछली स्लाइड')!.click();
    expect(active().getAttribute('aria-label')).toBe('4 में से 4');
    button('स्लाइड शो रोकें')!.click();
    expect(button('स्लाइड शो चलाएँ')).not.toBeNull();
    expect(document.querySelector('[aria-live]')!.getAttribute('aria-live')).toBe('polite');
    vi.advanceTimersByTime(20_000);
    expect(active().getAttribute('aria-label')).toBe('4 में से 4');
    button('स्लाइड शो चलाएँ')!.click();
    vi.advanceTimersByTime(4000);
    expect(active().getAttribute('aria-label')).toBe('4 में से 1');
  });

  it('stops while the visitor asks for reduced motion, and goes on when they no longer do', () => {
    vi.useFakeTimers();
    const setReducedMotion = reducedMotion(true);
    const element = serve();
    runHeroCarousel(element, {});
    expect(document.querySelector('[aria-live]')!.getAttribute('aria-live')).toBe('polite');
    vi.advanceTimersByTime(10_000);
    expect(active().getAttribute('aria-label')).toBe('1 of 4');
    button('Next slide')!.click();
    expect(active().getAttribute('aria-label')).toBe('2 of 4');
    setReducedMotion(false);
    expect(document.querySelector('[aria-live]')!.getAttribute('aria-live')).toBe('off');
    vi.advanceTimersByTime(3000);
    expect(active().getAttribute('aria-label')).toBe('3 of 4');
  });
});
