/**
 * The paths a bench sends and in what order.
 *
 * A plain list is cycled afresh by every leg (the warm-up, each run's fixed-rate and closed
 * loop): the fixed-rate leg from the first path, each closed-loop connection from its own
 * offset. A scenario that must never send a path twice (`Scenario.neverRepeat`, so that no
 * cache can answer from an earlier request) gets a `PathsOnce` instead: one cursor that every
 * leg of the invocation takes its next paths from, and that counts what it had to repeat when
 * the draws ran out.
 */
export class PathsOnce {
  private taken = 0;

  constructor(private readonly paths: readonly string[]) {
    if (paths.length === 0) throw new Error('no paths to send');
  }

  /** The next path nobody sent yet; once they are all used, the first ones again. */
  next(): string {
    const path = this.paths[this.taken % this.paths.length]!;
    this.taken++;
    return path;
  }

  /** Paths handed out, sent or about to be. */
  get used(): number {
    return this.taken;
  }

  /** Paths handed out a second time because the draws ran out: 0 for a valid invocation. */
  get repeated(): number {
    return Math.max(0, this.taken - this.paths.length);
  }
}

export type PathSource = readonly string[] | PathsOnce;

/** What `source` hands out when asked for its path number `index` of a leg. */
export function pathPicker(source: PathSource): (index: number) => string {
  if (source instanceof PathsOnce) return () => source.next();
  return (index) => source[index % source.length]!;
}

/** The bench's complaint when a never-repeat scenario ran out of distinct paths. */
export function repeatProblem(subject: string, source: PathSource): string[] {
  if (!(source instanceof PathsOnce) || source.repeated === 0) return [];
  return [
    `${subject}: ${source.repeated} of ${source.used} requests repeated a path (the scenario's distinct draws ran out; draw more or shorten the legs)`,
  ];
}
