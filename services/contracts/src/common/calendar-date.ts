/**
 * A day as an ISO date ("2022-02-28"), or null when the calendar has no such day (31 April,
 * 29 February of a common year). Month 1 is January. The registry's dates are checked with it
 * where they are imported and where a profile shows them.
 */
export function calendarDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return null;
  }
  return date.toISOString().slice(0, 10);
}
