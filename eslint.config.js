// Type-aware lint for the SPA, the server and the scripts.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';

/**
 * Each feature of the SPA (src/features/<x>) stands alone: what two share lives in src/domain
 * (the product's shared pieces), src/components (generic UI) or src/lib.
 */
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Modules that do the work behind the routes: they throw domain errors (server/domain-errors.ts)
 * and never see HTTP. Route files, guards, uploads (which reads the request stream), the app and
 * server/http are the HTTP layer.
 */
const serverServices = [
  './server/**/*.service.ts',
  './server/account/account-deletion.ts',
  './server/account/account-export.ts',
  './server/arts/business-hours.ts',
  './server/backup/**',
  './server/db/**',
  './server/files/storage.ts',
  './server/files/s3-storage.ts',
  './server/files/orphan-sweeper.ts',
  './server/import/**',
  './server/jobs/**',
  './server/mail/**',
];

/** The route files: each route's contract (server/http/contract.ts) and a handler that calls a service. */
const routeFiles = './server/**/*.routes.ts';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-server',
      'data',
      'node_modules',
      'coverage',
      'test-results',
      'playwright-report',
      'server/db/migrations',
    ],
  },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommendedTypeChecked],
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser, ...globals.node },
      parserOptions: {
        project: ['./tsconfig.app.json', './tsconfig.node.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // adminPage (src/features/admin/components/admin-page.tsx) makes a panel page's component.
      'react-refresh/only-export-components': [
        'warn',
        { allowConstantExport: true, extraHOCs: ['adminPage'] },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Async functions without await are normal for interface implementations and hooks.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  {
    // Import boundaries: no cycles, and each layer imports only what sits below it.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['./tsconfig.app.json', './tsconfig.node.json'],
          // The SPA and the server are two projects on purpose (different libs and types).
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              // The server's SEO reads the site's content (src/content: plain data, no React), and
              // its tests' typed client the types generated from its own contract.
              target: './server',
              from: './src',
              except: ['./content', './lib/api-contract.gen.ts'],
              message: 'O servidor não importa o SPA (src/).',
            },
            {
              target: './common',
              from: ['./server', './src'],
              message: 'common/ não importa o servidor nem o SPA.',
            },
            // The SPA's layers, one way: app → features → domain → components → lib.
            {
              target: ['./src/domain', './src/components', './src/lib'],
              from: ['./src/features', './src/app'],
              message:
                'src/domain, src/components e src/lib não importam features/ nem app/: desça a peça compartilhada de camada.',
            },
            {
              target: ['./src/components', './src/lib'],
              from: './src/domain',
              message:
                'src/components e src/lib não importam src/domain: a UI genérica não conhece o domínio.',
            },
            {
              target: './src/lib',
              from: './src/components',
              message: 'src/lib não importa src/components.',
            },
            ...serverServices.map((target) => ({
              target,
              from: './server/http',
              message:
                'Serviços não conhecem HTTP: lance um erro de server/domain-errors.ts; server/http/errors.ts define o status.',
            })),
            {
              // Routes read and write only through the services (docs/development.md).
              target: routeFiles,
              from: './server/db/schema.ts',
              message: 'Rotas não consultam o banco: chame um serviço (*.service.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // …nor Hono itself (node_modules is resolved through links, so a package ban, not a path).
    files: serverServices.map((target) => target.slice(2)),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // @hono/zod-openapi is zod with OpenAPI names: the response schemas services return.
              group: ['hono', 'hono/*', '@hono/*', '!@hono/zod-openapi'],
              message: 'Serviços não conhecem HTTP: lance um erro de server/domain-errors.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // …and no query builder either: a route never queries the database itself.
    files: [routeFiles.slice(2)],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              message: 'Rotas não consultam o banco: chame um serviço (*.service.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // A feature never imports another one, nor the app (router, layout, providers). Tests may
    // compose features and use the app's own query client, so the rule is for the features' own
    // code.
    files: ['src/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
              message:
                'Uma feature não importa outra: compartilhe por src/domain, src/components ou src/lib.',
            })),
            {
              target: './src/features',
              from: './src/app',
              message: 'Uma feature não importa src/app: desça a peça compartilhada de camada.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts'],
    rules: { 'react-refresh/only-export-components': 'off' },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['**/*.js'],
    extends: [js.configs.recommended],
    languageOptions: { globals: globals.node },
  },
);
