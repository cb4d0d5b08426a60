// Dates as day numbers (days since 1970-01-01, UTC) and back, cached: the generator turns the
// same few thousand days into text millions of times.

const DAY_MS = 86_400_000;
const dayCache = new Map<string, number>();
const isoCache = new Map<number, string>();

export function dayNumber(isoDate: string): number {
  let day = dayCache.get(isoDate);
  if (day === undefined) {
    day = Math.floor(Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS);
    dayCache.set(isoDate, day);
  }
  return day;
}

export function isoDate(day: number): string {
  let text = isoCache.get(day);
  if (text === undefined) {
    text = new Date(day * DAY_MS).toISOString().slice(0, 10);
    isoCache.set(day, text);
  }
  return text;
}
