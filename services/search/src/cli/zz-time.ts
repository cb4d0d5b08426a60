import { readFileSync } from 'node:fs';
import { createDb } from '@trusthive/platform';
import { searchQuerySchema } from '@trusthive/contracts';
import { LiveTypeahead } from '../typeahead/live-typeahead';
import { toSearchTerm } from '../engine/search-terms';
const db = createDb({ url: process.env.DATABASE_URL!, poolSize: 2, applicationName: 'zz' });
const live = new LiveTypeahead({ db, databaseUrl: process.env.DATABASE_URL!, log: { info() {}, warn() {}, error() {} } });
await live.start(); await live.whenLoaded();
const t = live.current()!;
const draws = readFileSync('/tmp/search-paths.txt', 'utf8').trim().split('\n').map((line) => searchQuerySchema.parse(Object.fromEntries(new URL(line, 'http://x').searchParams)));
for (let round = 0; round < 3; round++) {
  const times: [number, string][] = [];
  const started = performance.now();
  for (const q of draws) {
    const req = { cap: 1000, offset: (q.page - 1) * 10, limit: 10, maxScan: 20000 };
    const term = toSearchTerm(q.q);
    const s = performance.now();
    q.type === 'brand' ? t.brandPage(term, req) : t.companyPage(term, req);
    const r = q.type === 'brand' ? null : null; void r;
    times.push([performance.now() - s, `${q.type}:${q.q}:${q.page}`]);
  }
  const total = performance.now() - started;
  times.sort((a, b) => a[0] - b[0]);
  const at = (p: number) => times[Math.ceil(p * times.length) - 1]![0].toFixed(3);
  console.log(`round ${round}: total ${total.toFixed(0)} ms, mean ${(total / draws.length).toFixed(3)} ms, p50 ${at(0.5)} p95 ${at(0.95)} p99 ${at(0.99)}`);
  if (round === 2) {
    const classes = new Map<string, [number, number]>();
    for (const [ms, k] of times) {
      const [type, q] = k.split(':');
      const len = q!.trim().length;
      const cls = `${type === 'brand' ? 'brand' : 'company'} len${len < 3 ? '1-2' : len < 6 ? '3-5' : len < 12 ? '6-11' : '12+'}`;
      const c = classes.get(cls) ?? [0, 0]; c[0] += ms; c[1] += 1; classes.set(cls, c);
    }
    for (const [cls, [sum, n]] of [...classes].sort()) console.log(cls.padEnd(16), 'n', String(n).padStart(5), 'sum ms', sum.toFixed(0).padStart(5), 'mean', (sum / n).toFixed(3));
  }
}
await live.close(); await db.destroy();
