import {
  HOME_LIST_LIMIT,
  storedCardVerdict,
  storedTrustLevel,
  type DirectoryStats,
  type HomeResponse,
} from '@trusthive/contracts';
import type { ServiceDeps } from '@trusthive/platform';
import {
  countCompaniesBySourceAndState,
  findHotBrands,
  findTopCompanies,
} from './repositories/home.repository';

/** The lists change only as scores are recomputed; every visitor of a minute shares one read. */
export const HOME_TTL_MS = 60_000;
/**
 * The counts move only when companies are written. Every 10 seconds at most a cheap version
 * read asks whether they were; only then are they counted again (a few hundred milliseconds at
 * 10 lakh rows), in the background while the last answer is served.
 */
export const STATS_CHECK_MS = 10_000;
/** Counted again after this long whatever the version says. */
export const STATS_TTL_MS = 10 * 60_000;

export async function readHome(db: ServiceDeps['db']): Promise<HomeResponse> {
  const [companies, brands] = await Promise.all([
    findTopCompanies(db, HOME_LIST_LIMIT),
    findHotBrands(db, HOME_LIST_LIMIT),
  ]);
  return {
    topCompanies: companies.map((row) => ({
      id: row.id,
      name: row.company_name,
      trustScore: row.trust_score ?? 0,
      trustLevel: storedTrustLevel(row.trust_level),
      verdict: storedCardVerdict(row.verdict),
      status: row.company_status,
      state: row.company_state_code,
      logo: row.logo,
    })),
    hotBrands: brands.map((row) => ({
      name: row.brand_name,
      companyId: row.company_id,
      companyName: row.company_name,
      logo: row.logo_url,
    })),
  };
}

/** The counts the hero and About state: all listed companies, and the registry's by state. */
export async function readStats(db: ServiceDeps['db']): Promise<DirectoryStats> {
  const rows = await countCompaniesBySourceAndState(db);
  const byState = new Map<string, number>();
  let companies = 0;
  let registryCompanies = 0;
  for (const row of rows) {
    const count = Number(row.company_count);
    companies += count;
    if (row.data_source !== 'registry') continue;
    registryCompanies += count;
    if (row.company_state_code) {
      byState.set(row.company_state_code, (byState.get(row.company_state_code) ?? 0) + count);
    }
  }
  const registryStates = [...byState]
    .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))
    .map(([state]) => state);
  return { companies, registryCompanies, registryStates };
}

/**
 * One shared read, served to every visitor: concurrent first visitors wait on the same
 * promise. Once an answer exists it is served at once, and when it is due (its time-to-live
 * passed, or `changed` says the data moved) the next read runs in the background, so no visitor
 * waits for it (the ranking takes about half a second at 10 lakh companies with a large top
 * score tier). A failed read is not kept: the last good answer stays and a later visitor
 * tries again.
 */
export function cachedRead<T>(
  ttlMs: number,
  read: () => Promise<T>,
  changed?: () => Promise<boolean>,
): () => Promise<T> {
  let last: { at: number; value: T } | undefined;
  let pending: Promise<T> | undefined;
  let checking = false;
  const refresh = () => {
    pending ??= read()
      .then((value) => {
        last = { at: Date.now(), value };
        return value;
      })
      .finally(() => {
        pending = undefined;
      });
    return pending;
  };
  const refreshIfChanged = async () => {
    if (checking || !changed) return;
    checking = true;
    try {
      if (await changed()) await refresh();
    } finally {
      checking = false;
    }
  };
  return () => {
    if (!last) return refresh();
    if (Date.now() - last.at > ttlMs) refresh().catch(() => {});
    else refreshIfChanged().catch(() => {});
    return Promise.resolve(last.value);
  };
}
