import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { build, type Metafile, type Plugin } from 'esbuild';
import { SERVICE_NAMES } from '@trusthive/platform';

/** The repository root; every entry below is a path from it. */
export const ROOT = path.resolve(import.meta.dirname, '../..');
/** Where `npm run build:server` writes, and where the image runs from (`node dist/server/<name>.js`). */
export const SERVER_DIST = 'dist/server';

/**
 * Every process the container image runs, by the file name it gets in dist/server: the
 * services, one worker per kind, the gateway, and the one-shot migrate and seed commands.
 * scripts/stack/processes.ts lists the same long-running ones for `npm start`.
 */
export const SERVER_ENTRIES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(SERVICE_NAMES.map((name) => [name, `services/${name}/src/main.ts`])),
  'scoring-worker': 'services/scoring/src/worker-main.ts',
  'search-worker': 'services/search/src/worker-main.ts',
  'analytics-worker': 'services/analytics/src/worker-main.ts',
  'enrichment-worker': 'services/enrichment/src/worker-main.ts',
  'submissions-worker': 'services/submissions/src/worker-main.ts',
  gateway: 'gateway/src/main.ts',
  migrate: 'scripts/migrate.ts',
  seed: 'scripts/seed.ts',
};

/**
 * The packages the server workspaces declare as production dependencies: exactly what the
 * image's `npm ci --omit=dev` installs, so they stay imports, resolved from node_modules at run
 * time (native addons such as sharp and argon2, packages that read their own files, pino's
 * worker transports).
 */
export function runtimePackages(): Set<string> {
  const manifests = [
    ...readdirSync(path.join(ROOT, 'services')).map((name) => `services/${name}/package.json`),
    'gateway/package.json',
  ];
  const names = new Set<string>();
  for (const manifest of manifests) {
    const { dependencies = {} } = JSON.parse(readFileSync(path.join(ROOT, manifest), 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    for (const name of Object.keys(dependencies)) {
      if (!name.startsWith('@trusthive/')) names.add(name);
    }
  }
  return names;
}

/** `@scope/name/sub/path` → `@scope/name`, `name/sub` → `name`. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/**
 * Node's built-ins and the runtime packages stay imports; everything else is compiled in: the
 * workspaces (@trusthive/*, whose package.json points at TypeScript sources), the repository's
 * own files, and the few devDependencies the seed command uses (csv-parse, cli-progress), which
 * the production install leaves out.
 */
function externals(runtime: Set<string>): Plugin {
  return {
    name: 'runtime-packages-external',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
        args.path.startsWith('node:') || runtime.has(packageName(args.path))
          ? { path: args.path, external: true }
          : undefined,
      );
    },
  };
}

/** The `require` each output file defines for the CommonJS code compiled into it. */
export const BANNER =
  "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";

export interface BuildServerOptions {
  /** Relative to the root; it must stay inside the repository so node_modules resolves. */
  outdir?: string;
  /** Names from SERVER_ENTRIES; all of them when absent. */
  only?: readonly string[];
}

/** Compiles the entries to ES modules for plain `node`: no TypeScript loader at run time. */
export async function buildServer({
  outdir = SERVER_DIST,
  only,
}: BuildServerOptions = {}): Promise<{ files: string[]; metafile: Metafile }> {
  const names = only ?? Object.keys(SERVER_ENTRIES);
  const unknown = names.filter((name) => !(name in SERVER_ENTRIES));
  if (unknown.length) throw new Error(`no such server entry: ${unknown.join(', ')}`);
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: Object.fromEntries(names.map((name) => [name, SERVER_ENTRIES[name]!])),
    outdir,
    bundle: true,
    // Shared code (platform, contracts) is one chunk, not a copy per entry. Chunks sit beside
    // the entries, two levels under the root like the sources, so a source's
    // `new URL('../../data/…', import.meta.url)` still finds the root's data/.
    splitting: true,
    chunkNames: '[name]-[hash]',
    format: 'esm',
    platform: 'node',
    target: 'node22',
    sourcemap: 'linked',
    // A CommonJS package compiled in (csv-parse, cli-progress) still calls require() for Node's
    // built-ins, which an ES module does not have: each output file gets one.
    banner: { js: BANNER },
    metafile: true,
    logLevel: 'warning',
    plugins: [externals(runtimePackages())],
  });
  return { files: Object.keys(result.metafile.outputs), metafile: result.metafile };
}
