import { describe, expect, it } from 'vitest';
import { PackedStringsBuilder } from './packed-strings';
import { drain, finish, type Steps } from './steps';
import { TrigramPostings } from './trigram-postings';

function* counted(steps: number, log: string[]): Steps<number> {
  for (let step = 0; step < steps; step++) {
    log.push(`step ${step}`);
    yield;
  }
  return steps;
}

describe('steps', () => {
  it('should run every step at once when drained', () => {
    const log: string[] = [];
    expect(drain(counted(3, log))).toBe(3);
    expect(log).toEqual(['step 0', 'step 1', 'step 2']);
  });

  it('should let other work in between steps when finished', async () => {
    const log: string[] = [];
    const done = finish(counted(3, log));
    setImmediate(() => log.push('other work'));
    expect(await done).toBe(3);
    expect(log.indexOf('other work')).toBeGreaterThan(0);
    expect(log.indexOf('other work')).toBeLessThan(log.length - 1);
  });

  it('should build postings and a sorted order in steps that find and order every name', async () => {
    const names = Array.from({ length: 40_000 }, (_, index) => `name ${index % 977} ${index}`);
    const textsAt = (position: number, add: (bytes: Uint8Array, s: number, e: number) => void) => {
      const bytes = Buffer.from(names[position]!);
      add(bytes, 0, bytes.length);
    };
    let steps = 0;
    const build = TrigramPostings.buildSteps(names.length, textsAt);
    let step = build.next();
    for (; !step.done; step = build.next()) steps += 1;
    expect(steps).toBeGreaterThan(1);
    const found: number[] = [];
    step.value.forEachCandidate(Buffer.from('e 97'), (position) => found.push(position) > 0);
    const holding = names.flatMap((name, position) => (name.includes('e 97') ? [position] : []));
    expect(holding.length).toBeGreaterThan(0);
    expect(found).toEqual(expect.arrayContaining(holding));

    const packed = new PackedStringsBuilder();
    for (const name of names) packed.add(name);
    const byBytes = names
      .map((_, index) => index)
      .sort((a, b) => Buffer.compare(Buffer.from(names[a]!), Buffer.from(names[b]!)) || a - b);
    expect(Array.from(await finish(packed.build().sortSteps()))).toEqual(byBytes);
  });
});
