import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROUTES } from './routes';
import { loadSiteRenderer, reloadingSiteRenderer, type PageRenderRequest } from './site-renderer';

const dist = mkdtempSync(join(tmpdir(), 'skp-web-dist-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const EVERY_PAGE = Object.keys(ROUTES);

/** A server bundle as `vite build --ssr` writes it, whose page says `words`, with a component for `pages`. */
function writeBuild(words: string, pages: string[] = EVERY_PAGE) {
  mkdirSync(join(dist, 'server', '.vite'), { recursive: true });
  writeFileSync(
    join(dist, 'server', 'entry-server.js'),
    `export function render() { return { html: ${JSON.stringify(words)} }; }\n` +
      `export const PAGE_NAMES = ${JSON.stringify(pages)};`,
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

describe('a build that lacks a page of the route table', () => {
  it('is refused at start-up, naming the page and what its file must be', async () => {
    writeBuild(
      'Our Campus',
      EVERY_PAGE.filter((name) => name !== 'campus'),
    );
    // A generation no other test loads: Node keeps each imported module URL.
    await expect(loadSiteRenderer(dist, 1000)).rejects.toThrow(
      "The public site's build has no component for the page campus: a page's file in apps/web/src/site/pages must be named <page>-page.tsx and export its sitePages",
    );
  });
});
