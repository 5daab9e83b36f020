// npm run seed:demo-videos: makes the demo videos (seed/demo-videos/) from the demo pictures with ffmpeg.
// They are committed (about 1 MB together) so a new install shows the About video without ffmpeg and
// seeding stays quick; run this again only when the pictures or the settings below change.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_VIDEOS, demoVideoPath, demoVideoPhonePath, type DemoVideo } from '../seed/demo-videos';
import { libraryOrEncode } from '../seed/seed-context';

const FPS = 25;
const FADE_SECONDS = 1;

/** A slow zoom into each picture with cross-fades, ending on the first picture as it started (a seamless loop). */
async function makeVideo(video: DemoVideo, scratch: string): Promise<void> {
  const { width, height } = video.size;
  const inputs: string[] = [];
  for (const [index, picture] of video.pictures.entries()) {
    const path = join(scratch, `${video.name}-${index}.jpg`);
    await writeFile(path, (await libraryOrEncode(picture)).main);
    inputs.push(path);
  }
  const segments = [...inputs.map((path) => ({ path, seconds: video.secondsEach, zoom: 0.12 }))];
  if (video.loop) segments.push({ path: inputs[0]!, seconds: FADE_SECONDS + 0.5, zoom: 0 });
  const filters: string[] = segments.map((segment, index) => {
    const frames = Math.round(segment.seconds * FPS);
    return (
      `[${index}:v]scale=${width * 2}:${height * 2},zoompan=z='1+${segment.zoom}*on/${frames}':d=${frames}:` +
      `x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':s=${width}x${height}:fps=${FPS},format=yuv420p,settb=1/${FPS}[s${index}]`
    );
  });
  let last = 's0';
  let length = segments[0]!.seconds;
  for (let index = 1; index < segments.length; index++) {
    const out = `x${index}`;
    filters.push(
      `[${last}][s${index}]xfade=transition=fade:duration=${FADE_SECONDS}:offset=${(length - FADE_SECONDS).toFixed(2)}[${out}]`,
    );
    length += segments[index]!.seconds - FADE_SECONDS;
    last = out;
  }
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-y',
    ...segments.flatMap((segment) => ['-i', segment.path]),
    '-filter_complex',
    filters.join(';'),
    '-map',
    `[${last}]`,
    '-c:v',
    'libx264',
    '-preset',
    'slow',
    '-crf',
    String(video.crf),
    '-pix_fmt',
    'yuv420p',
    // A key frame every 6 s, not 2: a slow pan needs few, and each costs as much as seconds of motion.
    '-g',
    String(FPS * 6),
    '-movflags',
    '+faststart',
    '-an',
    demoVideoPath(video),
  ]);
  const size = (await stat(demoVideoPath(video))).size;
  console.log(`${video.name}: ${length.toFixed(1)} s, ${width}x${height}, ${(size / 1024).toFixed(0)} KB`);
  const phonePath = demoVideoPhonePath(video);
  if (video.phone && phonePath) {
    // The phone copy, as the upload pipeline makes one (lib/video.ts PHONE_VIDEO_ENCODING), from the video.
    // prettier-ignore
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-i', demoVideoPath(video), '-vf', `scale=${video.phone.width}:-2`,
      '-c:v', 'libx264', '-preset', 'slow', '-crf', String(video.phone.crf), '-pix_fmt', 'yuv420p',
      '-g', String(FPS * 6), '-movflags', '+faststart', '-an', phonePath]);
    const phoneSize = (await stat(phonePath)).size;
    console.log(`${video.name} (phone): ${video.phone.width} wide, ${(phoneSize / 1024).toFixed(0)} KB`);
  }
}

const scratch = await mkdtemp(join(tmpdir(), 'skp-demo-videos-'));
try {
  for (const video of DEMO_VIDEOS) await makeVideo(video, scratch);
} finally {
  await rm(scratch, { recursive: true, force: true });
}
