import type {
  CompanyEventsOutbox,
  ObjectStorage,
  OutboxRelay,
  ServiceDeps,
} from '@trusthive/platform';

/** What the submissions routes are handed: the service deps plus storage and company events. */
export interface SubmissionsDeps extends ServiceDeps {
  storage: ObjectStorage;
  /** Company events, written in the transaction of the write they follow. */
  events: CompanyEventsOutbox;
  /** Moves those events to the queues; woken after each commit. */
  relay: Pick<OutboxRelay, 'wake'>;
}
