// npx tsx scripts/build/precompress-assets.ts [distDir]: writes a .br (brotli, quality 11) and a
// .gz (gzip, level 9) beside each compressible file of the web build's assets, once at build
// time, so the gateway sends them as they are (spa.ts, preCompressed) instead of compressing
// the same bytes on every request at a level fast enough for that.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text formats; fonts (woff2) and images are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt|xml)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

export interface PrecompressSummary {
  files: number;
  rawBytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

export function precompressAssets(distDir: string): PrecompressSummary {
  const summary: PrecompressSummary = { files: 0, rawBytes: 0, brotliBytes: 0, gzipBytes: 0 };
  for (const file of filesUnder(path.join(distDir, 'assets'))) {
    if (!COMPRESSIBLE.test(file)) continue;
    const raw = readFileSync(file);
    if (raw.length < MIN_BYTES) continue;
    const brotli = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    });
    const gzip = gzipSync(raw, { level: 9 });
    // A copy that is not smaller is not written: the plain file is served instead.
    if (brotli.length < raw.length) writeFileSync(`${file}.br`, brotli);
    if (gzip.length < raw.length) writeFileSync(`${file}.gz`, gzip);
    summary.files += 1;
    summary.rawBytes += raw.length;
    summary.brotliBytes += Math.min(brotli.length, raw.length);
    summary.gzipBytes += Math.min(gzip.length, raw.length);
  }
  return summary;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const distDir = path.resolve(process.argv[2] ?? 'web/dist');
  const { files, rawBytes, brotliBytes, gzipBytes } = precompressAssets(distDir);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.info(
    `precompressed ${files} assets: ${kb(rawBytes)} raw, ${kb(brotliBytes)} brotli, ${kb(gzipBytes)} gzip`,
  );
}
