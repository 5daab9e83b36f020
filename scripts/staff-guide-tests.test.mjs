// Every task the staff guide (docs/staff-guide.md) tells staff to do has a test that does the whole
// task as a clerk would: the list is e2e/staff-guide-tasks.json (task heading -> the tasks under it,
// each with [file, test title]). This check fails when a task heading of the guide has no entry, an
// entry names a heading the guide no longer has, or a named test is not in its file (a browser spec's
// `test('title', ...)`, never a skipped one). So a new task written into the guide fails until it has
// its test. Run by `npm test`.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const GUIDE = 'docs/staff-guide.md';
export const TASKS = 'e2e/staff-guide-tasks.json';

/**
 * The guide's task headings: every heading (## or deeper) with no heading under it before the next
 * heading of its own level or higher. A section of tasks ('The office's tasks, step by step') is not a
 * task itself; its ### headings are. Headings inside fenced code are examples, not headings.
 */
export function taskHeadings(markdown) {
  const headings = [];
  for (const [, hashes, text] of markdown
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '')
    .matchAll(/^(#{2,6})\s+(.+?)\s*#*$/gm))
    headings.push({ level: hashes.length, text });
  return headings
    .filter((heading, i) => !(headings[i + 1] && headings[i + 1].level > heading.level))
    .map((heading) => heading.text);
}

/** The titles of the tests a Playwright spec declares: `test('...')`, not `test.skip` or `test.fixme`. */
export function specTestTitles(source) {
  const titles = [];
  for (const [, , body] of source.matchAll(/(?<![.\w])test\(\s*(['"`])((?:\\.|(?!\1)[^\\])*)\1/g))
    titles.push(body.replace(/\\(['"`\\])/g, '$1'));
  return titles;
}

/**
 * What is wrong with the task list against the guide: headings without tasks, tasks under headings
 * the guide does not have, tasks without tests, tests that are not in their files.
 * `read(file)` gives a file's text, or undefined when there is no such file.
 */
export function problems(guide, tasks, read) {
  const found = [];
  const headings = taskHeadings(guide);
  for (const heading of headings)
    if (!Array.isArray(tasks[heading]) || tasks[heading].length === 0)
      found.push(`"${heading}": a task of the staff guide with no test in ${TASKS}`);
  for (const heading of Object.keys(tasks)) {
    if (!headings.includes(heading)) {
      found.push(`"${heading}": not a task heading of ${GUIDE} (renamed or removed?)`);
      continue;
    }
    for (const { task, tests } of tasks[heading]) {
      if (!Array.isArray(tests) || tests.length === 0) {
        found.push(`"${heading}" > "${task}": no test named`);
        continue;
      }
      for (const [file, title] of tests) {
        const source = read(file);
        if (source === undefined) found.push(`"${heading}" > "${task}": no file ${file}`);
        else if (
          file.endsWith('.spec.ts') ? !specTestTitles(source).includes(title) : !source.includes(title)
        )
          found.push(`"${heading}" > "${task}": ${file} has no test "${title}"`);
      }
    }
  }
  return found;
}

const readRepoFile = (file) => {
  const path = join(root, file);
  return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
};

describe("the staff guide's tasks and their tests", () => {
  it('finds the task headings and the test titles, and reports what is missing', () => {
    const guide = [
      '# Staff guide',
      '## Signing in',
      'text',
      '## The tasks',
      '### Post a notice',
      '### Add photos',
      '```md',
      '### Not a heading',
      '```',
      '## Translating',
    ].join('\n');
    assert.deepEqual(taskHeadings(guide), ['Signing in', 'Post a notice', 'Add photos', 'Translating']);
    const spec = [
      "test('posts a notice', async () => {});",
      'test("the clerk\'s photos", async () => {});',
      // A skipped test in the spec's source, spelt in parts so this file itself holds no skipped test.
      `${['test', 'skip'].join('.')}('skipped', async () => {});`,
      '  test(`on a phone`, async () => {});',
    ].join('\n');
    assert.deepEqual(specTestTitles(spec), ['posts a notice', "the clerk's photos", 'on a phone']);
    const files = { 'e2e/a.spec.ts': spec, 'scripts/x.mjs': 'console.log("created and signed in")' };
    const tasks = {
      'Signing in': [{ task: 'first account', tests: [['scripts/x.mjs', 'created and signed in']] }],
      'Post a notice': [{ task: 'post', tests: [['e2e/a.spec.ts', 'posts a notice']] }],
      'Add photos': [{ task: 'add', tests: [['e2e/a.spec.ts', 'skipped']] }],
      Translating: [{ task: 'translate', tests: [['e2e/gone.spec.ts', 'translates']] }],
      'Old task': [{ task: 'old', tests: [['e2e/a.spec.ts', 'posts a notice']] }],
    };
    assert.deepEqual(
      problems(guide, tasks, (file) => files[file]),
      [
        `"Add photos" > "add": e2e/a.spec.ts has no test "skipped"`,
        `"Translating" > "translate": no file e2e/gone.spec.ts`,
        `"Old task": not a task heading of ${GUIDE} (renamed or removed?)`,
      ],
    );
    // A task written into the guide without a test fails; so does a section that gains tasks under it.
    assert.deepEqual(problems(`${guide}\n### Read enquiries`, tasks, (file) => files[file]).slice(0, 1), [
      `"Read enquiries": a task of the staff guide with no test in ${TASKS}`,
    ]);
  });

  it(`every task heading of ${GUIDE} has its tasks in ${TASKS}, each with tests that exist`, () => {
    const guide = readFileSync(join(root, GUIDE), 'utf8');
    const tasks = JSON.parse(readFileSync(join(root, TASKS), 'utf8'));
    assert.ok(taskHeadings(guide).length >= 25, `task headings: ${taskHeadings(guide).join(' | ')}`);
    assert.deepEqual(problems(guide, tasks, readRepoFile), []);
  });
});
