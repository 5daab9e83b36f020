// Every relative link in README.md and docs/*.md leads to a file that exists, and a link to a heading
// (`file.md#heading`, `#heading`) to a heading of that file (GitHub's anchors). Run by `npm test`.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The Markdown outside fenced code blocks (links and headings inside them are examples). */
export function withoutCode(markdown) {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '``');
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens; repeats get -1, -2. */
export function headingAnchors(markdown) {
  const anchors = new Set();
  const seen = new Map();
  for (const [, text] of withoutCode(markdown.replace(/`([^`\n]*)`/g, '$1')).matchAll(
    /^#{1,6}\s+(.+?)\s*#*$/gm,
  )) {
    const base = text
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** The relative link targets of a Markdown text (no scheme, not protocol-relative). */
export function relativeLinks(markdown) {
  const links = [];
  for (const [, target] of withoutCode(markdown).matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g))
    if (!/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('//')) links.push(target);
  return links;
}

/** Links of `file` (relative to the repository) that lead nowhere, as 'file: target (why)'. */
export function brokenLinks(file, text = readFileSync(join(root, file), 'utf8')) {
  const broken = [];
  for (const link of relativeLinks(text)) {
    const [pathPart, anchor] = link.split('#');
    const target = pathPart
      ? resolve(dirname(join(root, file)), decodeURIComponent(pathPart))
      : join(root, file);
    if (!existsSync(target)) {
      broken.push(`${file}: ${link} (no file ${relative(root, target)})`);
      continue;
    }
    if (anchor === undefined) continue;
    if (statSync(target).isDirectory() || !target.endsWith('.md')) {
      broken.push(`${file}: ${link} (a heading of a file that is not Markdown)`);
      continue;
    }
    const headings = headingAnchors(pathPart ? readFileSync(target, 'utf8') : text);
    if (!headings.has(decodeURIComponent(anchor).toLowerCase()))
      broken.push(`${file}: ${link} (no heading #${anchor} in ${relative(root, target)})`);
  }
  return broken;
}

/** Where the code lives: its citations of the docs are checked too (generated and installed files are not). */
const SOURCE_FOLDERS = ['apps', 'packages', 'scripts', 'e2e'];
const NOT_SOURCE = new Set(['node_modules', 'dist', '.tmp', 'test-results', 'playwright-report']);

function sourceFiles(dir) {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    if (NOT_SOURCE.has(entry.name)) return [];
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(?:ts|tsx|mjs|js|css|html)$/.test(entry.name) ? [path] : [];
  });
}

/** The code's citations of the docs ('docs/requirements.md#limits') that lead to no file or heading. */
export function brokenCitations(file, text = readFileSync(join(root, file), 'utf8')) {
  const broken = [];
  for (const [citation, doc, anchor] of text.matchAll(/\bdocs\/([\w-]+\.md)(?:#([\w-]+))?/g)) {
    const target = join(root, 'docs', doc);
    if (!existsSync(target)) broken.push(`${file}: ${citation} (no file docs/${doc})`);
    else if (anchor && !headingAnchors(readFileSync(target, 'utf8')).has(anchor.toLowerCase()))
      broken.push(`${file}: ${citation} (no heading #${anchor} in docs/${doc})`);
  }
  return broken;
}

/**
 * Lines that cite what is outside the repository: a tracker's issue by number, or the spec file the
 * requirements were first written in (docs/requirements.md holds them in our words: cite its sections).
 */
export function outsideCitations(file, text = readFileSync(join(root, file), 'utf8')) {
  return text
    .split('\n')
    .flatMap((line, i) =>
      /\bissues? #?\d+/i.test(line) || /\bSPEC\b/.test(line) ? [`${file}:${i + 1}`] : [],
    );
}

const docs = () => [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

describe('links in the docs', () => {
  it('finds GitHub anchors and relative links, not examples in code', () => {
    const sample = [
      '# Run it for real',
      '## The API (`/api`), in one paragraph',
      '## Notes',
      '## Notes',
      'See [ops](docs/operations.md#configuration), [x](https://example.org) and [top](#run-it-for-real).',
      '```md',
      '[example](missing.md)',
      '```',
    ].join('\n');
    assert.deepEqual(
      [...headingAnchors(sample)],
      ['run-it-for-real', 'the-api-api-in-one-paragraph', 'notes', 'notes-1'],
    );
    assert.deepEqual(relativeLinks(sample), ['docs/operations.md#configuration', '#run-it-for-real']);
  });

  it('reports a link to a missing file or heading, and passes good ones', () => {
    const text = [
      '# Top',
      '[ok](docs/operations.md#configuration) [self](#top) [file](package.json)',
      '[a](docs/nowhere.md) [b](docs/operations.md#no-such-heading) [c](#nowhere) [d](package.json#x)',
    ].join('\n');
    assert.deepEqual(brokenLinks('README.md', text), [
      'README.md: docs/nowhere.md (no file docs/nowhere.md)',
      'README.md: docs/operations.md#no-such-heading (no heading #no-such-heading in docs/operations.md)',
      'README.md: #nowhere (no heading #nowhere in README.md)',
      'README.md: package.json#x (a heading of a file that is not Markdown)',
    ]);
  });

  it('every relative link in README.md and docs/*.md resolves to a file and heading', () => {
    const files = docs();
    assert.ok(files.length >= 7, `README.md and the docs: ${files.join(', ')}`);
    assert.deepEqual(
      files.flatMap((file) => brokenLinks(file)),
      [],
    );
  });
});

describe("the code's citations", () => {
  it('reports a citation of a missing doc or heading, and a tracker issue or the spec file', () => {
    const text = 'docs/requirements.md#routes docs/requirements.md#no-such docs/nowhere.md';
    assert.deepEqual(brokenCitations('x.ts', text), [
      'x.ts: docs/requirements.md#no-such (no heading #no-such in docs/requirements.md)',
      'x.ts: docs/nowhere.md (no file docs/nowhere.md)',
    ]);
    const cited = [
      '// as in ' + 'iss' + 'ue 12',
      '// see ' + 'SP' + 'EC.md',
      '// the issue: a slow page',
    ].join('\n');
    assert.deepEqual(outsideCitations('x.ts', cited), ['x.ts:1', 'x.ts:2']);
  });

  it("every citation of the docs in the code leads to a file and heading; nothing cites a tracker's issue or the spec file", () => {
    // This file's own examples above are made to fail.
    const files = SOURCE_FOLDERS.flatMap(sourceFiles).filter(
      (file) => file !== 'scripts/docs-links.test.mjs',
    );
    assert.ok(files.length > 500, `read ${files.length} files`);
    assert.deepEqual(
      files.flatMap((file) => brokenCitations(file)),
      [],
    );
    assert.deepEqual(
      [...docs(), ...files].flatMap((file) => outsideCitations(file)),
      [],
    );
  });
});
