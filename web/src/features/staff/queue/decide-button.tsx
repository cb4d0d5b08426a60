import type { ReactNode } from 'react';

/** A queue's decision mutation, as far as a button needs it. */
type Decide<Decision> = { mutate: (decision: Decision) => void; isPending: boolean };

/**
 * The button that sends one set decision (approve, mark handled, send the export). It does
 * nothing while a decision is on its way, so a double click sends one.
 */
export function DecideButton<Decision>({
  decide,
  decision,
  children,
}: {
  decide: Decide<Decision>;
  decision: Decision;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="button button--primary"
      disabled={decide.isPending}
      onClick={() => decide.mutate(decision)}
    >
      {children}
    </button>
  );
}
