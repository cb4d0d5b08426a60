const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/**
 * How long something has waited, in the largest whole unit: "under a minute", "5 minutes",
 * "3 hours", "2 days" (the promised turnaround is counted in hours and days).
 */
export function waitingFor(sinceIso: string, now: number = Date.now()): string {
  const waited = Math.max(0, now - Date.parse(sinceIso));
  if (waited >= DAY) return plural(Math.floor(waited / DAY), 'day');
  if (waited >= HOUR) return plural(Math.floor(waited / HOUR), 'hour');
  if (waited >= MINUTE) return plural(Math.floor(waited / MINUTE), 'minute');
  return 'under a minute';
}
