// npm run build:server: compiles every service, worker, the gateway and the migrate and seed
// commands to dist/server/<name>.js, which the container image runs with plain `node`.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT, SERVER_DIST, SERVER_ENTRIES, buildServer } from './build/server-build';

rmSync(path.join(ROOT, SERVER_DIST), { recursive: true, force: true });
const started = Date.now();
const { files } = await buildServer();
const entries = Object.keys(SERVER_ENTRIES).length;
console.info(
  `[build:server] ${entries} entries, ${files.length} files in ${SERVER_DIST} (${Date.now() - started} ms)`,
);
