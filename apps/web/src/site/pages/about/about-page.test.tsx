import type { AboutPageData, AlumniCard, HeroImage, Leader } from '@skp/shared';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { AboutHeroVideo } from './about-hero-video';
import { enhanceHeroVideos } from '../../hero-video';
import { AboutPage } from './about-page';
import { withI18n } from '../../i18n/with-i18n';

// jsdom has no matchMedia: no reduced-motion preference.
beforeEach(() => vi.stubGlobal('matchMedia', () => ({ matches: false })));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const TEXTS = { play: 'Play video', pause: 'Pause video' };
const stamp = { createdAt: '2025-01-01T00:00:00Z', updatedAt: '2025-01-01T00:00:00Z' };
const empty = { ok: true as const, data: [] };

function page(over: Partial<AboutPageData>) {
  const data: AboutPageData = {
    hero: empty,
    intro: { ok: true, data: null },
    milestones: empty,
    leaders: empty,
    alumni: empty,
    alumniCards: empty,
    ...over,
  };
  return render(withI18n(<AboutPage data={data} />));
}

const card = (n: number) =>
  ({
    _id: `00000000-0000-4000-8000-00000000000${n}`,
    title: `Card ${n}`,
    subtitle: '',
    imageUrl: `/c${n}.jpg`,
    media: null,
    order: n,
    ...stamp,
  }) as unknown as AlumniCard;

describe('AboutPage (what the browser tests cannot give it: chosen data)', () => {
  it('shows the first 100 characters of a message when a leader has no short message', () => {
    const message = 'A'.repeat(60) + ' ' + 'B'.repeat(60);
    const leader = {
      _id: '00000000-0000-4000-8000-000000000001',
      name: 'Test Leader',
      role: 'Principal',
      title: '',
      shortMessage: '',
      message,
      paragraphMessage: [],
      experience: '',
      profileImage: null,
      media: null,
      displayOrder: 0,
      featured: false,
      ...stamp,
    } as unknown as Leader;
    page({ leaders: { ok: true, data: [leader] } });
    // The card's teaser (the full message is in the card's dialog).
    const cardText = screen.getByTestId('leader-preview').textContent!;
    expect(cardText).toContain(`${message.slice(0, 100)}…`);
    expect(cardText).not.toContain(message.slice(0, 101));
  });

  it('shows a single alumni card alone, without carousel controls', () => {
    page({ alumniCards: { ok: true, data: [card(1)] } });
    expect(screen.getByTestId('alumni-slide').textContent).toContain('Card 1');
    expect(screen.queryByRole('button', { name: 'Next alumni picture' })).toBeNull();
    expect(screen.queryAllByRole('button', { name: /^Show picture/ })).toHaveLength(0);
  });

  it('plays a video among the About hero entries looped, muted and inline with a poster', () => {
    const picture = {
      _id: 'p',
      imageUrl: '/hero/about.jpg',
      altText: 'Campus',
      media: null,
    } as unknown as HeroImage;
    const video = { ...picture, _id: 'v', imageUrl: '/media/campus-tour.mp4' } as HeroImage;
    const { container } = page({ hero: { ok: true, data: [video, picture] } });
    const player = container.querySelector('video')!;
    expect(player.getAttribute('data-testid')).toBe('about-hero-video');
    for (const attribute of ['loop', 'muted', 'playsinline'])
      expect(player.hasAttribute(attribute)).toBe(true);
    // As served, nothing downloads before the island decides (Save-Data and 2G/3G keep the poster only).
    const served = renderToStaticMarkup(
      <AboutHeroVideo src="/media/campus-tour.mp4" label="Tour" texts={TEXTS} />,
    );
    expect(served).toContain('preload="none"');
    expect(served).not.toContain('autoplay');
    expect(player.getAttribute('poster')).toBe('/hero/about.jpg');
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeTruthy();
  });

  it("uses a video upload's own poster and web-friendly copy", () => {
    const video = {
      _id: 'v',
      imageUrl: '/uploads/hero-videos/a.webm',
      altText: 'Campus tour',
      media: {
        url: '/uploads/hero-videos/a.webm',
        width: 1280,
        height: 720,
        poster: '/uploads/hero-videos/p.jpg',
        variants: [
          { url: '/uploads/hero-videos/p-640.webp', width: 640, format: 'webp' },
          { url: '/uploads/hero-videos/p-1280.webp', width: 1280, format: 'webp' },
        ],
        video: {
          playbackUrl: '/uploads/hero-videos/a-web.mp4',
          mimeType: 'video/mp4',
          duration: 12,
          videoCodec: 'h264',
          audioCodec: null,
          state: 'ready',
          progress: 1,
        },
      },
    } as unknown as HeroImage;
    const { container } = page({ hero: { ok: true, data: [video] } });
    const player = container.querySelector('video')!;
    expect(player.getAttribute('poster')).toBe('/uploads/hero-videos/p-1280.webp');
    const source = player.querySelector('source')!;
    expect(source.getAttribute('src')).toBe('/uploads/hero-videos/a-web.mp4');
    expect(source.getAttribute('type')).toBe('video/mp4');
  });

  it("the video's button pauses and plays it (WCAG 2.2.2)", () => {
    const calls: string[] = [];
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => void calls.push('pause'));
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => {
      calls.push('play');
      return Promise.resolve();
    });
    // The page as served; the button waits in its template until the island loader's plain DOM code
    // puts it in place and starts the video (jsdom's page has loaded).
    document.body.innerHTML = renderToStaticMarkup(
      <AboutHeroVideo src="/media/tour.mp4" label="Tour" texts={TEXTS} />,
    );
    expect(screen.queryByRole('button')).toBeNull();
    enhanceHeroVideos(window);
    fireEvent.click(screen.getByRole('button', { name: 'Pause video' }));
    fireEvent.click(screen.getByRole('button', { name: 'Play video' }));
    expect(calls).toEqual(['play', 'pause', 'play']);
    expect(screen.getByRole('button', { name: 'Pause video' })).toBeTruthy();
  });
});
