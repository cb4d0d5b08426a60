// One lint setup for every workspace. Package boundaries from ARCHITECTURE.md are enforced
// here: contracts imports nothing of ours, the SPA imports only contracts, and no service
// reaches into another service's code. Package names are checked by no-restricted-imports;
// the same boundaries on relative paths (which a package-name rule cannot see) by
// import-x/no-restricted-paths, on the file an import resolves to; and every workspace
// declares the packages it imports (import-x/no-extraneous-dependencies, nearest package.json).
import { readFileSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

const services = ['search', 'company', 'scoring', 'enrichment', 'submissions', 'analytics'];
const workspaces = [
  ...['contracts', 'platform', ...services].map((name) => `services/${name}`),
  'gateway',
  'web',
];
// Tests, test support and build tooling (the web build's Vite plugins) may use devDependencies.
const testFiles = [
  '**/*.test.{ts,tsx}',
  '**/test/**',
  '**/testing/**',
  'e2e/**',
  'vite.config.ts',
  'vite/**',
];
const webFeatures = readdirSync(new URL('./web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const serviceZones = services.map((name) => ({
  target: `./services/${name}`,
  from: [
    ...services.filter((other) => other !== name).map((other) => `./services/${other}`),
    './gateway',
    './web',
  ],
  message: 'A service talks to another through HTTP or queue events, never its files.',
}));

const featureZones = webFeatures.map((name) => ({
  target: `./web/src/features/${name}`,
  from: './web/src/features',
  except: [`./${name}`],
  message:
    'Features do not import each other: compose them in web/src/app (bulletproof-react), or move what both need to components/, hooks/ or lib/.',
}));

// The SPA's direction (bulletproof-react): shared code (components, hooks, lib, config) knows no
// feature and no route; a feature knows no route; app/ composes both (issue 39).
const webShared = ['components', 'hooks', 'lib', 'config'].map((folder) => `./web/src/${folder}`);
const webDirectionZones = [
  ...webShared.map((target) => ({
    target,
    from: ['./web/src/features', './web/src/app'],
    message:
      'Shared SPA code imports no feature and no route: pass what it needs in, or move it to web/src/app.',
  })),
  {
    target: './web/src/features',
    from: './web/src/app',
    message: 'A feature imports no route module: web/src/app composes features, not the reverse.',
  },
];

// Submissions is one service in three parts (issue 39): intake (what visitors send in), staff
// (the console's API) and owner (owners' accounts), each an encapsulated plugin over its own URL
// space. A part imports another only through shared/, and shared/ knows no part; the service's
// entry files (app, workers, CLI, retention) compose them.
const submissionsSrc = './services/submissions/src';
const submissionsParts = ['intake', 'staff', 'owner'];
const submissionsZones = [
  ...submissionsParts.map((part) => ({
    target: `${submissionsSrc}/${part}`,
    from: submissionsParts
      .filter((other) => other !== part)
      .map((other) => `${submissionsSrc}/${other}`),
    message: `Submissions' ${part} part imports another part only through shared/: move what both need there.`,
  })),
  {
    target: `${submissionsSrc}/shared`,
    from: submissionsParts.map((part) => `${submissionsSrc}/${part}`),
    message: "Submissions' shared/ knows no part (intake, staff, owner): pass what it needs in.",
  },
];

// The benchmark runs the services' own SQL, but only through a service's public entries (the
// `exports` of its package.json), not its internals.
const publicEntries = (name) =>
  Object.values(
    JSON.parse(readFileSync(new URL(`./services/${name}/package.json`, import.meta.url), 'utf8'))
      .exports,
  );
const benchZones = services.map((name) => ({
  target: './scripts/bench',
  from: `./services/${name}`,
  except: publicEntries(name),
  message:
    "Benchmarks use a service's public entries (its package.json exports, e.g. @trusthive/search/hot-queries), not its internals.",
}));

// The fuzz tier drives the stack over HTTP and knows the API by its declarations; what it needs
// of a process's code (its app, to hold the registered routes to the declared ones; staff
// accounts and sign-in links made as the service makes them) comes through that package's
// public entries too (issue 39).
const fuzzZones = [
  ...services.map((name) => ({
    target: './scripts/fuzz',
    from: `./services/${name}`,
    except: publicEntries(name),
  })),
  {
    target: './scripts/fuzz',
    from: './gateway',
    except: ['./src/index.ts', './src/openapi/index.ts'],
  },
].map((zone) => ({
  ...zone,
  message:
    "The fuzz tier uses a package's public entries (its package.json exports, e.g. @trusthive/submissions/testing), not its internals.",
}));

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'web/dist-server/**', 'var/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...serviceZones,
            ...submissionsZones,
            ...featureZones,
            ...webDirectionZones,
            ...benchZones,
            ...fuzzZones,
          ],
        },
      ],
      'import-x/no-extraneous-dependencies': ['error', { includeInternal: true }],
      // A module that imports itself back through others has no order to load in that works
      // everywhere (the OpenAPI endpoint lists had such a circle); packages are not followed.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // A workspace's code imports only the dependencies its own package.json declares (not its
  // devDependencies: the service image installs without them). Its tests and test support may
  // also use its devDependencies and the root's shared test tools (vitest, testcontainers, type
  // packages); the root's own files (scripts/, configs) use the root's package.json.
  ...workspaces.flatMap((workspace) => [
    {
      files: [`${workspace}/**/*.{ts,tsx,js,mjs}`],
      rules: {
        'import-x/no-extraneous-dependencies': [
          'error',
          { includeInternal: true, packageDir: [workspace], devDependencies: false },
        ],
      },
    },
    {
      files: testFiles.map((pattern) => `${workspace}/${pattern}`),
      rules: {
        'import-x/no-extraneous-dependencies': [
          'error',
          { includeInternal: true, packageDir: [workspace, '.'] },
        ],
      },
    },
  ]),
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
