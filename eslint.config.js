import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webFeatures = [
  'home',
  'about',
  'academics',
  'admissions',
  'campus',
  'contact',
  'baby-steps',
  'cricket-academy',
  'gallery',
  'admin',
  'enquiry',
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
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // Shared depends on zod only.
            { target: './packages/shared', from: './apps' },
            // Web: app -> features -> components/lib; features never import each other.
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message: 'Features do not import each other; compose them in a route (app/).',
            })),
            {
              target: './apps/web/src/components',
              from: './apps/web/src/features',
              message: 'components/ must not depend on features/.',
            },
            {
              target: './apps/web/src/lib',
              from: ['./apps/web/src/features', './apps/web/src/components', './apps/web/src/app'],
              message: 'lib/ is the bottom layer.',
            },
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'features/ must not import app/.',
            },
            // The server-rendered site: never the SPA's app/ or features/; islands never import a page.
            {
              target: './apps/web/src/site',
              from: ['./apps/web/src/app', './apps/web/src/features'],
              message: 'site/ does not depend on the single-page app.',
            },
            {
              target: './apps/web/src/site/islands',
              from: './apps/web/src/site/pages',
              message: 'Islands import ui/, never a page.',
            },
            // API: only repositories (and the seed and tests) touch the database schema.
            {
              target: './apps/api/src/modules',
              from: './apps/api/src/db/schema',
              except: [],
              message: 'Only *.repository.ts files may import db/schema.',
            },
          ],
        },
      ],
    },
  },
  {
    // Repositories and tests may reach the schema; the zone above is lifted for them.
    files: ['apps/api/src/modules/**/*.repository.ts', 'apps/api/src/modules/**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['apps/api/src/modules/**/*.repository.ts', 'apps/api/src/modules/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
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
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);
