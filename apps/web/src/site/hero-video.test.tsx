import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enhanceHeroVideos } from './hero-video';
import { AboutHeroVideo } from './pages/about/about-hero-video';

const TEXTS = { play: 'वीडियो चलाएँ', pause: 'वीडियो रोकें' };

function serve() {
  document.body.innerHTML = renderToStaticMarkup(
    <AboutHeroVideo
      src="/v.mp4"
      phoneSrc="/v-phone.mp4"
      type="video/mp4"
      poster="/p.webp"
      label="Campus"
      texts={TEXTS}
    />,
  );
}
const video = () => document.querySelector('video')!;
const button = () => document.querySelector('button');

function spyOnPlayback() {
  const calls: string[] = [];
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => void calls.push('pause'));
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => {
    calls.push('play');
    return Promise.resolve();
  });
  return calls;
}
const preference = (reducedMotion: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reducedMotion && query.includes('reduce') }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('About hero video (plain DOM, no React in the browser)', () => {
  it('as served: poster, phone copy first, nothing preloaded, no button until the loader runs', () => {
    serve();
    expect(video().getAttribute('preload')).toBe('none');
    expect(video().getAttribute('poster')).toBe('/p.webp');
    expect(video().hasAttribute('muted')).toBe(true);
    expect(
      [...video().querySelectorAll('source')].map((s) => [s.getAttribute('media'), s.getAttribute('src')]),
    ).toEqual([
      ['(max-width: 640px)', '/v-phone.mp4'],
      [null, '/v.mp4'],
    ]);
    expect(button()).toBeNull();
  });

  it('plays after the load event; the button (in the page’s words) pauses and plays it', () => {
    serve();
    preference(false);
    const calls = spyOnPlayback();
    enhanceHeroVideos(window);
    expect(calls).toEqual(['play']);
    expect(video().preload).toBe('auto');
    expect(button()?.getAttribute('aria-label')).toBe(TEXTS.pause);
    button()!.click();
    expect(button()?.getAttribute('aria-label')).toBe(TEXTS.play);
    expect(button()?.dataset.playing).toBe('false');
    button()!.click();
    expect(calls).toEqual(['play', 'pause', 'play']);
    expect(button()?.getAttribute('aria-label')).toBe(TEXTS.pause);
  });

  it('with reduced motion it stays on the poster, nothing downloaded, until play is pressed', () => {
    serve();
    preference(true);
    const calls = spyOnPlayback();
    enhanceHeroVideos(window);
    expect(calls).toEqual([]);
    expect(video().preload).toBe('none');
    expect(button()?.getAttribute('aria-label')).toBe(TEXTS.play);
    button()!.click();
    expect(calls).toEqual(['play']);
    expect(button()?.getAttribute('aria-label')).toBe(TEXTS.pause);
  });

  it('with Save-Data it shows the poster only; a refused play leaves the button on play', async () => {
    serve();
    preference(false);
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true, effectiveType: '4g' } });
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValue(new Error('NotAllowedError'));
    enhanceHeroVideos(window);
    expect(video().parentElement?.dataset.posterOnly).toBe('true');
    expect(video().preload).toBe('none');
    button()!.click();
    await vi.waitFor(() => expect(button()?.getAttribute('aria-label')).toBe(TEXTS.play));
  });
});
