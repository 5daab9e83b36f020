// Adding a page to the public site touches the files apps/api/src/site/README.md says, and no others:
// in a copy of the source, this adds /transport as that README's "Adding a page" shows it, counts the
// files changed, typechecks both apps, and renders the new page (title, both editions) and the
// sitemap with the real code from source. Run by `npm test`.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** What the copy needs: the shared package and both apps' sources and configs (not the demo media). */
const COPIED = ['tsconfig.base.json', 'package.json', 'packages/shared', 'apps/api', 'apps/web'];
const LEFT_OUT = new Set([
  'node_modules',
  'dist',
  'demo-media',
  'demo-videos',
  'share-card-fonts',
  'pglite-empty-cluster.tar.br',
]);

/** The steps of the README's "Adding a page", as edits: [file, text to find, text put before it] or a new file. */
const STEPS = [
  {
    file: 'packages/shared/src/site-pages.ts',
    edits: [
      [
        'import type {\n  AboutPageData,',
        "import type { ContactInfo } from './settings.schema';\nimport type { SectionResult } from './site-render';\n",
      ],
      [
        '  notFound: pageRow<NotFoundPageData>()({',
        `  transport: pageRow<{ contact: SectionResult<ContactInfo | null> }>()({
    path: '/transport',
    title: 'Transport',
    description: 'The school bus routes of {{school}}, {{town}}: stops, timings and whom to ask.',
  }),
`,
      ],
    ],
  },
  {
    file: 'apps/api/src/site/routes.ts',
    edits: [
      [
        "import type { SitePageDefinition } from './page-definition';",
        "import { loadSections } from './load-sections';\n",
      ],
      [
        "import type { SitePageDefinition } from './page-definition';",
        null,
        "\nimport { contactInEdition } from './page-definition';",
      ],
      [
        '  notices: { page: noticesPage },',
        `  transport: {
    page: {
      name: 'transport',
      load: (services, context) =>
        loadSections({ contact: () => contactInEdition(services, context) }, context),
    },
  },
`,
      ],
    ],
  },
  {
    file: 'apps/web/src/site/pages/transport/transport-page.tsx',
    create: `import type { SitePageDataMap } from '@skp/shared';
import { useI18n } from '../../i18n/site-i18n';
import type { Registered, SitePageEntries } from '../../page-registry';
import { layout } from '../../ui/layout';

/** /transport: the school bus routes, and whom to ask about a stop. */
export function TransportPage({ data }: { data: SitePageDataMap['transport'] }) {
  const { t } = useI18n();
  const phone = data.contact.ok ? data.contact.data?.phone : undefined;
  return (
    <div className={layout.container}>
      <h1>{t('transport.heading')}</h1>
      <p>{t('transport.routes')}</p>
      {phone ? <p>{t('transport.ask', { phone })}</p> : null}
    </div>
  );
}

export const sitePages = { transport: { component: TransportPage } } satisfies SitePageEntries;

declare module '../../page-registry' {
  interface RegisteredPages extends Registered<typeof sitePages> {}
}
`,
  },
  {
    file: 'apps/web/src/site/i18n/messages-en.ts',
    edits: [
      [
        '    notFound: { title: SITE_PAGES.notFound.title',
        '    transport: { title: SITE_PAGES.transport.title, description: SITE_PAGES.transport.description },\n',
      ],
      [
        '  brand: {',
        "  transport: {\n    heading: 'School bus routes',\n    routes: 'Buses leave the school at 2:30 pm on every route.',\n    ask: 'Ask the office about a stop: {{phone}}',\n  },\n",
      ],
    ],
  },
  {
    file: 'apps/web/src/site/i18n/messages-hi.ts',
    edits: [
      [
        '  meta: {\n',
        null,
        "    transport: { title: 'परिवहन', description: '{{school}}, {{town}} की स्कूल बसों के मार्ग, पड़ाव और समय।' },\n",
      ],
      [
        '  meta: {',
        "  transport: {\n    heading: 'स्कूल बस के मार्ग',\n    routes: 'हर मार्ग की बसें दोपहर 2:30 बजे विद्यालय से चलती हैं।',\n    ask: 'किसी पड़ाव के बारे में कार्यालय से पूछें: {{phone}}',\n  },\n",
      ],
    ],
  },
];

/** The API test that the copy runs: the new page through the route table, its loader, the renderer and the sitemap. */
const SERVED_TEST = `import { DEMO_SCHOOL, schoolTexts } from '@skp/shared';
import { expect, it } from 'vitest';
import type { Services } from '../lib/define-module';
import { siteRendererFromSource } from '../test/site-renderer-from-source';
import { pageHeadFacts } from './head';
import type { LoadContext } from './load-sections';
import { pageFor } from './routes';
import { sitemapXml } from './sitemap';

const origin = 'https://school.example';
const services = {
  contact: { get: async () => ({ phone: '+91 98765 43210' }) },
  translations: { localizeSingleton: async (_entity: string, _id: string, value: unknown) => value },
} as unknown as Services;

it('the new page is served at its path, titled, in both editions, and listed in the sitemap', async () => {
  const found = pageFor('/transport');
  expect(found).toMatchObject({ status: 200, definition: { name: 'transport' } });
  const renderer = await siteRendererFromSource();
  for (const [locale, title] of [['en', 'Transport'], ['hi', 'परिवहन']] as const) {
    const context = { faults: new Map(), log: console, origin, query: {}, locale } as unknown as LoadContext;
    const data = await found.definition.load(services, context);
    const { html } = renderer.render({
      page: 'transport',
      data: data!,
      frame: { path: '/transport', locale, contact: { ok: false }, school: DEMO_SCHOOL, announcements: [] },
      head: pageHeadFacts({ origin, path: '/transport', status: 200, noindex: false, locale, contact: undefined, school: DEMO_SCHOOL }),
    });
    expect(html).toContain(\`<title>\${title} | \${schoolTexts(DEMO_SCHOOL, locale).siteName}</title>\`);
    expect(html).toContain('+91 98765 43210');
  }
  const sitemap = await sitemapXml(origin, {
    school: DEMO_SCHOOL,
    galleryPhotos: async () => ({ galleries: [] }),
    pageData: () => undefined,
    itemPages: async () => [],
  });
  expect(sitemap).toContain(\`<loc>\${origin}/transport</loc>\`);
  expect(sitemap).toContain(\`<loc>\${origin}/hi/transport</loc>\`);
});
`;

function copyTree(from, to) {
  cpSync(from, to, {
    recursive: true,
    filter: (source) => !LEFT_OUT.has(source.split('/').pop()),
  });
}

/** Every file under `dir` with its content's hash, by path relative to `base`. */
function hashes(dir, base = dir, out = new Map()) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.name === 'node_modules') continue;
    if (entry.isDirectory()) hashes(path, base, out);
    else out.set(relative(base, path), createHash('sha1').update(readFileSync(path)).digest('hex'));
  }
  return out;
}

/** node_modules as the checkout's, but @skp/* are the copy's own packages. */
function linkModules(copy) {
  const modules = join(copy, 'node_modules');
  mkdirSync(join(modules, '@skp'), { recursive: true });
  for (const name of readdirSync(join(root, 'node_modules'))) {
    if (name !== '@skp') symlinkSync(join(root, 'node_modules', name), join(modules, name));
  }
  symlinkSync(join(copy, 'packages/shared'), join(modules, '@skp/shared'));
  symlinkSync(join(copy, 'apps/api'), join(modules, '@skp/api'));
  symlinkSync(join(copy, 'apps/web'), join(modules, '@skp/web'));
  for (const app of ['apps/api', 'apps/web']) {
    const own = join(root, app, 'node_modules');
    if (existsSync(own) && statSync(own).isDirectory()) symlinkSync(own, join(copy, app, 'node_modules'));
  }
}

/** Runs a command; resolves with its output, rejects with it when it fails. */
function run(command, args, cwd) {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, FORCE_COLOR: '0' } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) =>
      code === 0 ? done(output) : fail(new Error(`${command} ${args.join(' ')} failed:\n${output}`)),
    );
  });
}

describe('adding a page, as the site README says', () => {
  let copy;
  let changed;
  before(() => {
    copy = mkdtempSync(join(tmpdir(), 'skp-add-page-'));
    for (const path of COPIED) copyTree(join(root, path), join(copy, path));
    linkModules(copy);
    const was = hashes(copy);
    for (const step of STEPS) {
      const file = join(copy, step.file);
      if (step.create) {
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, step.create);
        continue;
      }
      let text = readFileSync(file, 'utf8');
      for (const [anchor, before, after] of step.edits) {
        assert.ok(text.includes(anchor), `${step.file} no longer has ${JSON.stringify(anchor)}`);
        text = before
          ? text.replace(anchor, `${before}${anchor}`)
          : text.replace(anchor, `${anchor}${after}`);
      }
      writeFileSync(file, text);
    }
    const now = hashes(copy);
    changed = [...now.keys()].filter((path) => was.get(path) !== now.get(path)).sort();
  });
  after(() => copy && rmSync(copy, { recursive: true, force: true }));

  it('touches five files: the page row (path, words, data type), its route with its loader, its component, and two catalogues', () => {
    assert.deepEqual(changed, STEPS.map((step) => step.file).sort());
    assert.equal(changed.length, 5);
    // The README names each of them.
    const readme = readFileSync(join(root, 'apps/api/src/site/README.md'), 'utf8');
    const adding = readme.slice(readme.indexOf('## Adding a page'));
    for (const file of changed) assert.ok(adding.includes(file.split('/').pop()), `README: ${file}`);
  });

  it('typechecks (both apps), and the new page is served with its title in both editions and listed in the sitemap', async () => {
    writeFileSync(join(copy, 'apps/api/src/site/transport.fixture.test.ts'), SERVED_TEST);
    writeFileSync(
      join(copy, 'apps/api/vitest.fixture.config.ts'),
      "import { defineConfig } from 'vitest/config';\nexport default defineConfig({ test: { include: ['src/site/transport.fixture.test.ts'], testTimeout: 30_000 } });\n",
    );
    const tsc = join(root, 'node_modules/typescript/bin/tsc');
    const vitest = join(root, 'node_modules/vitest/vitest.mjs');
    await Promise.all([
      run(process.execPath, [tsc, '--noEmit', '-p', 'apps/api'], copy),
      run(process.execPath, [tsc, '--noEmit', '-p', 'apps/web'], copy),
      run(process.execPath, [vitest, 'run', '--config', 'vitest.fixture.config.ts'], join(copy, 'apps/api')),
    ]);
  });

  it('a page without its route or without its component is a type error naming it', async () => {
    const tsc = join(root, 'node_modules/typescript/bin/tsc');
    const routes = join(copy, 'apps/api/src/site/routes.ts');
    const routesText = readFileSync(routes, 'utf8');
    writeFileSync(routes, routesText.replace(/ {2}transport: \{\n[\s\S]*?\n {2}\},\n/, ''));
    const component = join(copy, 'apps/web/src/site/pages/transport/transport-page.tsx');
    const componentText = readFileSync(component, 'utf8');
    writeFileSync(component, componentText.slice(0, componentText.indexOf('declare module')));
    const [api, web] = await Promise.all(
      ['apps/api', 'apps/web'].map((app) =>
        run(process.execPath, [tsc, '--noEmit', '-p', app], copy).then(
          () => `${app} typechecked`,
          (error) => error.message,
        ),
      ),
    );
    assert.match(api, /routes\.ts.*Property 'transport' is missing/s);
    assert.match(web, /page-registry\.ts.*Type '"transport"' does not satisfy the constraint 'never'/s);
  });
});
