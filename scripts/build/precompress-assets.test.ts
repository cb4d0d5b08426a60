import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressAssets } from './precompress-assets';

function buildWith(files: Record<string, string | Buffer>): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'trusthive-precompress-'));
  mkdirSync(path.join(dist, 'assets'));
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(path.join(dist, 'assets', name), content);
  }
  return dist;
}

describe(precompressAssets.name, () => {
  it('should write brotli and gzip copies that unpack to the very bytes of each script and style', () => {
    const script = `export const x = ${JSON.stringify('trusthive '.repeat(500))};`;
    const style = `.card{margin:0}${'.row{display:flex}'.repeat(100)}`;
    const dist = buildWith({ 'index-a1b2.js': script, 'index-c3d4.css': style });
    const summary = precompressAssets(dist);
    expect(summary.files).toBe(2);
    for (const [name, content] of [
      ['index-a1b2.js', script],
      ['index-c3d4.css', style],
    ] as const) {
      const file = path.join(dist, 'assets', name);
      expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(content);
      expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(content);
    }
    expect(summary.brotliBytes).toBeLessThan(summary.rawBytes / 5);
  });

  it('should leave tiny files, fonts and source maps alone', () => {
    const dist = buildWith({
      'tiny-e5f6.js': 'export {};',
      'inter-0a1b.woff2': Buffer.alloc(4096, 7),
      'index-a1b2.js.map': JSON.stringify({ mappings: 'A'.repeat(5000) }),
    });
    expect(precompressAssets(dist).files).toBe(0);
    for (const name of ['tiny-e5f6.js', 'inter-0a1b.woff2', 'index-a1b2.js.map']) {
      expect(existsSync(path.join(dist, 'assets', `${name}.br`)), name).toBe(false);
    }
  });
});
