import type { Kysely } from 'kysely';
import type { Database } from '@trusthive/platform';
import { pruneChanges } from '../repositories/search-name-changes.repository';
import type { TypeaheadLogger } from '../typeahead/live-typeahead';

/**
 * Changes older than this leave the log: a snapshot file older than the oldest pruned change
 * is then of no use and a start reads every name (what every start did before the files).
 * A week covers a process down over a long weekend and a deploy a day.
 */
export const NAME_CHANGES_KEEP_DAYS = 7;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * Prunes the typeahead's change log at start and hourly, whichever engine answers: the
 * triggers write it either way. Each replica prunes; a prune another has just done finds
 * nothing.
 */
export function startPruningNameChanges(
  db: Kysely<Database>,
  log: Pick<TypeaheadLogger, 'info' | 'warn'>,
): { stop(): Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  const prune = () => {
    running = pruneChanges(db, NAME_CHANGES_KEEP_DAYS)
      .then((pruned) => {
        if (pruned > 0) log.info({ pruned }, 'search name changes pruned');
      })
      .catch((error: unknown) => log.warn({ err: error }, 'search name changes not pruned'));
  };
  prune();
  const timer = setInterval(prune, PRUNE_EVERY_MS).unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
