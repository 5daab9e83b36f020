import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { reloadingSiteRenderer, type PageRenderRequest } from './site-renderer';

const dist = mkdtempSync(join(tmpdir(), 'skp-web-dist-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** A server bundle as `vite build --ssr` writes it, whose page says `words`. */
function writeBuild(words: string) {
  mkdirSync(join(dist, 'server', '.vite'), { recursive: true });
  writeFileSync(
    join(dist, 'server', 'entry-server.js'),
    `export function render() { return { html: ${JSON.stringify(words)} }; }`,
  );
  writeFileSync(join(dist, 'server', '.vite', 'manifest.json'), '{}');
}

describe('npm run dev: the renderer follows the web build', () => {
  it('renders with the new build once it is rebuilt, and drops the kept pages', async () => {
    writeBuild('Our Campus');
    let reloads = 0;
    const renderer = await reloadingSiteRenderer(dist, () => reloads++, { info() {}, error() {} });
    const request = {} as PageRenderRequest;
    try {
      expect(renderer.render(request).html).toBe('Our Campus');
      writeBuild('Our Campus, rebuilt');
      const deadline = Date.now() + 10_000;
      while (renderer.render(request).html === 'Our Campus' && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(renderer.render(request).html).toBe('Our Campus, rebuilt');
      expect(reloads).toBeGreaterThan(0);
    } finally {
      renderer.close();
    }
  });
});
