import { describe, expect, it } from 'vitest';
import { fixedRatePlan } from './load-plan';
import { drivePaced, type Outcome } from './paced-load';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(drivePaced.name, () => {
  it('should send every request at an even pace, not in bursts', async () => {
    const sentAt: number[] = [];
    const plan = fixedRatePlan(100, 0.5, 10);
    const result = await drivePaced(plan, async () => {
      sentAt.push(performance.now());
      return 'ok';
    });
    expect(result.completed).toBe(50);
    expect(result.cutShort).toBe(false);
    const gaps = sentAt.slice(1).map((at, index) => at - sentAt[index]!);
    // 10 ms apart on average, and never a run of back-to-back sends.
    expect((sentAt.at(-1)! - sentAt[0]!) / gaps.length).toBeGreaterThan(9);
    expect(gaps.filter((gap) => gap < 2).length).toBeLessThan(5);
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
