import type { CompanyEvents, LocalStorage, ServiceDeps } from '@trusthive/platform';

/** What the submissions routes are handed: the service deps plus storage and company events. */
export interface SubmissionsDeps extends ServiceDeps {
  storage: LocalStorage;
  events: CompanyEvents;
}
