// The public site's code lives in its two folders: apps/api/src/site (route table, loaders, document,
// page cache, serving, sitemap, feeds) and apps/web/src/site (the pages' components, islands,
// styles, words). A file elsewhere that only the site uses belongs there, so this check fails on one
// (what the site shares with the admin or the API stays outside). Run by `npm test`.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The site's two folders, and the source trees whose files are checked (the shared package is the contract between them). */
export const SITE_FOLDERS = ['apps/api/src/site/', 'apps/web/src/site/'];
const SOURCE_TREES = ['apps/api/src', 'apps/web/src'];

const isSite = (file) => SITE_FOLDERS.some((folder) => file.startsWith(folder));
/** Tests (and the API's test helpers) may import anything: they make nothing the site's. */
const isTest = (file) => /\.test\.tsx?$/.test(file) || file.startsWith('apps/api/src/test/');

function filesUnder(dir) {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/** The relative imports of a source text (static, dynamic, side-effect and re-exports). */
export function relativeImports(text) {
  const found = [];
  for (const match of text.matchAll(/\b(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g))
    found.push(match[1]);
  return found;
}

/** The file an import names (`./x` is x.ts, x.tsx or x/index.ts; `?raw` and the like dropped), or undefined. */
function resolveImport(from, spec, files) {
  const base = posix.join(posix.dirname(from), spec.replace(/\?.*$/, '').replace(/\.js$/, ''));
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((path) =>
    files.has(path),
  );
}

/** Every file of the source trees with the files it imports. */
export function importGraph() {
  const files = new Set(SOURCE_TREES.flatMap(filesUnder));
  const graph = new Map();
  for (const file of files) {
    const text = /\.(?:tsx?|css)$/.test(file) ? readFileSync(join(root, file), 'utf8') : '';
    const imported = relativeImports(text).flatMap((spec) => resolveImport(file, spec, files) ?? []);
    graph.set(file, new Set(imported));
  }
  return graph;
}

/**
 * The files outside the site's folders that only the site uses: imported by site files alone (or
 * by other such files), never by the admin, the API's modules, the service worker or an entry point.
 */
export function siteCodeOutside(graph, site = isSite) {
  const importers = new Map();
  for (const [file, imported] of graph) {
    if (isTest(file)) continue;
    for (const target of imported) importers.set(target, [...(importers.get(target) ?? []), file]);
  }
  const siteFiles = new Set([...graph.keys()].filter(site));
  const outside = [];
  for (let grew = true; grew;) {
    grew = false;
    for (const file of graph.keys()) {
      if (siteFiles.has(file) || isTest(file)) continue;
      const by = importers.get(file) ?? [];
      if (by.length > 0 && by.every((importer) => siteFiles.has(importer))) {
        siteFiles.add(file);
        outside.push(file);
        grew = true;
      }
    }
  }
  return outside.sort();
}

describe("the public site's code is in its folders", () => {
  it('finds a file only the site uses, also through another such file, and leaves shared ones alone', () => {
    const graph = new Map([
      ['web/site/page.tsx', new Set(['web/lib/format.ts', 'web/lib/shared.ts'])],
      ['web/lib/format.ts', new Set(['web/lib/digits.ts'])],
      ['web/lib/digits.ts', new Set()],
      ['web/lib/shared.ts', new Set()],
      ['web/admin/screen.tsx', new Set(['web/lib/shared.ts'])],
      ['web/lib/unused.ts', new Set()],
      ['web/lib/only-tested.ts', new Set()],
      ['web/lib/only-tested.test.ts', new Set(['web/lib/only-tested.ts'])],
    ]);
    assert.deepEqual(
      siteCodeOutside(graph, (file) => file.startsWith('web/site/')),
      ['web/lib/digits.ts', 'web/lib/format.ts'],
    );
    assert.deepEqual(
      relativeImports("import a from './a';\nexport { b } from '../b';\nawait import('./c');"),
      ['./a', '../b', './c'],
    );
  });

  it('no file outside apps/api/src/site and apps/web/src/site is used by the site alone', () => {
    const graph = importGraph();
    assert.ok(graph.size > 300, `read ${graph.size} files`);
    assert.ok(existsSync(join(root, SITE_FOLDERS[0])) && statSync(join(root, SITE_FOLDERS[1])).isDirectory());
    assert.deepEqual(siteCodeOutside(graph), []);
  });

  it("lint refuses a page's loader (*.page.ts) outside apps/api/src/site/pages", async () => {
    const eslint = new ESLint({ cwd: root });
    const lint = async (filePath) =>
      (await eslint.lintText('export const page = 1;\n', { filePath: join(root, filePath) }))[0].messages
        .filter((message) => message.ruleId === 'check-file/folder-match-with-fex')
        .map((message) => message.message);
    assert.deepEqual(await lint('apps/api/src/plugins/transport.page.ts'), [
      'The folder of the file "transport.page.ts" does not match the "apps/api/src/site/@(pages)/" pattern',
    ]);
    assert.deepEqual(await lint('apps/api/src/site/pages/transport.page.ts'), []);
  });
});
