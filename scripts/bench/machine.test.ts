import { describe, expect, it } from 'vitest';
import { describeMachine } from './machine';

describe(describeMachine.name, () => {
  it('should name the CPUs, Node, the platform and the load in one line', () => {
    expect(
      describeMachine({
        node: 'v22.23.3',
        platform: 'linux 6.1.0',
        cpus: 2,
        cpuModel: 'Intel(R) Xeon(R) Processor',
        loadAverage: [1.5, 0.25, 0],
      }),
    ).toBe(
      '2 CPUs (Intel(R) Xeon(R) Processor), Node v22.23.3, linux 6.1.0, load average 1.50 0.25 0.00',
    );
  });

  it('should say CPU for a single one', () => {
    expect(
      describeMachine({
        node: 'v22.23.3',
        platform: 'linux 6.1.0',
        cpus: 1,
        cpuModel: 'x',
        loadAverage: [0, 0, 0],
      }),
    ).toMatch(/^1 CPU \(x\)/);
  });
});
