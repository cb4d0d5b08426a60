import { describe, expect, it } from 'vitest';
import { fixedRatePlan } from './load-plan';
import { drivePaced, type Outcome } from './paced-load';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(drivePaced.name, () => {
  it('should send every request at an even pace, not in bursts', async () => {
    // On a clock of the test's own, which only the driver's waits move: the pace is the
    // driver's alone. On the machine's clock a busy machine (issue 38) woke the driver late,
    // and it rightly sent the overdue requests at once: a burst the driver did not make.
    let now = 0;
    const clock = { now: () => now, sleep: async (ms: number) => void (now += ms) };
    const sentAt: number[] = [];
    const plan = fixedRatePlan(100, 0.5, 10);
    const result = await drivePaced(
      plan,
      async () => {
        sentAt.push(clock.now());
        return 'ok';
      },
      clock,
    );
    expect(result.completed).toBe(50);
    expect(result.cutShort).toBe(false);
    // Each 10 ms after the one before: none early, none held back, none sent together.
    const gaps = sentAt.slice(1).map((at, index) => at - sentAt[index]!);
    expect(gaps).toEqual(Array.from({ length: 49 }, () => 10));
  });

  it('should keep at most one request per connection in flight', async () => {
    let inFlight = 0;
    let most = 0;
    const plan = fixedRatePlan(200, 0.25, 3);
    await drivePaced(plan, async () => {
      most = Math.max(most, ++inFlight);
      await wait(40);
      inFlight--;
      return 'ok';
    });
    expect(most).toBe(3);
  });

  it('should count the wait for a free connection in the latency (no coordinated omission)', async () => {
    // One connection, an answer every 20 ms, a request due every 10 ms: the queue grows, and so
    // must the latencies, although each answer alone takes 20 ms.
    const plan = fixedRatePlan(100, 0.3, 1);
    const result = await drivePaced(plan, async () => {
      await wait(20);
      return 'ok';
    });
    expect(result.completed).toBe(30);
    expect(result.latencyMs.p50).toBeGreaterThan(60);
    expect(result.latencyMs.p99).toBeGreaterThan(200);
  });

  it('should count statuses and failures apart from the answers', async () => {
    const outcomes: Outcome[] = ['ok', 'non2xx', 'error', 'ok'];
    const plan = fixedRatePlan(200, 0.02, 2);
    const result = await drivePaced(plan, async (index) => {
      if (index === 3) throw new Error('connection reset');
      return outcomes[index]!;
    });
    expect(result).toMatchObject({ completed: 2, non2xx: 1, errors: 2, cutShort: false });
  });
});
