// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ISLAND_LOADER, KB, SITE_BUDGETS, siteFirstVisitFiles, type Manifest } from './site-bundle-budget';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const manifestPath = join(dist, '.vite/site-manifest.json');
const gzipSize = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const total = (files: string[]) => files.reduce((sum, file) => sum + gzipSize(file), 0);
const list = (files: string[]) =>
  files.map((file) => `  ${kb(gzipSize(file)).padStart(9)}  ${file}`).join('\n');

describe('public site bundle budgets (production build)', () => {
  // The site's client build must exist (`npm test` builds before the tests).
  const manifest = () => {
    expect(existsSync(manifestPath), `${manifestPath} missing: run npm run build`).toBe(true);
    return JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  };

  it(`JavaScript before the load event of / is at most ${kb(SITE_BUDGETS.beforeLoadJs)} gzip, without React`, () => {
    const { beforeLoad } = siteFirstVisitFiles(manifest(), ['hero-carousel']);
    expect(total(beforeLoad), list(beforeLoad)).toBeLessThanOrEqual(SITE_BUDGETS.beforeLoadJs);
    // React is fetched only when the first island hydrates.
    expect(manifest()[ISLAND_LOADER]!.imports ?? []).toEqual([]);
  });

  it(`all JavaScript of a first visit to / is at most ${kb(SITE_BUDGETS.firstVisitJs)} gzip`, () => {
    const { all } = siteFirstVisitFiles(manifest(), ['hero-carousel']);
    expect(total(all), list(all)).toBeLessThanOrEqual(SITE_BUDGETS.firstVisitJs);
  });

  it(`each island's own code is at most ${kb(SITE_BUDGETS.island)} gzip`, () => {
    const islands = Object.entries(manifest()).filter(([key]) => key.startsWith('src/site/islands/'));
    expect(islands.length).toBeGreaterThan(0);
    for (const [key, chunk] of islands) {
      expect(gzipSize(chunk.file), key).toBeLessThanOrEqual(SITE_BUDGETS.island);
    }
  });

  it('no island or the loader holds server-only code, MUI or the admin', () => {
    const files = Object.values(manifest())
      .map((chunk) => chunk.file)
      .filter((file) => file.endsWith('.js'));
    for (const file of files) {
      const code = readFileSync(join(dist, file), 'utf8');
      expect(code, file).not.toMatch(/renderToString|@mui\/|react-admin|drizzle/);
    }
  });
});
