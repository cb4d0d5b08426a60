import {
  BULK_CHECK_MAX_CANDIDATES,
  SEARCH_TERM_MAX_LENGTH,
  normaliseStateName,
  type BulkCheckCandidate,
  type BulkCheckConfidence,
} from '@trusthive/contracts';
import { INTERNAL_CALLER_HEADER } from '@trusthive/platform';

// Names in a bulk check (issue 43) are found the way a visitor finds them: through the search
// service's engine (GET /api/search, PostgreSQL trigrams or Meilisearch, whichever it runs),
// never by a second copy of its ranking here. What comes back is judged: the same name (once
// legal suffixes are written one way) in the row's state is a match of high confidence; one
// clearly closer than the rest a match of medium; several alike are candidates to choose from.
// A name given without a state is a step less sure.

/** A search hit as the judge needs it. */
export interface NameHit {
  id: number;
  name: string;
  location: string | null;
}

/** Finds the companies a name search answers, best first (the first page). */
export type NameSearch = (name: string) => Promise<NameHit[]>;

/** Thrown when the search service cannot answer: the job fails and BullMQ tries it again. */
export class NameSearchUnavailableError extends Error {
  constructor(status: number | string) {
    super(`the search service did not answer a name search (${status})`);
    this.name = 'NameSearchUnavailableError';
  }
}

/** The search service's HTTP API (config.services.search.url). */
export function httpNameSearch(baseUrl: string, timeoutMs = 10_000): NameSearch {
  const base = baseUrl.replace(/\/+$/, '');
  return async (name) => {
    const term = name.slice(0, SEARCH_TERM_MAX_LENGTH);
    const url = `${base}/api/search?q=${encodeURIComponent(term)}&type=name`;
    let response: Response;
    try {
      response = await fetch(url, {
        headers: {
          accept: 'application/json',
          'user-agent': 'TrustHive bulk check',
          // An account's file is not visitors searching: no analytics row per name.
          [INTERNAL_CALLER_HEADER]: 'bulk-check',
        },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new NameSearchUnavailableError((error as Error).name);
    }
    // A name the search refuses (a term of symbols only) finds nothing; anything else is down.
    if (response.status === 400) return [];
    if (!response.ok) throw new NameSearchUnavailableError(response.status);
    const body = (await response.json()) as { results?: NameHit[] };
    return (body.results ?? []).map(({ id, name: hitName, location }) => ({
      id,
      name: hitName,
      location,
    }));
  };
}

const SUFFIXES: ReadonlyArray<[RegExp, string]> = [
  [/\bpvt\b|\bpvte\b|\bprivate\b/g, 'private'],
  [/\bltd\b|\blimited\b/g, 'limited'],
  [/\bco\b|\bcompany\b/g, 'company'],
  [/\bcorp\b|\bcorporation\b/g, 'corporation'],
  [/\bintl\b|\binternational\b/g, 'international'],
  [/\bmfg\b|\bmanufacturing\b/g, 'manufacturing'],
  [/\bind\b|\bindustries\b/g, 'industries'],
];

/** 'M/s. Acme Pvt. Ltd.' → 'acme private limited'. */
export function normaliseCompanyName(name: string): string {
  let text = name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/\bm\/s\.?/g, ' ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  for (const [pattern, word] of SUFFIXES) text = text.replace(pattern, word);
  return text.replace(/^the /, '').replace(/\s+/g, ' ').trim();
}

function trigrams(text: string): Set<string> {
  const padded = `  ${text} `;
  const set = new Set<string>();
  for (let index = 0; index + 3 <= padded.length; index += 1)
    set.add(padded.slice(index, index + 3));
  return set;
}

/** Dice's coefficient of the two names' trigrams: 1 for the same name, 0 for nothing alike. */
export function nameSimilarity(a: string, b: string): number {
  const left = trigrams(normaliseCompanyName(a));
  const right = trigrams(normaliseCompanyName(b));
  if (left.size === 0 || right.size === 0) return 0;
  let shared = 0;
  for (const gram of left) if (right.has(gram)) shared += 1;
  return (2 * shared) / (left.size + right.size);
}

export type NameJudgement =
  | { outcome: 'matched'; companyId: number; confidence: BulkCheckConfidence }
  | { outcome: 'candidates'; candidates: BulkCheckCandidate[] }
  | { outcome: 'not_found' };

/** Below this the closest hit is not the company asked for. */
const CLOSE = 0.45;
/** A hit this alike, and this far ahead of the next, is the one meant. */
const CLEAR = 0.8;
const MARGIN = 0.15;

const lessSure = (confidence: BulkCheckConfidence): BulkCheckConfidence =>
  confidence === 'high' ? 'medium' : 'low';

function inState(hit: NameHit, state: string | null): boolean {
  if (!state || !hit.location) return false;
  return normaliseStateName(hit.location).includes(normaliseStateName(state));
}

const candidatesOf = (hits: readonly NameHit[]): BulkCheckCandidate[] =>
  hits.slice(0, BULK_CHECK_MAX_CANDIDATES).map((hit) => ({
    companyId: hit.id,
    name: hit.name,
    location: hit.location,
  }));

/** What the search's hits say about the name of a row (and its state, if given). */
export function judgeName(
  query: { value: string; state: string | null },
  hits: readonly NameHit[],
): NameJudgement {
  if (hits.length === 0) return { outcome: 'not_found' };
  const wanted = normaliseCompanyName(query.value);
  // With a state, the hits in it come first: a name is often taken in several states.
  const pool = query.state ? hits.filter((hit) => inState(hit, query.state)) : [...hits];
  const exact = pool.filter((hit) => normaliseCompanyName(hit.name) === wanted);
  if (exact.length === 1) {
    return {
      outcome: 'matched',
      companyId: exact[0]!.id,
      confidence: query.state ? 'high' : lessSure('high'),
    };
  }
  if (exact.length > 1) return { outcome: 'candidates', candidates: candidatesOf(exact) };

  // A short name several longer ones begin with ('Sharma Traders': its LLP, its private
  // limited company): which one is meant only the person can tell.
  const extending = pool.filter((hit) => normaliseCompanyName(hit.name).startsWith(`${wanted} `));
  if (extending.length > 1) return { outcome: 'candidates', candidates: candidatesOf(extending) };

  const scored = pool
    .map((hit) => ({ hit, score: nameSimilarity(query.value, hit.name) }))
    .sort((a, b) => b.score - a.score);
  const [top, next] = scored;
  if (top && top.score >= CLEAR && (!next || top.score - next.score >= MARGIN)) {
    return {
      outcome: 'matched',
      companyId: top.hit.id,
      confidence: query.state ? 'medium' : lessSure('medium'),
    };
  }
  const close = scored.filter((entry) => entry.score >= CLOSE).map((entry) => entry.hit);
  if (close.length > 0) return { outcome: 'candidates', candidates: candidatesOf(close) };
  // In another state only: offered, never matched.
  if (query.state) {
    const elsewhere = hits.filter((hit) => nameSimilarity(query.value, hit.name) >= CLOSE);
    if (elsewhere.length > 0) return { outcome: 'candidates', candidates: candidatesOf(elsewhere) };
  }
  return { outcome: 'not_found' };
}
