import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteRendererFromSource } from '../test/site-renderer-from-source';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * No public page loads React before the visitor touches it: React costs a phone hundreds of ms of
 * blocked main thread (Lighthouse's Total Blocking Time), so whatever runs by itself (the hero
 * carousel, the share bars, the About video) is plain DOM code, and a React island waits for the
 * visitor's first pointer, touch, focus or key inside it (trigger "interaction").
 *
 * Checked on every page of the sitemap (both editions) and the wing aliases, rendered from source,
 * against the web build's island manifest (`npm test` builds first): the loader's static imports hold
 * no React DOM, and every island on a page that starts without interaction is plain DOM code
 * (islands/<name>.ts, which the loader runs without React) whose chunks hold no React DOM either.
 */
const manifestPath = fileURLToPath(new URL('../../../web/dist/.vite/site-manifest.json', import.meta.url));
const LOADER = 'src/site/entry-client.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

function withImports(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The site manifest has no chunk ${key}`);
  into.add(key);
  for (const imported of chunk.imports ?? []) withImports(manifest, imported, into);
  return into;
}

/** The islands of a page: name and trigger, from the markers island.tsx writes. */
function islandsOf(html: string): { name: string; trigger: string }[] {
  return [...html.matchAll(/<div data-island="([\w-]+)" data-trigger="(\w+)"/g)].map(([, name, trigger]) => ({
    name: name!,
    trigger: trigger!,
  }));
}

describe('no public page loads React before the visitor interacts', () => {
  let t: TestApp;
  let manifest: Manifest;
  let reactDom: string;
  beforeAll(async () => {
    expect(existsSync(manifestPath), `${manifestPath} missing: run npm run build`).toBe(true);
    manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
    reactDom = Object.keys(manifest).find((key) => /(^|\/)node_modules\/react-dom\/client\.js$/.test(key))!;
    expect(reactDom, 'the site manifest has a react-dom/client chunk').toBeTruthy();
    t = await createTestApp({ siteRenderer: await siteRendererFromSource() });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The files a set of chunks loads at once, React DOM's among them if it is imported. */
  const holdsReactDom = (key: string) =>
    [...withImports(manifest, key)].some((found) => manifest[found]!.file === manifest[reactDom]!.file);

  it('the island loader imports no React DOM up front', () => {
    expect(holdsReactDom(LOADER)).toBe(false);
  });

  it('on every route, an island that starts by itself is plain DOM code without React', async () => {
    const sitemap = (await t.app.inject({ url: '/sitemap.xml' })).body;
    const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map(
      ([, path]) => path || '/',
    );
    const routes = [...new Set([...paths, '/wings/baby-steps', '/wings/cricket-academy'])];
    // Home, the pages with a hero, the forms' pages, the galleries, notices, events, both editions.
    expect(routes.length).toBeGreaterThan(30);
    for (const path of ['/', '/about', '/admissions', '/contact', '/hi', '/hi/admissions']) {
      expect(routes).toContain(path);
    }
    const loadingReact: string[] = [];
    const seen = new Set<string>();
    const pages = await Promise.all(
      routes.map(async (path) => ({ path, response: await t.app.inject({ url: path }) })),
    );
    for (const { path, response } of pages) {
      expect(response.statusCode, path).toBe(200);
      for (const { name, trigger } of islandsOf(response.body)) {
        seen.add(`${name}:${trigger}`);
        if (trigger === 'interaction') continue;
        const dom = `src/site/islands/${name}.ts`;
        if (!manifest[dom]) loadingReact.push(`${path}: the React island ${name} starts on "${trigger}"`);
        else if (holdsReactDom(dom)) loadingReact.push(`${path}: the island ${name} imports React DOM`);
      }
    }
    // The checks above ran on the hero (by itself) and on React islands (waiting for interaction).
    expect([...seen]).toEqual(expect.arrayContaining(['hero-carousel:idle', 'enquiry-form:interaction']));
    expect(loadingReact).toEqual([]);
    // Rendering every page from source takes a while on a busy machine.
  }, 240_000);
});
