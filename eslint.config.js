// One lint setup for every workspace. Package boundaries from ARCHITECTURE.md are enforced
// here: contracts imports nothing of ours, the SPA imports only contracts, and no service
// reaches into another service's code.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';

const services = ['search', 'company', 'scoring', 'enrichment', 'submissions', 'analytics'];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'web/dist-server/**', 'var/**'] },
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
    // Migrations are frozen in time and typed against no app schema (kysely's own advice).
    files: ['services/platform/src/db/migrations/**/*.ts', 'services/platform/src/db/migrator.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@trusthive/platform*', '@trusthive/search', '@trusthive/company'],
              message: 'The SPA imports only @trusthive/contracts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['services/contracts/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@trusthive/*', 'node:*'], message: 'contracts is browser-safe: zod only.' },
          ],
        },
      ],
    },
  },
  ...services.map((name) => ({
    files: [`services/${name}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: services
                .filter((other) => other !== name)
                .map((other) => `@trusthive/${other}`),
              message: 'A service talks to another through HTTP or queue events, never its code.',
            },
          ],
        },
      ],
    },
  })),
);
