import { describe, expect, it } from 'vitest';
import { createDb } from '@trusthive/platform';
import { testDatabaseUrl } from '@trusthive/platform/testing';
import { uniqueToken } from './support/search-fixtures';
import { createSearchRecorder } from '../src/analytics/record-search';

// The analytics row of a search is written off the request path: recording never throws or
// waits, rows arrive in batches, and a database that refuses them costs a log line only.
describe(createSearchRecorder.name, () => {
  const event = (term: string) => ({
    term,
    type: 'name' as const,
    resultsCount: 3,
    userAgent: 'RecorderTest/1.0',
    userId: null,
  });

  it('should write buffered rows in one batch when closed', async () => {
    const db = createDb({ url: testDatabaseUrl(), poolSize: 1, applicationName: 'recorder-test' });
    const warnings: object[] = [];
    const recorder = createSearchRecorder(db, { warn: (details) => void warnings.push(details) });
    const terms = [uniqueToken(), uniqueToken(), uniqueToken()];
    try {
      for (const term of terms) recorder.recordSearch(event(term));
      await recorder.close();
      const rows = await db
        .selectFrom('search_analytics')
        .select(['search_term', 'results_count', 'user_agent'])
        .where('search_term', 'in', terms)
        .execute();
      expect(rows).toHaveLength(3);
      expect(warnings).toEqual([]);
    } finally {
      await db.destroy();
    }
  });

  it('should swallow a failed write with a warning', async () => {
    // Nothing listens on port 1: every insert fails.
    const db = createDb({ url: 'postgres://postgres@127.0.0.1:1/none', poolSize: 1 });
    const warnings: object[] = [];
    const recorder = createSearchRecorder(db, { warn: (details) => void warnings.push(details) });
    try {
      expect(() => recorder.recordSearch(event('unwritable'))).not.toThrow();
      await expect(recorder.close()).resolves.toBeUndefined();
      expect(warnings).toEqual([expect.objectContaining({ rows: 1 })]);
    } finally {
      await db.destroy();
    }
  });

  it('should drop rows beyond its buffer instead of growing without bound', async () => {
    const db = createDb({ url: 'postgres://postgres@127.0.0.1:1/none', poolSize: 1 });
    const warnings: object[] = [];
    const recorder = createSearchRecorder(
      db,
      { warn: (details) => void warnings.push(details) },
      { maxBuffered: 2, batchSize: 10, flushIntervalMs: 60_000 },
    );
    try {
      for (let i = 0; i < 5; i++) recorder.recordSearch(event(`overflow ${i}`));
      await recorder.close();
      expect(warnings).toContainEqual({ dropped: 3 });
    } finally {
      await db.destroy();
    }
  });
});
