import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import { matchGstRegistration } from '@trusthive/contracts';
import type { CompanyEventsOutbox, Database, OutboxRelay } from '@trusthive/platform';
import type { GstNetwork } from '../providers/gst-network';
import {
  gstMatchCandidates,
  storeGstRegistration,
} from '../repositories/gst-registrations.repository';

// One GSTN call and what its answer leaves behind: the record stored and matched again, or a
// "no such registration" remembered. Run by the gst-lookup worker only (workers/gst.worker.ts);
// a provider failure is thrown for the worker to sort.

export interface AskGstnDeps {
  db: Kysely<Database>;
  redis: Redis;
  gst: GstNetwork;
  /** Key namespace (the queue prefix), as the enrichment cache's. */
  prefix: string;
  /** How long a "no such registration" is remembered. */
  notFoundTtlSeconds: number;
  /** company.changed when a match or GSTN's status changes, in the store's transaction. */
  events: Pick<CompanyEventsOutbox, 'changed'>;
  /** Woken after an event is written, so it leaves at once. */
  relay?: Pick<OutboxRelay, 'wake'> | undefined;
}

/** Where a "no such registration" is remembered: the service answers from it without a job. */
export const gstMissingKey = (prefix: string, gstin: string) => `${prefix}:gst:none:${gstin}`;

export async function askGstn(deps: AskGstnDeps, gstin: string): Promise<'found' | 'not_found'> {
  const answer = await deps.gst.lookup(gstin);
  if (!answer.found) {
    await deps.redis.set(gstMissingKey(deps.prefix, gstin), '1', 'EX', deps.notFoundTtlSeconds);
    return 'not_found';
  }
  // The written rule (contracts' gst-match.ts) matches it to an MCA company again with every
  // answer: a company registered since may now be the one, and a refresh recomputes it.
  const candidates = await gstMatchCandidates(deps.db, gstin, answer.data.legalName);
  const match = matchGstRegistration(answer.data, candidates);
  const { changedCompanies } = await storeGstRegistration(deps.db, answer.data, match, deps.events);
  if (changedCompanies.length > 0) deps.relay?.wake();
  return 'found';
}
