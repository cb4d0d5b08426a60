import type { Pool } from 'pg';

/**
 * Database work that shares the cores with a bench: the workers' jobs (a trust-score catch-up
 * after a load held a core and a backend for hours; on 1 crore it moved the results p95 from
 * 18 to 45 ms), a score recompute, autovacuum. Sampled once a second through the run; any
 * seen makes the figures untrustworthy, and the report says what it was.
 */
const BACKGROUND = `
  select coalesce(nullif(application_name, ''), backend_type) as who
  from pg_stat_activity
  where state = 'active' and pid <> pg_backend_pid()
    and (application_name like '%-worker' or application_name = 'recompute-scores'
      or backend_type = 'autovacuum worker')`;

export interface BackgroundWatch {
  /** Stops sampling; what was seen, as "name in n of m samples". */
  stop(): Promise<string[]>;
}

export function watchBackgroundWork(db: Pool, everyMs = 1_000): BackgroundWatch {
  const seen = new Map<string, number>();
  let samples = 0;
  let sampling: Promise<void> = Promise.resolve();
  const sample = () => {
    sampling = db.query<{ who: string }>(BACKGROUND).then(
      ({ rows }) => {
        samples += 1;
        for (const who of new Set(rows.map((row) => row.who))) {
          seen.set(who, (seen.get(who) ?? 0) + 1);
        }
      },
      () => undefined,
    );
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    stop: async () => {
      clearInterval(timer);
      await sampling;
      return [...seen].map(([who, count]) => `${who} in ${count} of ${samples} samples`);
    },
  };
}
