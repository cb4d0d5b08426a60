import { ENGLISH_MONTHS } from '@trusthive/contracts';

// The company report's (issue 43) words for money, dates and times: pure, no Intl (the same
// text on every Node, whatever its ICU), in Indian English as spec §1 has them: rupees grouped
// the Indian way without decimals, dates with the full month name, times in IST.

const MONTHS = ENGLISH_MONTHS;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** Digits grouped as en-IN groups them: the last three, then pairs ('1,93,517'). */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/** Spec §1: rupees, en-IN grouping, no decimals; zero or nothing is '₹0'. */
export function rupees(value: number | null): string {
  if (value === null || !Number.isFinite(value) || value <= 0) return '₹0';
  return `₹${groupIndian(Math.round(value).toFixed(0))}`;
}

/** '2025-05-05' (or an ISO timestamp's date) → '5 May 2025'; null for anything else. */
export function longDate(value: string | null | undefined): string | null {
  const match = value ? ISO_DATE.exec(value) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCDate() !== day || date.getUTCMonth() !== month - 1) return null;
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** India keeps one time zone and no daylight saving: UTC+05:30 all year. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** A moment as Indians read it: '8 March 2026, 14:05 IST'. */
export function istDateTime(moment: Date): string {
  const ist = new Date(moment.getTime() + IST_OFFSET_MS);
  const two = (n: number) => String(n).padStart(2, '0');
  const day = `${ist.getUTCDate()} ${MONTHS[ist.getUTCMonth()]} ${ist.getUTCFullYear()}`;
  return `${day}, ${two(ist.getUTCHours())}:${two(ist.getUTCMinutes())} IST`;
}

/** The day of a moment in India, 'YYYY-MM-DD' (the file name's date). */
export function istDay(moment: Date): string {
  return new Date(moment.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * The downloaded file's name: `trusthive-<CIN or id>-<yyyy-mm-dd>.pdf`, of letters, digits and
 * hyphens only, so no header or file system reads anything into it.
 */
export function reportFileName(company: { id: number; cin: string | null }, moment: Date): string {
  const cin = company.cin?.replace(/[^A-Za-z0-9]/g, '') ?? '';
  return `trusthive-${cin || company.id}-${istDay(moment)}.pdf`;
}
