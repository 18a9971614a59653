import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const WEB_FEATURES = 'apps/web/src/features';
const SERVER_MODULES = 'apps/server/src/modules';

/** A web feature imports no other feature (ARCHITECTURE.md): one zone per feature folder. */
const featureZones = fs
  .readdirSync(path.join(import.meta.dirname, WEB_FEATURES), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    target: `${WEB_FEATURES}/${name}`,
    from: WEB_FEATURES,
    except: [`./${name}`],
    message:
      'A feature never imports another feature: move what they share to components/, lib/ or the domain.',
  }));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Domain stays pure: no I/O, no framework, no app code.
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', 'fs', 'react', 'fastify', 'drizzle-orm', '@khatabill/*'] },
      ],
    },
  },
  {
    // Only repositories and the database layer speak SQL.
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/**/*.repository.ts',
      'apps/server/src/db/**',
      'apps/server/src/**/*.test.ts',
      'apps/server/src/test/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^drizzle-orm(/|$)',
              message: 'Queries belong in a *.repository.ts (or db/): call one from here.',
            },
          ],
        },
      ],
    },
  },
  {
    // A module uses another module's service (and its dto and schema files), not its SQL.
    // Repositories are the exception: one statement that writes several modules' tables (a
    // new bill's) is composed of the parts each table's own repository builds.
    files: ['apps/server/src/modules/*/*.ts'],
    ignores: ['apps/server/src/modules/*/*.repository.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./[^/]+/[^/]+\\.repository$',
              allowTypeImports: true,
              message: "Use the other module's service; its repository is its own.",
            },
          ],
        },
      ],
    },
  },
  {
    // One module names every query key, so an invalidation always matches the queries it means.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/query-keys.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='queryKey'] > ArrayExpression",
          message: 'Query keys come from lib/query-keys.ts (queryKeys.…), never a literal array.',
        },
      ],
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // The files import-x reads to follow imports (by default only JavaScript ones).
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: {
      // Which folder may import which, by where the import lands (paths from this folder).
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...featureZones,
            {
              // Plugins are the app's infrastructure; business modules build on them.
              target: 'apps/server/src/plugins',
              from: SERVER_MODULES,
              message: 'A plugin never imports a module.',
            },
            {
              // Every module may read the configuration, so it can depend on none of them.
              target: 'apps/server/src/config.ts',
              from: SERVER_MODULES,
              message: 'config.ts never imports a module: keep what both need in config.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // A cycle makes load order decide what a module sees at start-up (a value still undefined).
    // Type-only imports are erased from the build, so they never make one.
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/server/src/**/*.ts', 'packages/domain/src/**/*.ts'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
);
