const dateIN = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** A decision's date as staff read it in the console and a 409: '24 November 2026' (IST). */
export function decidedOn(value: unknown): string {
  const time = isoTime(value);
  return time ? dateIN.format(new Date(time)) : 'an unrecorded date';
}

/**
 * A timestamp column's value as an ISO string. The schema's Generated<Timestamp> columns are
 * typed as the ColumnType itself when selected, although pg hands back a Date.
 */
export function isoTime(value: unknown): string | null {
  if (!(value instanceof Date) && typeof value !== 'string') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
