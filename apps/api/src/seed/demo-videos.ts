import { fileURLToPath } from 'node:url';
import type { DemoPicture } from './demo-media-library';

export interface DemoVideo {
  name: string;
  /** The pictures it pans across, in order; the first is also its poster (the video opens on it). */
  pictures: DemoPicture[];
  size: { width: number; height: number };
  secondsEach: number;
  /** Ends on its first frame, so it loops without a jump (the About hero). */
  loop: boolean;
  crf: number;
  /** A phone copy to ship beside it (seed/demo-videos/<name>-phone.mp4), made from the video. */
  phone?: { width: number; crf: number };
}

const aboutPicture = (scene: DemoPicture['scene'], seed: number): DemoPicture => ({
  scene,
  seed,
  width: 1600,
  height: 900,
});
const galleryPicture = (seed: number): DemoPicture => ({ scene: 'sports', seed, width: 1200, height: 800 });

/**
 * The committed demo videos (made by `npm run seed:demo-videos` from pictures the seed already uses,
 * so their posters come from the shipped demo media library). Seeds match hero-images.seed.ts
 * (About: 109, 110; Home: 100) and gallery.seed.ts (Games and Sports: 305, 306).
 */
export const DEMO_VIDEOS = [
  {
    name: 'about-campus-loop',
    pictures: [aboutPicture('campus', 109), aboutPicture('event', 110), aboutPicture('campus', 100)],
    size: { width: 854, height: 480 },
    secondsEach: 4.5,
    loop: true,
    // A background under the hero's dark overlay: crf 36 looks the same as 30 there, 208 KB not 378.
    crf: 36,
    // What a phone plays: 640 wide, crf 40 under the same overlay, 102 KB (keeps /about under 300 KB).
    phone: { width: 640, crf: 40 },
  },
  {
    name: 'gallery-sports-day',
    pictures: [galleryPicture(305), galleryPicture(306)],
    size: { width: 720, height: 480 },
    secondsEach: 3.5,
    loop: false,
    crf: 30,
  },
] as const satisfies readonly DemoVideo[];

export type DemoVideoName = (typeof DEMO_VIDEOS)[number]['name'];

export function demoVideoPath(video: Pick<DemoVideo, 'name'>): string {
  return fileURLToPath(new URL(`./demo-videos/${video.name}.mp4`, import.meta.url));
}

/** Its length in seconds: every picture, the closing return to the first for a loop, less the cross-fades. */
/** The shipped phone copy of a demo video (seed/demo-videos/<name>-phone.mp4), if it has one. */
export function demoVideoPhonePath(video: DemoVideo): string | undefined {
  if (!video.phone) return undefined;
  return fileURLToPath(new URL(`./demo-videos/${video.name}-phone.mp4`, import.meta.url));
}

export function demoVideoSeconds(video: DemoVideo): number {
  const fade = 1;
  const segments = video.pictures.map(() => video.secondsEach);
  if (video.loop) segments.push(fade + 0.5);
  return segments.reduce((sum, seconds) => sum + seconds, 0) - fade * (segments.length - 1);
}
