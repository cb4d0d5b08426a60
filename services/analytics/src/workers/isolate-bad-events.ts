// One bad analytics event must not take the others down (issue 24 #4). A batch the database
// refuses for its data is split in halves and each half written again, down to the single
// event that is refused, which is parked; every other event is stored. A write that fails for
// any other reason (the database unreachable, a connection killed, a timeout) is thrown as it
// is, so the whole batch's jobs retry: a passing outage never parks good events as "bad".
//
// Halving costs about 2·log2(n) writes per bad event (18 for a batch of 500) and keeps the
// good events in large writes. Halves that were stored before a later half failed are stored
// again on retry as no-ops (`on conflict (event_id) do nothing`).

/**
 * SQLSTATE classes 22 (data exception: NUL in text, a malformed inet, a number out of range)
 * and 23 (integrity constraint violation, e.g. a check or a company deleted meanwhile): the
 * rows themselves are at fault and will be refused again. The unique event id never raises
 * 23505 here (inserts skip conflicts), so a 23505 is another constraint and also the data's.
 */
export function isDataError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^2[23][0-9A-Z]{3}$/.test(code);
}

export interface IsolatingWrite<E> {
  /** Writes the events in one transaction; answers how many rows were inserted. */
  write(events: E[]): Promise<number>;
  /** Keeps an event the database refused where an operator can see it. */
  park(event: E, error: unknown): Promise<void>;
}

export interface IsolatedResult {
  inserted: number;
  parked: number;
}

export async function writeIsolatingBadEvents<E>(
  events: E[],
  store: IsolatingWrite<E>,
): Promise<IsolatedResult> {
  try {
    return { inserted: await store.write(events), parked: 0 };
  } catch (error) {
    if (!isDataError(error)) throw error;
    if (events.length === 1) {
      await store.park(events[0]!, error);
      return { inserted: 0, parked: 1 };
    }
    const middle = Math.ceil(events.length / 2);
    const first = await writeIsolatingBadEvents(events.slice(0, middle), store);
    const second = await writeIsolatingBadEvents(events.slice(middle), store);
    return { inserted: first.inserted + second.inserted, parked: first.parked + second.parked };
  }
}
