import { expect, test } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EMPTY_URL } from '../../playwright.config';
import { fetchPages, publicRoutes, type PublicPage } from './public-routes';

/**
 * The W3C Nu Html Checker (vnu-jar, run on Debian's Java: npm test installs default-jre-headless as
 * it does Chromium) over every public route of both editions, in one batch (one Java start), on the
 * seeded server and on an empty one (whose pages show the empty states). Any markup error fails.
 */

/** vnu.jar inside the vnu-jar package (its main module exports the path). */
const VNU_JAR: string = createRequire(import.meta.url)('vnu-jar');

interface NuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

/**
 * The checker's CSS parser predates three things the site's CSS uses, and reports them as errors:
 * `@view-transition` (CSS View Transitions 2), `container-type` and the `cqi` unit (CSS Containment 3:
 * a custom property whose value uses cqi is a "Parse Error"). Browsers support all three; these, and
 * only these, are the checker's gaps.
 */
const CHECKER_GAPS: { name: string; matches(message: NuMessage): boolean }[] = [
  {
    name: 'CSS: Unrecognized at-rule “@view-transition”',
    matches: (m) => m.message === 'CSS: Unrecognized at-rule “@view-transition”',
  },
  {
    name: "CSS: “container-type”: Property “container-type” doesn't exist.",
    matches: (m) => m.message === "CSS: “container-type”: Property “container-type” doesn't exist.",
  },
  {
    name: 'CSS: “--<custom property>”: Parse Error. (a value with the cqi unit)',
    matches: (m) => {
      const property = /^CSS: “(--[\w-]+)”: Parse Error\.$/.exec(m.message)?.[1];
      if (!property || !m.extract) return false;
      const value = new RegExp(`${property}:([^;"]*)`).exec(m.extract)?.[1] ?? '';
      return /\dcqi\b/.test(value);
    },
  },
];

/** Runs vnu.jar once over the pages (written to a temporary folder) and returns its messages by path. */
function nuCheck(pages: PublicPage[]): { path: string; message: NuMessage }[] {
  const dir = mkdtempSync(join(tmpdir(), 'skp-nu-'));
  try {
    const files = pages.map((page, i) => {
      const file = join(dir, `page-${i}.html`);
      writeFileSync(file, page.html);
      return file;
    });
    // --no-langdetect: the language guess is advice (a warning), and the slowest part of the check.
    const result = spawnSync(
      'java',
      ['-jar', VNU_JAR, '--format', 'json', '--errors-only', '--no-langdetect', ...files],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    if (result.error) throw result.error;
    if (!result.stderr.trimStart().startsWith('{')) throw new Error(`vnu.jar: ${result.stderr}`);
    const { messages } = JSON.parse(result.stderr) as { messages: NuMessage[] };
    return messages.map((message) => {
      const index = files.findIndex((file) => message.url?.endsWith(`/${file.split('/').pop()}`));
      return { path: pages[index]?.path ?? message.url ?? '?', message };
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('the W3C Nu Html Checker finds no markup error on any public route of either edition', async ({
  request,
}) => {
  test.setTimeout(180_000);
  const seeded = await fetchPages(request, await publicRoutes(request));
  // The empty site's pages (no item pages), under their own addresses so the report names them.
  const emptyPaths = await publicRoutes(request, EMPTY_URL);
  const empty = (await fetchPages(request, emptyPaths, EMPTY_URL)).map((page) => ({
    ...page,
    path: `(empty site) ${page.path}`,
  }));
  const pages = [...seeded, ...empty];
  // Every page of both editions, and each kind of item page.
  expect(seeded.length).toBeGreaterThan(60);
  for (const path of ['/hi/about', '/contact', '/hi/notices', '/events']) {
    expect(seeded.map((page) => page.path)).toContain(path);
  }
  expect(seeded.some((page) => page.path.startsWith('/hi/events/'))).toBe(true);

  // A page with known errors checked in the same batch: the checker runs and reports them, and the
  // gaps' filter keeps a custom property's parse error that is not about cqi.
  const canary = {
    path: '(canary)',
    status: 200,
    html: [
      '<!doctype html><html lang="en"><head><title>Canary</title></head><body>',
      '<div aria-label="Menu">x</div><iframe title="Map" src="/x" width="100%"></iframe>',
      '<p style="--w:calc(100cqi - 1px);--h:calc(1px +)">x</p><button><h3>x</h3></button></body></html>',
    ].join(''),
  };
  const found = nuCheck([canary, ...pages]);
  const gaps = found.filter(({ message }) => CHECKER_GAPS.some((gap) => gap.matches(message)));
  const reported = (path: string) =>
    found
      .filter((entry) => entry.path === path && !gaps.includes(entry))
      .map((entry) => entry.message.message);
  expect(reported('(canary)').join('\n')).toMatch(
    /“aria-label” attribute must not be specified on any “div”[\s\S]*“100%” for attribute “width” on element “iframe”[\s\S]*“--h”: Parse Error[\s\S]*“h3” not allowed as child of element “button”/,
  );
  expect(reported('(canary)').join('\n')).not.toMatch(/“--w”/);
  const errors = found
    .filter((entry) => entry.path !== '(canary)' && !gaps.includes(entry))
    .map(
      ({ path, message }) =>
        `${path}:${message.lastLine ?? ''} ${message.message} [${message.extract ?? ''}]`,
    );
  test.info().annotations.push({
    type: 'nu-html-checker',
    description: `${pages.length} pages; checker gaps left out: ${gaps.length} (${CHECKER_GAPS.map(
      (gap) => `${gap.name}: ${gaps.filter((g) => gap.matches(g.message)).length}`,
    ).join('; ')})`,
  });
  expect(errors).toEqual([]);
});
