// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_ONLY_SOURCES,
  BUDGETS,
  firstVisitFiles,
  KB,
  SERVICE_WORKER_REGISTRATION,
  spaRoutes,
  type Manifest,
} from './bundle-budget';
import { CHUNK_MODULES_FILE } from './vite-plugins';

const web = fileURLToPath(new URL('..', import.meta.url));
const dist = join(web, 'dist');
const manifestPath = join(dist, '.vite/manifest.json');
const ADMIN_ROUTER = 'src/app/admin-router.tsx';

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(path).reduce(
    (latest, entry) => Math.max(latest, newest(join(path, entry))),
    info.mtimeMs,
  );
}

/** Builds the web app unless dist/ is newer than every source (npm test builds before the tests). */
function ensureFreshBuild() {
  const sources = [
    'src',
    'build',
    'build-tools',
    'public',
    'index.html',
    'vite.config.ts',
    '../../packages/shared/src',
  ];
  const changedAt = Math.max(...sources.map((path) => newest(join(web, path))));
  if (existsSync(manifestPath) && statSync(manifestPath).mtimeMs > changedAt) return;
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  const env = { ...process.env, NODE_ENV: 'production' };
  // The whole web build (the SPA, the site's client and its server bundle): `vite build` alone
  // would empty dist/ of the other two.
  const result = spawnSync('npm', ['run', 'build', '--', '--logLevel', 'error'], {
    cwd: web,
    stdio: 'inherit',
    env,
  });
  if (result.status !== 0) throw new Error('vite build failed');
}

const gzipSize = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const rawSize = (file: string) => statSync(join(dist, file)).size;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

function report(title: string, sizes: [string, number][]) {
  const lines = sizes.map(([file, size]) => `  ${kb(size).padStart(9)}  ${file}`);
  return `${title}\n${lines.join('\n')}`;
}

/** The files' total size is within the budget; a failure lists each file's size. */
function expectWithin(title: string, files: string[], size: (file: string) => number, budget: number) {
  const sizes = files.map((file): [string, number] => [file, size(file)]);
  const total = sizes.reduce((sum, [, bytes]) => sum + bytes, 0);
  expect(total, report(`${title} ${kb(total)}:`, sizes)).toBeLessThanOrEqual(budget);
}

describe('bundle budgets (production build)', () => {
  let manifest: Manifest;
  let chunkModules: Record<string, string[]>;

  beforeAll(() => {
    ensureFreshBuild();
    manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
    chunkModules = JSON.parse(readFileSync(join(dist, CHUNK_MODULES_FILE), 'utf8')) as Record<
      string,
      string[]
    >;
  }, 300_000);

  /** Every public page the single-page app still serves, with the files a first visit to it downloads. */
  const firstVisits = () =>
    spaRoutes(manifest).map((route) => ({ route, ...firstVisitFiles(manifest, route) }));

  it(`the JavaScript of a first visit to a page of the single-page app is at most ${kb(BUDGETS.firstVisitJs)} gzip`, () => {
    for (const { route, js } of firstVisits()) {
      expectWithin(`${route}: first visit JavaScript`, js, gzipSize, BUDGETS.firstVisitJs);
    }
  });

  it(`the CSS of a first visit to a page of the single-page app is at most ${kb(BUDGETS.firstVisitCss)} gzip`, () => {
    for (const { route, css } of firstVisits()) {
      expectWithin(`${route}: first visit CSS`, css, gzipSize, BUDGETS.firstVisitCss);
    }
  });

  it(`the fonts of a first visit to a page of the single-page app are at most ${kb(BUDGETS.firstVisitFonts)}, woff2 with font-display swap`, () => {
    for (const { route, css, fonts } of firstVisits()) {
      expect(fonts.length, route).toBeGreaterThan(0);
      expectWithin(`${route}: first visit fonts`, fonts, rawSize, BUDGETS.firstVisitFonts);
      const faces = css.flatMap(
        (file) => readFileSync(join(dist, file), 'utf8').match(/@font-face\{[^}]*\}/g) ?? [],
      );
      expect(faces.length, route).toBeGreaterThan(0);
      for (const face of faces) expect(face).toMatch(/font-display:swap/);
    }
  });

  it('no chunk the public site can load contains react-admin (or the admin screens)', () => {
    const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
    const publicChunks = new Set<string>();
    const visit = (key: string) => {
      if (key === ADMIN_ROUTER || publicChunks.has(key)) return;
      publicChunks.add(key);
      for (const next of [...(manifest[key]!.imports ?? []), ...(manifest[key]!.dynamicImports ?? [])])
        visit(next);
    };
    visit(entry);
    expect(publicChunks.size).toBeGreaterThan(2);
    const offenders = [...publicChunks].flatMap((key) => {
      const file = manifest[key]!.file;
      return (chunkModules[file] ?? [])
        .filter((id) => ADMIN_ONLY_SOURCES.test(id))
        .map((id) => `${file}: ${id}`);
    });
    expect(offenders).toEqual([]);
    // The check can fail: the admin's own chunk does hold react-admin.
    const adminModules = chunkModules[manifest[ADMIN_ROUTER]!.file] ?? [];
    expect(adminModules.some((id) => /node_modules\/react-admin\//.test(id))).toBe(true);
  });
});

describe('firstVisitFiles', () => {
  const GALLERY = 'src/app/routes/gallery.tsx';
  const manifest: Manifest = {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      imports: ['_shared.js'],
      dynamicImports: [GALLERY, 'src/app/routes/about.tsx', SERVICE_WORKER_REGISTRATION],
      css: ['assets/index.css'],
      assets: ['assets/a.woff2', 'assets/a.woff'],
    },
    '_shared.js': { file: 'assets/shared.js' },
    [GALLERY]: { file: 'assets/gallery.js', isDynamicEntry: true, imports: ['_button.js', '_shared.js'] },
    [SERVICE_WORKER_REGISTRATION]: { file: 'assets/register-sw.js', isDynamicEntry: true },
    '_button.js': { file: 'assets/button.js', imports: ['index.html'], css: ['assets/button.css'] },
    'src/app/routes/about.tsx': { file: 'assets/about.js', isDynamicEntry: true, imports: ['_other.js'] },
    '_other.js': { file: 'assets/other.js' },
  };

  it("takes the entry, its static imports, the page's route and the worker registration with their static imports, once each", () => {
    expect(firstVisitFiles(manifest, GALLERY)).toEqual({
      js: [
        'assets/button.js',
        'assets/gallery.js',
        'assets/index.js',
        'assets/register-sw.js',
        'assets/shared.js',
      ],
      css: ['assets/button.css', 'assets/index.css'],
      fonts: ['assets/a.woff2'],
      chunks: ['_button.js', '_shared.js', 'index.html', GALLERY, SERVICE_WORKER_REGISTRATION].sort(),
    });
  });

  it('refuses a route the entry does not load on demand', () => {
    expect(() => firstVisitFiles(manifest, 'src/app/routes/missing.tsx')).toThrow(/does not load/);
  });

  it('lists the routes of the single-page app', () => {
    expect(spaRoutes(manifest)).toEqual(['src/app/routes/about.tsx', GALLERY]);
  });
});
