import type { Kysely } from 'kysely';
import type { Database } from '@trusthive/platform';
import { companyExists } from './repositories/companies.repository';

// "Is this a company?" on every profile view and website click, answered without a database
// round trip for the companies being viewed now: known ids are remembered for a minute in
// this process, concurrent questions about one id share one primary-key probe, and unknown
// ids are not remembered (a company registered a second ago must count at once). A company
// deleted within the minute is caught by the worker, which skips rows whose company is gone.

export interface CompanyDirectoryOptions {
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

export interface CompanyDirectory {
  exists(id: number): Promise<boolean>;
}

export function createCompanyDirectory(
  db: Kysely<Database>,
  { ttlMs = 60_000, maxEntries = 100_000, now = Date.now }: CompanyDirectoryOptions = {},
): CompanyDirectory {
  const known = new Map<number, number>(); // id → expiry
  const probes = new Map<number, Promise<boolean>>();

  function remember(id: number): void {
    if (known.size >= maxEntries) {
      // Maps iterate in insertion order: drop the oldest tenth in one go.
      let drop = Math.ceil(maxEntries / 10);
      for (const key of known.keys()) {
        known.delete(key);
        if (--drop === 0) break;
      }
    }
    known.set(id, now() + ttlMs);
  }

  return {
    exists(id) {
      const expiry = known.get(id);
      if (expiry !== undefined) {
        if (expiry > now()) return Promise.resolve(true);
        known.delete(id);
      }
      let probe = probes.get(id);
      if (!probe) {
        probe = companyExists(db, id)
          .then((found) => {
            if (found) remember(id);
            return found;
          })
          .finally(() => probes.delete(id));
        probes.set(id, probe);
      }
      return probe;
    },
  };
}
