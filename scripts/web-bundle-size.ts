// npx tsx scripts/web-bundle-size.ts [distDir]: prints the gzipped initial JavaScript of the
// home page (issue 9 budget: at most 150 KB). It reads a built web/dist (run
// `npm run build:web` first): the entry scripts and modulepreloads of index.html, plus the home
// route chunk and everything those import statically. Dynamic import() chunks (other routes,
// the home page's below-the-fold sections) are not initial and are left out.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 150 * 1024;
const distDir = resolve(process.argv[2] ?? 'web/dist');
const assetsDir = join(distDir, 'assets');

if (!existsSync(join(distDir, 'index.html')) || !existsSync(assetsDir)) {
  console.error(`no build in ${distDir}: run \`npm run build:web\` first`);
  process.exit(1);
}

const html = readFileSync(join(distDir, 'index.html'), 'utf8');
const fromHtml = [
  ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
].map((match) => basename(match[1] ?? ''));

const homeChunk = readdirSync(assetsDir).find((name) => /^home-[\w-]+\.js$/.test(name));
const roots = homeChunk ? [...fromHtml, homeChunk] : fromHtml;

// Static imports in minified ESM: `import"./x.js"`, `from"./x.js"` (not `import("./x.js")`).
const STATIC_IMPORT = /(?:\bfrom\s*|\bimport\s*)["']\.\/([\w.-]+\.js)["']/g;

const seen = new Set<string>();
const queue = [...roots];
while (queue.length) {
  const name = queue.pop();
  if (!name || seen.has(name)) continue;
  seen.add(name);
  const code = readFileSync(join(assetsDir, name), 'utf8');
  for (const match of code.matchAll(STATIC_IMPORT)) {
    if (match[1]) queue.push(match[1]);
  }
}

let raw = 0;
let gzipped = 0;
const rows = [...seen].sort().map((name) => {
  const bytes = readFileSync(join(assetsDir, name));
  const gz = gzipSync(bytes, { level: 9 }).length;
  raw += bytes.length;
  gzipped += gz;
  return `${name.padEnd(40)} ${(bytes.length / 1024).toFixed(1).padStart(8)} KB ${(gz / 1024).toFixed(1).padStart(7)} KB gz`;
});

console.info(rows.join('\n'));
console.info(
  `home page initial JS: ${(raw / 1024).toFixed(1)} KB raw, ${(gzipped / 1024).toFixed(1)} KB gzipped (budget ${BUDGET_BYTES / 1024} KB)`,
);
// Development React carries its warnings, which link to react.dev/link/...; a build made with
// NODE_ENV=test (as under vitest) is one, and is about 60 KB gzipped heavier.
const devBuild = [...seen].some((name) =>
  readFileSync(join(assetsDir, name), 'utf8').includes('react.dev/link/'),
);
if (devBuild) {
  console.warn('warning: a development build of React; build with NODE_ENV=production to measure');
}
if (!homeChunk) console.warn('warning: no home-*.js chunk found; counted index.html only');
if (gzipped > BUDGET_BYTES) process.exitCode = 1;
