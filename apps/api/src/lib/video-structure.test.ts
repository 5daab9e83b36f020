import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { hasVideoStructure } from './video-structure';

const work = mkdtempSync(join(tmpdir(), 'skp-video-structure-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const demo = (name: string) => fileURLToPath(new URL(`../seed/demo-videos/${name}`, import.meta.url));

function file(name: string, bytes: Buffer): string {
  const path = join(work, name);
  writeFileSync(path, bytes);
  return path;
}

describe('video structure without a decoder', () => {
  it('recognises real MP4 and WebM videos', async () => {
    expect(await hasVideoStructure(demo('about-campus-loop.mp4'), 'mp4')).toBe(true);
    expect(await hasVideoStructure(demo('gallery-sports-day.mp4'), 'mp4')).toBe(true);
    expect(await hasVideoStructure(demo('about-campus-loop-phone.mp4'), 'mp4')).toBe(true);
    const webm = join(work, 'clip.webm');
    execFileSync('ffmpeg', [
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=64x48:rate=5',
      '-t',
      '1',
      '-c:v',
      'libvpx-vp9',
      webm,
    ]);
    expect(await hasVideoStructure(webm, 'webm')).toBe(true);
  });

  it('refuses a video header with a web page, a cut-off file or a bare header behind it', async () => {
    const mp4 = readFileSync(demo('about-campus-loop.mp4'));
    const ftypLength = mp4.readUInt32BE(0);
    const html = Buffer.from('<html><body><script>fetch("/api/admin/enquiries")</script></body></html>');
    expect(
      await hasVideoStructure(file('a.mp4', Buffer.concat([mp4.subarray(0, ftypLength), html])), 'mp4'),
    ).toBe(false);
    expect(await hasVideoStructure(file('b.mp4', mp4.subarray(0, mp4.length - 100)), 'mp4')).toBe(false);
    expect(await hasVideoStructure(file('c.mp4', mp4.subarray(0, ftypLength)), 'mp4')).toBe(false);
    expect(await hasVideoStructure(file('d.mp4', Buffer.concat([mp4, html])), 'mp4')).toBe(false);
    const ebml = Buffer.from(
      '1a45dfa3a34286810142f7810142f2810442f381084282847765626d42878104428581021853806701ffffffffffffff',
      'hex',
    );
    expect(await hasVideoStructure(file('e.webm', Buffer.concat([ebml, html])), 'webm')).toBe(false);
    expect(await hasVideoStructure(file('f.webm', html), 'webm')).toBe(false);
  });
});
