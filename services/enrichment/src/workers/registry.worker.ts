import { Queue, RateLimitError, UnrecoverableError, type Job, type Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import {
  QUEUES,
  createJobWorker,
  registryCompanyPayload,
  registryDirectorPayload,
  type CompanyEventsOutbox,
  type Database,
  type JobHandlers,
  type OutboxRelay,
} from '@trusthive/platform';
import type { EnrichmentCache } from '../cache/enrichment-cache';
import { RegistryOverQuotaError, type CompanyRegistry } from '../providers/company-registry';
import { ProviderError } from '../providers/http';
import type { LookupOutcome } from '../queue/job-outcome';
import type { RegistryJobs } from '../registry/registry-jobs';
import {
  directorsToAskAbout,
  markDirectorAsked,
  storeRegistryCompany,
  storeRegistryPerson,
} from '../repositories/registry.repository';

// The registry side of the enrichment worker (issue 41): one call to the company-master
// provider per job, at most REGISTRY_REQUESTS_PER_MINUTE across every replica (BullMQ's
// limiter, kept in Redis). A 429 pauses the whole queue for its Retry-After and puts the job
// back to wait. The provider down or its answer garbled is the outcome 'unavailable', which
// the enrichment cache remembers for a while so a profile says so instead of waiting.
//
// A company's answer names its board; each person whose other companies were never listed
// (or not within REGISTRY_REFRESH_DAYS) is asked about next, behind visitors' lookups, so the
// profile can say what else they sit on. DINs are personal: logs name job ids, digests.

const MAX_QUOTA_WAITS = 5;
const DAY_MS = 86_400_000;
export const REGISTRY_UNAVAILABLE = 'The registry could not be reached just now';

export interface RegistryWorkerOptions {
  db: Kysely<Database>;
  /** A 'worker' connection (maxRetriesPerRequest: null), as BullMQ requires. */
  connection: Redis;
  /** A producer connection: the queue's pause. */
  redis: Redis;
  jobs: Pick<RegistryJobs, 'requestDirectors'>;
  registry: CompanyRegistry;
  cache: EnrichmentCache;
  prefix: string;
  requestsPerMinute: number;
  refreshDays: number;
  events: Pick<CompanyEventsOutbox, 'changed'>;
  relay?: Pick<OutboxRelay, 'wake'>;
  concurrency?: number;
  logger?: Pick<Logger, 'info' | 'warn' | 'error'>;
}

export interface RegistryWorker {
  worker: Worker;
  waitUntilReady(): Promise<void>;
  close(): Promise<void>;
}

export function createRegistryWorker(options: RegistryWorkerOptions): RegistryWorker {
  const { db, registry, cache, logger } = options;
  const queue = QUEUES.registryLookup;
  const pauser = new Queue(queue.name, { connection: options.redis, prefix: options.prefix });
  pauser.on('error', () => undefined);

  const listedCompanyId = async (cin: string) => {
    const row = await db
      .selectFrom('companies')
      .select('id')
      .where('cin', '=', cin)
      .executeTakeFirst();
    return row ? Number(row.id) : null;
  };

  /** The provider's failures as outcomes; a 429 waits for the quota (up to a few times). */
  const asking = async (
    job: Job,
    ask: () => Promise<LookupOutcome>,
    onUnavailable = async () => {},
  ) => {
    try {
      return await ask();
    } catch (error) {
      if (error instanceof RegistryOverQuotaError) {
        await pauser.rateLimit(error.retryAfterMs);
        await job.updateProgress({ overQuota: true });
        logger?.warn(
          { id: job.id, retryAfterMs: error.retryAfterMs },
          'the registry provider is over quota; registry lookups paused',
        );
        if (job.attemptsStarted <= MAX_QUOTA_WAITS) throw new RateLimitError();
        await onUnavailable();
        return 'unavailable' as const;
      }
      if (!(error instanceof ProviderError)) throw error;
      logger?.warn(
        { id: job.id, failure: error.failure, reason: error.message },
        'registry lookup failed',
      );
      await onUnavailable();
      return 'unavailable' as const;
    }
  };

  const handlers = {
    'registry.company': async (job: Job): Promise<LookupOutcome> => {
      const parsed = registryCompanyPayload.safeParse(job.data);
      if (!parsed.success) throw new UnrecoverableError('registry.company: malformed payload');
      const { cin } = parsed.data;
      const companyId = await listedCompanyId(cin);
      const remember = async (status: 'none' | 'failed', error: string) => {
        if (companyId !== null)
          await cache.set('registry', companyId, { status, data: null, error });
      };
      return asking(
        job,
        async () => {
          const answer = await registry.company(cin);
          if (!answer.found) {
            await remember('none', answer.reason);
            return 'not_found';
          }
          const stored = await storeRegistryCompany(db, answer.data, options.events);
          if (stored.changedCompanyId !== null) options.relay?.wake();
          if (companyId !== null) {
            await cache.set('registry', companyId, { status: 'ready', data: null, error: null });
          }
          const dins = await directorsToAskAbout(
            db,
            stored.dins,
            new Date(Date.now() - options.refreshDays * DAY_MS),
          );
          await options.jobs.requestDirectors(dins, { background: true });
          return 'found';
        },
        () => remember('failed', REGISTRY_UNAVAILABLE),
      );
    },
    'registry.director': async (job: Job): Promise<LookupOutcome> => {
      const parsed = registryDirectorPayload.safeParse(job.data);
      if (!parsed.success) throw new UnrecoverableError('registry.director: malformed payload');
      return asking(job, async () => {
        const answer = await registry.director(parsed.data.din);
        if (!answer.found) {
          // Remembered as asked, so the person's page does not ask again on every visit until
          // REGISTRY_REFRESH_DAYS; what a company's board said of them stays shown.
          await markDirectorAsked(db, parsed.data.din);
          return 'not_found';
        }
        await storeRegistryPerson(db, answer.data);
        return 'found';
      });
    },
  } satisfies JobHandlers<typeof queue>;

  const worker = createJobWorker({
    queue,
    handlers,
    connection: options.connection,
    prefix: options.prefix,
    concurrency: options.concurrency ?? 4,
    limiter: { max: options.requestsPerMinute, duration: 60_000 },
    logger,
    failedMessage: 'registry lookup attempt failed; it will retry',
  });
  return {
    worker,
    waitUntilReady: async () => {
      await worker.waitUntilReady();
    },
    close: async () => {
      await worker.close();
      await pauser.close();
    },
  };
}
