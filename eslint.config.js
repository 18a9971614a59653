import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * A web feature imports no other feature: from a file `depth` folders below its feature's
 * folder, `../` that many times plus one more name is a sibling feature (ARCHITECTURE.md).
 */
function noOtherFeature(depth) {
  const up = '\\.\\./'.repeat(depth);
  return {
    files: [`apps/web/src/features/*/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^${up}(?!\\.\\./)`,
              message:
                'A feature never imports another feature: move what they share to components/, lib/ or the domain.',
            },
          ],
        },
      ],
    },
  };
}

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
    // Plugins are the app's infrastructure; business modules build on them, never the reverse.
    files: ['apps/server/src/plugins/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: '(^|/)modules/', message: 'A plugin never imports a module.' }],
        },
      ],
    },
  },
  {
    // A module uses another module's service (and its dto and schema files), not its SQL.
    files: ['apps/server/src/modules/*/*.ts'],
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
  noOtherFeature(1),
  noOtherFeature(2),
  noOtherFeature(3),
);
