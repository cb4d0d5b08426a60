/**
 * Long builds (the trigram postings, the CIN order) as generators that yield between steps of
 * a few tens of milliseconds: a load in the background runs them with `finish`, so the
 * service keeps answering from the old lists meanwhile (on 1 crore companies a build in one
 * piece held the event loop for tens of seconds); tests and small lists `drain` them at once.
 */
export type Steps<Result> = Generator<void, Result, void>;

/** Runs every step now. */
export function drain<Result>(steps: Steps<Result>): Result {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** Runs the steps, letting other work in between them. */
export async function finish<Result>(steps: Steps<Result>): Promise<Result> {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await new Promise((resolve) => setImmediate(resolve));
  }
}
