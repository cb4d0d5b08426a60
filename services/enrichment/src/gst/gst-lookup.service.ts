import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import {
  gstinProblem,
  normaliseGstin,
  type GstLookup,
  type GstRegistration,
} from '@trusthive/contracts';
import { BadRequestError, type Database } from '@trusthive/platform';
import type { GstNetwork } from '../providers/gst-network';
import {
  companiesListingGstin,
  findGstRegistration,
  type GstRegistrationRow,
} from '../repositories/gst-registrations.repository';
import { gstMissingKey } from './ask-gstn';
import type { GstJobs } from './gst-jobs';

// GET /api/gstin/:gstin (issue 40): a GST registration as GSTN describes it.
//
// 1. The typed number's shape and check character, before anything is asked: a typo is a 400
//    naming the expected character, and costs no provider call.
// 2. A stored record younger than GST_REFRESH_DAYS answers at once.
// 3. Else GSTN is asked by a job on the gst-lookup queue (gst-jobs.ts; the enrichment worker
//    runs it), and the visitor waits at most LIVE_BUDGET_MS for it: a slower answer is
//    "checking", the job goes on, and the page asks again with ?waitMs, held until the job
//    lands. One job per number across replicas and visitors; a "no such registration" is
//    remembered for the enrichment cache's TTL, so a mistyped number that passes its check
//    character is not asked about again and again.
// 4. The provider down or over quota: "unavailable", with what was stored, and its date.

/** The longest a first ask waits for GSTN before the page says it is still checking. */
export const LIVE_BUDGET_MS = 2_000;

export interface GstLookupDeps {
  db: Kysely<Database>;
  redis: Redis;
  /** Key namespace (the queue prefix), as the enrichment cache's. */
  prefix: string;
  gst: Pick<GstNetwork, 'enabled'>;
  jobs: Pick<GstJobs, 'requestAndWait'>;
  refreshDays: number;
  now?: () => number;
}

export class GstLookupService {
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
    if (await this.deps.redis.exists(gstMissingKey(this.deps.prefix, gstin))) {
      return { gstin, state: 'not_found', registration: null };
    }
    const outcome = await this.deps.jobs.requestAndWait(
      gstin,
      waitMs > 0 ? waitMs : LIVE_BUDGET_MS,
    );
    if (outcome === null) return { gstin, state: 'checking', registration };
    if (outcome === 'not_found') return { gstin, state: 'not_found', registration: null };
    if (outcome === 'found') {
      const row = await findGstRegistration(this.deps.db, gstin);
      if (row) return { gstin, state: 'found', registration: toRegistration(row) };
    }
    return { gstin, state: 'unavailable', registration };
  }

  private isFresh(row: GstRegistrationRow): boolean {
    const now = this.deps.now?.() ?? Date.now();
    return now - row.fetched_at.getTime() < this.deps.refreshDays * 86_400_000;
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
