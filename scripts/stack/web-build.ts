import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { precompressAssets } from '../build/precompress-assets';
import { ROOT } from './processes';

const SOURCES = [
  'web/src',
  'web/index.html',
  'web/vite.config.ts',
  'web/public',
  'services/contracts/src',
];

function newestMtime(target: string): number {
  const full = path.join(ROOT, target);
  let stats;
  try {
    stats = statSync(full);
  } catch {
    return 0;
  }
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(full).reduce(
    (newest, entry) => Math.max(newest, newestMtime(path.join(target, entry))),
    stats.mtimeMs,
  );
}

/**
 * Builds the SPA and its server renderer (web/dist-server, which the gateway loads) when
 * either is missing or older than any of its sources.
 */
export function buildWebIfStale(log: (line: string) => void = console.info): void {
  const built = Math.min(
    newestMtime('web/dist/index.html'),
    newestMtime('web/dist-server/entry-server.js'),
  );
  const sources = Math.max(...SOURCES.map(newestMtime));
  if (built > sources) {
    log('web: the build is up to date');
    return;
  }
  log('web: building the SPA');
  const vite = (...args: string[]) =>
    execFileSync(
      process.execPath,
      [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', ...args, '--logLevel', 'warn'],
      {
        cwd: path.join(ROOT, 'web'),
        stdio: 'inherit',
        // Always the production build: vitest sets NODE_ENV=test, which would bundle React's
        // development build into what the browser tests (and any caller) are served.
        env: { ...process.env, NODE_ENV: 'production' },
      },
    );
  vite();
  vite('--ssr', 'src/entry-server.tsx');
  // The .br and .gz copies the gateway serves, as `npm run build:web` writes them.
  precompressAssets(path.join(ROOT, 'web/dist'));
}
