import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import boundaries from 'eslint-plugin-boundaries';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Every file belongs to one element type, by where it sits; the rules below speak of types, so a new
 * module, plugin or feature is covered without touching this file. docs/architecture.md draws the map.
 */
const elements = [
  { type: 'shared', pattern: 'packages/shared/**', partialMatch: false },
  { type: 'module', pattern: 'apps/api/src/modules/*/**', partialMatch: false, capture: ['module'] },
  { type: 'module-list', pattern: 'apps/api/src/modules', partialMatch: false },
  { type: 'plugin', pattern: 'apps/api/src/plugins/**', partialMatch: false },
  { type: 'lib', pattern: 'apps/api/src/lib/**', partialMatch: false },
  { type: 'db', pattern: 'apps/api/src/db/**', partialMatch: false },
  { type: 'seed', pattern: 'apps/api/src/seed/**', partialMatch: false },
  { type: 'ops', pattern: 'apps/api/src/ops/**', partialMatch: false },
  { type: 'cli', pattern: 'apps/api/src/cli/**', partialMatch: false },
  { type: 'test', pattern: 'apps/api/src/test/**', partialMatch: false },
  // The admin (a single-page app at /admin), all of it.
  { type: 'admin', pattern: 'apps/web/src/admin/**', partialMatch: false },
  { type: 'web-lib', pattern: 'apps/web/src/lib/**', partialMatch: false },
  // The server-rendered site: pages, islands (the only browser code) and the rest (layout, sections, ui).
  { type: 'site-page', pattern: 'apps/web/src/site/pages/**', partialMatch: false },
  { type: 'site-island', pattern: 'apps/web/src/site/islands/**', partialMatch: false },
  { type: 'site', pattern: 'apps/web/src/site/**', partialMatch: false },
  // The public site's server side, end to end (src/site/README.md): route table, loaders, document
  // and head, page cache, serving, sitemap, robots, feeds. Nothing outside it but app.ts uses it.
  { type: 'api-site', pattern: 'apps/api/src/site/**', partialMatch: false },
  // The files at the top of apps/api/src: app.ts, server.ts, start.ts, config.ts, errors.ts.
  { type: 'api-root', pattern: 'apps/api/src', partialMatch: false },
];

const types = (...names) => ({ element: { types: { anyOf: names } } });
const may = (from, ...to) => ({ from: types(from), allow: { to: types(...to) } });

/** Who may import whom, by type (anything not allowed here is refused). */
const dependencyPolicies = [
  may('shared', 'shared'),
  may('db', 'db', 'api-root'),
  may('lib', 'lib', 'db', 'api-root', 'shared'),
  may('plugin', 'plugin', 'lib', 'db', 'api-root', 'shared', 'module'),
  // Another module's service file only for its types and constants (the rules below say so).
  may('module', 'module', 'lib', 'db', 'api-root', 'shared', 'plugin'),
  may('module-list', 'module'),
  may(
    'api-root',
    'api-root',
    'api-root',
    'module-list',
    'plugin',
    'lib',
    'db',
    'seed',
    'cli',
    'ops',
    'shared',
  ),
  may('seed', 'seed', 'db', 'lib', 'api-root', 'shared', 'module', 'ops'),
  // The command-line entry points (npm run seed, backup, restore, fuzz, admin:create...), all in cli/:
  // each checks the server lock (ops/server-lock.ts) before touching the embedded database.
  may('cli', 'cli', 'api-root', 'db', 'lib', 'shared', 'module', 'ops', 'seed'),
  may('ops', 'ops', 'api-root', 'api-root', 'db', 'lib', 'seed', 'shared', 'module', 'plugin', 'test'),
  may('test', 'test', 'api-root', 'api-root', 'db', 'lib', 'shared', 'module', 'plugin', 'seed'),
  may('web-lib', 'web-lib', 'shared'),
  // The admin and the public site never import each other; lib/ holds what both use (and the
  // service worker). What the site alone uses lives in site/ (scripts/site-folders.test.mjs).
  may('admin', 'admin', 'web-lib', 'shared'),
  // Islands never import a page.
  may('site', 'site', 'site-island', 'site-page', 'web-lib', 'shared'),
  may('site-page', 'site-page', 'site', 'site-island', 'web-lib', 'shared'),
  may('site-island', 'site-island', 'site', 'web-lib', 'shared'),
  may('api-site', 'api-site', 'plugin', 'lib', 'api-root', 'shared', 'module', 'test'),
  may('api-root', 'api-site'),
  may('test', 'api-site'),
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/db/migrations/**',
      'e2e/.tmp/**',
      'bench-results/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // A page's file registers itself: `interface RegisteredPages extends Registered<...> {}` (apps/web/src/site/page-registry.ts).
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // kebab-case names; role suffixes (.routes, .service, .module, .test) are middle extensions.
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '{apps,packages,e2e}/**/src/**/': 'KEBAB_CASE' }],
      // A page's loader is the public site's: only in its folder (apps/api/src/site/README.md).
      'check-file/folder-match-with-fex': ['error', { '*.page.ts': 'apps/api/src/site/@(pages)/' }],
    },
  },
  {
    // The server bundle finds a page's component by its file's name (entry-server.tsx globs
    // pages/**/*-page.tsx): registering it anywhere else would only be caught at start-up.
    files: ['apps/web/src/site/**/*.tsx'],
    ignores: ['apps/web/src/site/pages/**/*-page.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ExportNamedDeclaration > VariableDeclaration > VariableDeclarator[id.name='sitePages']",
          message:
            'A page registers its component (export const sitePages) in apps/web/src/site/pages/<folder>/<name>-page.tsx: the server bundle finds page files by that name.',
        },
      ],
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/include': ['apps/*/src/**', 'packages/shared/src/**'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies: dependencyPolicies }],
    },
  },
  {
    // Only a module's own *.module.ts builds its services and repositories; only repositories
    // (and the seed, ops and tests) import the database schema.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/**/*.module.ts', 'apps/api/src/**/*.test.ts', 'apps/api/src/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/modules/**',
                './*.service',
                './*.repository',
                '../*/*.service',
                '../*/*.repository',
              ],
              importNamePattern: '^create\\w*(Service|Repository)$',
              message:
                "Services and repositories are built once, in their module's *.module.ts; use app.services.",
            },
            {
              group: ['**/*.repository', '!./*.repository'],
              message: 'Reach another module through its service, never its repository.',
            },
          ],
        },
      ],
    },
  },
  {
    // A plugin may build its own repository (plugins/*.repository.ts), never a module's.
    files: ['apps/api/src/plugins/**/*.ts'],
    ignores: ['apps/api/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/modules/**'],
              importNamePattern: '^create\\w*(Service|Repository)$',
              message:
                "Services and repositories are built once, in their module's *.module.ts; use app.services.",
            },
            {
              group: ['**/modules/**/*.repository'],
              message: 'Reach a module through its service, never its repository.',
            },
          ],
        },
      ],
    },
  },
  {
    // Of the top files, the inner layers use only config.ts and errors.ts: the app is composed above them.
    files: ['apps/api/src/{lib,db,plugins,modules,seed,site}/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/api/src/{lib,db,plugins,modules,seed,site}/**',
              from: './apps/api/src/{app,server,start}.ts',
              message: 'app.ts, server.ts and start.ts compose the server; nothing inside it imports them.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['apps/api/src/modules/**/*.repository.ts', 'apps/api/src/modules/**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/api/src/modules',
              from: './apps/api/src/db/schema',
              message: 'Only *.repository.ts files may import db/schema.',
            },
          ],
        },
      ],
    },
  },
  {
    // The public site reads through the modules' services (app.services), never the database.
    files: ['apps/api/src/site/**/*.ts'],
    ignores: ['apps/api/src/site/**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/api/src/site',
              from: './apps/api/src/db',
              message: 'The site reads through app.services; only repositories import the database.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);
