import { ConflictError } from '@trusthive/platform';

// The answer every queue gives to a decision of an item that is no longer pending (issue 18):
// a double click, or a second moderator who lost the race.

const WHEN = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/** "This claim was already approved by Asha Rao on 24 Nov 2026, 10:15 pm." */
export function alreadyDecided(
  item: string,
  decided: string,
  by: string | null,
  at: Date | string | null,
): ConflictError {
  const who = by ? ` by ${by}` : '';
  const when = at ? ` on ${WHEN.format(new Date(at))}` : '';
  return new ConflictError('Already Decided', `This ${item} was already ${decided}${who}${when}.`);
}

/** A queue item's path id as a row id, or null (answered 404 like an unknown id). */
export function parseItemId(value: string): number | null {
  if (!/^[1-9][0-9]{0,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}
