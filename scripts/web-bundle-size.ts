// npx tsx scripts/web-bundle-size.ts [distDir]: the JavaScript a first visit to each public page
// sends, compressed (issue 42 budget: at most 100 KB per page; issue 9's was 150 KB for home).
// It reads a built web/dist (run `npm run build:web` first) the way the gateway composes a
// rendered page (gateway/src/render/page-document.ts): the entry script and modulepreloads of
// index.html and the page's route chunk, each with everything it imports statically (Vite's
// manifest), plus the lazy parts the page renders on arrival (the home page's sections below the
// fold, which the server rendered and the browser loads to hydrate). Chunks a page loads only on
// a visitor's action (response schemas, other routes, forms) are left out.
//
// Each page is measured in each language (issue 44): its catalogs in that language (`common`
// and the route's areas, web/src/app/router.tsx) load with it; a language may add at most
// 10 KB (brotli) to what the same page sends in English.
//
// Brotli (quality 11) is what the gateway sends every browser that asks for it
// (scripts/build/precompress-assets.ts), so the budget holds on it; gzip (level 9) is printed
// beside it. Lighthouse's "JS (wire)" column also counts each response's headers, about 1 KB per
// script file.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const BUDGET_BYTES = 100 * 1024;
/** What a language may add to a page's JavaScript over English (brotli). */
const LANGUAGE_BUDGET_BYTES = 10 * 1024;
const LANGUAGES = ['en', 'hi', 'ta', 'bn'] as const;

/**
 * The four main pages, by their route module, the lazy parts each renders on arrival, and the
 * message areas its route loads besides `common`.
 */
const PAGES: { name: string; route: string; lazyOnArrival: string[]; areas: string[] }[] = [
  {
    name: 'home',
    route: 'src/app/routes/home.tsx',
    lazyOnArrival: ['src/features/home/components/below-the-fold.tsx'],
    areas: ['browse'],
  },
  { name: 'search', route: 'src/app/routes/search.tsx', lazyOnArrival: [], areas: ['browse'] },
  { name: 'profile', route: 'src/app/routes/company.tsx', lazyOnArrival: [], areas: ['company'] },
  { name: 'category', route: 'src/app/routes/category.tsx', lazyOnArrival: [], areas: ['browse'] },
];

type ManifestChunk = { file: string; imports?: string[]; dynamicImports?: string[] };

const distDir = resolve(process.argv[2] ?? 'web/dist');
const manifestPath = join(distDir, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`no build in ${distDir}: run \`npm run build:web\` first`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;

/** The files of the given manifest keys and of everything they import statically. */
function closure(keys: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no ${key}: is the page list out of date?`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

const sizes = new Map<string, { raw: number; gzip: number; brotli: number }>();
function sizeOf(file: string) {
  let size = sizes.get(file);
  if (!size) {
    const bytes = readFileSync(join(distDir, file));
    size = {
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: brotliCompressSync(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
      }).length,
    };
    sizes.set(file, size);
  }
  return size;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const verbose = process.argv.includes('--files');
let over = false;
let devBuild = false;

console.info(
  `${'page'.padEnd(15)} ${'files'.padStart(5)} ${'raw'.padStart(9)} ${'gzip'.padStart(9)} ${'brotli'.padStart(9)}  budget (brotli)`,
);
for (const page of PAGES) {
  let english = 0;
  for (const language of LANGUAGES) {
    const catalogs = ['common', ...page.areas].map((area) => `messages/${language}/${area}`);
    const files = closure(['index.html', page.route, ...page.lazyOnArrival, ...catalogs]);
    const total = { raw: 0, gzip: 0, brotli: 0 };
    for (const file of files) {
      const size = sizeOf(file);
      total.raw += size.raw;
      total.gzip += size.gzip;
      total.brotli += size.brotli;
      // Development React carries its warnings, which link to react.dev/link/...; a build made
      // with NODE_ENV=test (as under vitest) is one, and is about 60 KB gzipped heavier.
      devBuild ||= readFileSync(join(distDir, file), 'utf8').includes('react.dev/link/');
    }
    if (language === 'en') english = total.brotli;
    const added = total.brotli - english;
    const fits = total.brotli <= BUDGET_BYTES && added <= LANGUAGE_BUDGET_BYTES;
    over ||= !fits;
    const name = language === 'en' ? page.name : `${page.name} (${language})`;
    console.info(
      `${name.padEnd(15)} ${String(files.size).padStart(5)} ${kb(total.raw).padStart(6)} KB ${kb(total.gzip).padStart(6)} KB ${kb(total.brotli).padStart(6)} KB  ${fits ? 'within' : 'OVER'} ${kb(BUDGET_BYTES)} KB${language === 'en' ? '' : `, +${kb(added)} KB over English (at most ${kb(LANGUAGE_BUDGET_BYTES)})`}`,
    );
    if (verbose) {
      for (const file of [...files].sort()) {
        const size = sizeOf(file);
        console.info(
          `    ${file.replace('assets/', '').padEnd(44)} ${kb(size.raw).padStart(7)} KB ${kb(size.gzip).padStart(6)} KB ${kb(size.brotli).padStart(6)} KB`,
        );
      }
    }
  }
}
if (devBuild) {
  console.warn('warning: a development build of React; build with NODE_ENV=production to measure');
}
if (over) process.exitCode = 1;
