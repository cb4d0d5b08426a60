import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import {
  gstinProblem,
  matchGstRegistration,
  normaliseGstin,
  type GstLookup,
  type GstRegistration,
} from '@trusthive/contracts';
import { BadRequestError, type CompanyEventsOutbox, type Database } from '@trusthive/platform';
import type { GstNetwork } from '../providers/gst-network';
import { ProviderError } from '../providers/http';
import {
  companiesListingGstin,
  findGstRegistration,
  gstMatchCandidates,
  storeGstRegistration,
  type GstRegistrationRow,
} from '../repositories/gst-registrations.repository';

// GET /api/gstin/:gstin (issue 40): a GST registration as GSTN describes it.
//
// 1. The typed number's shape and check character, before anything is asked: a typo is a 400
//    naming the expected character, and costs no provider call.
// 2. A stored record younger than GST_REFRESH_DAYS answers at once.
// 3. Else GSTN is asked through the provider, and the visitor waits at most LIVE_BUDGET_MS:
//    a slower answer is "checking", the lookup goes on, and the page asks again with ?waitMs,
//    held until it lands. Concurrent asks for one number share one provider call; a "no such
//    registration" is remembered for the enrichment cache's TTL, so a mistyped number that
//    passes its check character is not asked about again and again.
// 4. The provider down or over quota: "unavailable", with what was stored, and its date.
//
// The lookup runs in this process: a process that dies mid-lookup loses it and the next ask
// starts it again. The BullMQ refresh job (the plan's slice 5) will carry lookups across
// replicas.

/** The longest a first ask waits for GSTN before the page says it is still checking. */
export const LIVE_BUDGET_MS = 2_000;

type Outcome =
  { state: 'found'; row: GstRegistrationRow } | { state: 'not_found' } | { state: 'unavailable' };

export interface GstLookupDeps {
  db: Kysely<Database>;
  redis: Redis;
  /** Key namespace (the queue prefix), as the enrichment cache's. */
  prefix: string;
  gst: GstNetwork;
  /** Tells the score and the search index when a match or GSTN's status changes. */
  events: Pick<CompanyEventsOutbox, 'changed'>;
  refreshDays: number;
  /** How long a "no such registration" is remembered. */
  notFoundTtlSeconds: number;
  log: { warn(details: object, message: string): void };
  now?: () => number;
}

export class GstLookupService {
  private readonly inFlight = new Map<string, Promise<Outcome>>();

  constructor(private readonly deps: GstLookupDeps) {}

  async lookup(typed: string, waitMs = 0): Promise<GstLookup> {
    const problem = gstinProblem(typed);
    if (problem) throw new BadRequestError(problem.title, problem.message, 'gstin');
    const gstin = normaliseGstin(typed);
    const [answer, listedBy] = await Promise.all([
      this.gstnSays(gstin, waitMs),
      companiesListingGstin(this.deps.db, gstin),
    ]);
    return { ...answer, listedBy };
  }

  /** What GSTN says of a well-formed number: stored, asked now, or why it cannot say. */
  private async gstnSays(gstin: string, waitMs: number): Promise<Omit<GstLookup, 'listedBy'>> {
    const stored = await findGstRegistration(this.deps.db, gstin);
    const registration = stored ? toRegistration(stored) : null;
    if (stored && this.isFresh(stored)) return { gstin, state: 'found', registration };
    if (!this.deps.gst.enabled) return { gstin, state: 'off', registration };
    if (await this.deps.redis.exists(this.missingKey(gstin))) {
      return { gstin, state: 'not_found', registration: null };
    }
    const outcome = await withinBudget(this.ask(gstin), waitMs > 0 ? waitMs : LIVE_BUDGET_MS);
    if (outcome === null) return { gstin, state: 'checking', registration };
    if (outcome.state === 'found') {
      return { gstin, state: 'found', registration: toRegistration(outcome.row) };
    }
    if (outcome.state === 'not_found') return { gstin, state: 'not_found', registration: null };
    return { gstin, state: 'unavailable', registration };
  }

  private isFresh(row: GstRegistrationRow): boolean {
    const now = this.deps.now?.() ?? Date.now();
    return now - row.fetched_at.getTime() < this.deps.refreshDays * 86_400_000;
  }

  private missingKey(gstin: string): string {
    return `${this.deps.prefix}:gst:none:${gstin}`;
  }

  /** One provider call per number at a time, whoever asks. */
  private ask(gstin: string): Promise<Outcome> {
    const running = this.inFlight.get(gstin);
    if (running) return running;
    const lookup = this.askGstn(gstin).finally(() => this.inFlight.delete(gstin));
    this.inFlight.set(gstin, lookup);
    return lookup;
  }

  private async askGstn(gstin: string): Promise<Outcome> {
    try {
      const answer = await this.deps.gst.lookup(gstin);
      if (!answer.found) {
        await this.deps.redis.set(this.missingKey(gstin), '1', 'EX', this.deps.notFoundTtlSeconds);
        return { state: 'not_found' };
      }
      // The written rule (contracts' gst-match.ts) matches it to an MCA company, again with
      // every answer: a company registered since may now be the one.
      const candidates = await gstMatchCandidates(this.deps.db, gstin, answer.data.legalName);
      const match = matchGstRegistration(answer.data, candidates);
      await storeGstRegistration(this.deps.db, answer.data, match, this.deps.events);
      const row = await findGstRegistration(this.deps.db, gstin);
      return row ? { state: 'found', row } : { state: 'unavailable' };
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      // The number holds a PAN: the log names the failure, not the number.
      this.deps.log.warn({ failure: error.failure, reason: error.message }, 'GST lookup failed');
      return { state: 'unavailable' };
    }
  }
}

/** The outcome, or null when it takes longer than `ms` (it goes on, for the next ask). */
async function withinBudget(lookup: Promise<Outcome>, ms: number): Promise<Outcome | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  try {
    return await Promise.race([lookup, late]);
  } finally {
    clearTimeout(timer);
  }
}

function toRegistration(row: GstRegistrationRow): GstRegistration {
  return {
    gstin: row.gstin,
    legalName: row.legal_name,
    tradeName: row.trade_name,
    status: row.status,
    registeredOn: row.registered_on,
    cancelledOn: row.cancelled_on,
    constitution: row.constitution,
    taxpayerType: row.taxpayer_type,
    principalPlace: { state: row.state_name, pincode: row.pincode },
    natureOfBusiness: row.nature_of_business,
    einvoice: row.einvoice_enabled,
    gstnUpdatedOn: row.gstn_updated_on,
    fetchedAt: row.fetched_at.toISOString(),
    provider: row.provider,
    standIn: row.stand_in,
    match:
      row.match_basis && row.matched_company_id !== null && row.matched_company_name !== null
        ? {
            company: { id: row.matched_company_id, name: row.matched_company_name },
            basis: row.match_basis,
            confirmedByStaff: row.confirmed_by_staff === true,
          }
        : null,
  };
}
