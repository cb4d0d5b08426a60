// Recomputes and stores the trust score of every company (or of those changed since
// --since=<ISO date>), straight on the database, without the queue. After a rule change
// (RULE_VERSION raised) this is the bulk re-score; every score it moves is recorded in the
// score history with --reason=<text>, or 'rules v{N}' without one:
//   tsx services/scoring/src/cli/recompute-all.ts [--since=2026-01-01T00:00:00Z] [--reason=...]
// With --missing it only stores the breakdown of the companies scored before company_scores
// existed (the deploy step of migration 0028), and records no rules version.
// Each changed score leaves a search-index event in the outbox (QUEUE_PREFIX's); this CLI
// does not talk to Redis: the scoring worker's relay (or any other relay of that prefix)
// delivers the rows, so the Meilisearch documents follow once a relay runs.
import { createDb, readConfigOrExit } from '@trusthive/platform';
import { recordAppliedRuleVersion } from '../repositories/score-inputs.repository';
import { RULE_VERSION } from '../rules/trust-score';
import {
  recomputeSince,
  rulesReason,
  scoreEvents,
  storeMissingScores,
} from '../trust-score.service';

const sinceArgument = process.argv.find((argument) => argument.startsWith('--since='));
const since = new Date(sinceArgument ? sinceArgument.slice('--since='.length) : 0);
if (Number.isNaN(since.getTime())) {
  console.error(`not a date: ${sinceArgument}`);
  process.exit(2);
}

const reasonArgument = process.argv.find((argument) => argument.startsWith('--reason='));
const reason = reasonArgument?.slice('--reason='.length).trim() || rulesReason();

const config = readConfigOrExit();
const db = createDb({ url: config.database.url, poolSize: 2, applicationName: 'recompute-scores' });
const startedAt = Date.now();
if (process.argv.includes('--missing')) {
  try {
    const result = await storeMissingScores(db, { events: scoreEvents(config.queues.prefix) });
    const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
    console.info(
      `breakdowns: ${result.scanned} companies stored, ${result.changed} scores moved in ${seconds} s`,
    );
  } finally {
    await db.destroy();
  }
  process.exit(0);
}
try {
  const result = await recomputeSince(db, since, {
    reason,
    events: scoreEvents(config.queues.prefix),
    onBatch: ({ scanned, changed }) => {
      process.stderr.write(
        `\rscores: ${scanned.toLocaleString('en-IN')} scanned, ${changed.toLocaleString('en-IN')} changed`,
      );
    },
  });
  // A full run is the bulk re-score of these rules: the worker need not repeat it at start.
  if (since.getTime() === 0) await recordAppliedRuleVersion(db, RULE_VERSION, reason);
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  process.stderr.write('\n');
  console.info(
    `scores: ${result.scanned} companies scanned, ${result.changed} scores changed in ${seconds} s`,
  );
} finally {
  await db.destroy();
}
