import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnalyticsEventQueue, QUEUES, createRedis } from '@trusthive/platform';
import { testRedisUrl } from '@trusthive/platform/testing';
import { SEARCH_EVENT_LINGER_MS, createSearchRecorder } from '../src/analytics/record-search';
import { queuedEventGroups, queuedSearchEvents } from './support/queued-events';
import { uniqueToken } from './support/search-fixtures';

// A search's analytics event goes on the analytics queue off the request path: recording
// never throws or waits, and a queue that refuses it costs a log line only.
const prefix = `test-${randomUUID()}`;
const connection = createRedis(testRedisUrl(), 'producer', 'recorder-test');
const reader = new Queue(QUEUES.analyticsEvents.name, { connection, prefix });

// A service takes requests once Redis is connected; so does this test.
beforeAll(async () => {
  if (connection.status !== 'ready') await once(connection, 'ready');
});

afterAll(async () => {
  await reader.obliterate({ force: true });
  await reader.close();
  connection.disconnect();
});

describe(createSearchRecorder.name, () => {
  const event = (term: string) => ({
    term,
    type: 'name' as const,
    resultsCount: 3,
    userAgent: `RecorderTest/1.0 ${'x'.repeat(600)}`,
    userId: null,
  });

  it('should put each search on the analytics queue, the agent cut to the schema limit', async () => {
    const warnings: object[] = [];
    const recorder = createSearchRecorder(new AnalyticsEventQueue(connection, { prefix }), {
      warn: (details) => void warnings.push(details),
    });
    const terms = [uniqueToken(), uniqueToken(), uniqueToken()];

    for (const term of terms) recorder.recordSearch(event(term));
    await recorder.close();

    const queued = await queuedSearchEvents(reader);
    for (const term of terms) {
      expect(queued).toContainEqual(
        expect.objectContaining({
          kind: 'search',
          searchTerm: term,
          searchType: 'name',
          resultsCount: 3,
          userAgent: event(term).userAgent.slice(0, 512),
          userId: null,
        }),
      );
    }
    expect(warnings).toEqual([]);
  });

  it('should send the searches of one linger as one job, and flush them when it closes', async () => {
    const recorder = createSearchRecorder(
      new AnalyticsEventQueue(connection, { prefix, lingerMs: SEARCH_EVENT_LINGER_MS }),
      { warn: () => undefined },
    );
    const terms = [uniqueToken(), uniqueToken(), uniqueToken()];

    // Three searches in three turns of the event loop, well inside the linger.
    for (const term of terms) {
      recorder.recordSearch(event(term));
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await recorder.close();

    const carrying = (await queuedEventGroups(reader)).filter((events) =>
      events.some((queued) => queued.kind === 'search' && terms.includes(queued.searchTerm)),
    );
    expect(carrying).toHaveLength(1);
    expect(
      carrying[0]!.map((queued) => (queued.kind === 'search' ? queued.searchTerm : null)),
    ).toEqual(terms);
  });

  it('should swallow a queue that cannot take the event, with a warning', async () => {
    // Nothing listens on port 1: the producer connection never becomes ready.
    const down = createRedis('redis://127.0.0.1:1', 'producer', 'recorder-test-down');
    down.on('error', () => undefined);
    const warnings: object[] = [];
    const recorder = createSearchRecorder(new AnalyticsEventQueue(down, { prefix }), {
      warn: (details) => void warnings.push(details),
    });
    try {
      expect(() => recorder.recordSearch(event('unqueued'))).not.toThrow();
      await expect.poll(() => warnings).toEqual([expect.objectContaining({ term: 'unqueued' })]);
    } finally {
      down.disconnect();
    }
  });
});
