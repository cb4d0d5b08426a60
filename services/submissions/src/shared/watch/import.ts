import type { Kysely } from 'kysely';
import {
  CIN_PATTERN,
  GSTIN_PATTERN,
  WATCHLIST_LIMIT,
  type WatchlistImportResult,
} from '@trusthive/contracts';
import type { Database } from '@trusthive/platform';
import { follow } from './follow';
import { companiesByIdentifiers } from './watch.repository';

// Issue 43: follow many companies at once from a file of CINs or GSTINs, one a line (a CSV's
// first column; other columns, quotes, blank lines and a header line are allowed). Every line
// that follows nothing is answered by its number with why; the 1,000 limit holds across the
// whole list (lines past it say 'limit'). One transaction: the list is followed whole or not.

/** Lines read at most: a longer file answers its first lines and 'limit' for none past. */
const MAX_LINES = WATCHLIST_LIMIT * 2;

interface Line {
  line: number;
  value: string;
}

/** The identifier a line carries (its first field, unquoted, upper-cased), or null. */
function identifierOf(raw: string): string {
  const first = raw.split(/[,;\t]/)[0] ?? '';
  return first
    .replace(/^\uFEFF/, '')
    .replace(/"/g, '')
    .trim()
    .toUpperCase();
}

const isIdentifier = (value: string) => CIN_PATTERN.test(value) || GSTIN_PATTERN.test(value);

export async function importWatchlist(
  db: Kysely<Database>,
  accountId: string,
  csv: string,
): Promise<WatchlistImportResult> {
  const result: WatchlistImportResult = { added: 0, alreadyFollowed: 0, errors: [] };
  const lines: Line[] = [];
  for (const [index, raw] of csv
    .split(/\r\n|\r|\n/)
    .slice(0, MAX_LINES)
    .entries()) {
    const value = identifierOf(raw);
    if (value === '') continue;
    if (!isIdentifier(value)) {
      // A header line ("cin", "GSTIN", "Company CIN") is not an error.
      if (index === 0 && /^[A-Z _]+$/.test(value)) continue;
      result.errors.push({
        line: index + 1,
        value: value.slice(0, 40),
        reason: 'not-an-identifier',
      });
      continue;
    }
    lines.push({ line: index + 1, value });
  }
  const companies = await companiesByIdentifiers(db, [...new Set(lines.map((l) => l.value))]);
  await db.transaction().execute(async (trx) => {
    for (const { line, value } of lines) {
      const companyId = companies.get(value);
      if (companyId === undefined) {
        result.errors.push({ line, value, reason: 'not-found' });
        continue;
      }
      const outcome = await follow(trx, accountId, companyId);
      if (outcome === 'added') result.added += 1;
      else if (outcome === 'already') result.alreadyFollowed += 1;
      else result.errors.push({ line, value, reason: 'limit' });
    }
  });
  result.errors.sort((a, b) => a.line - b.line);
  return result;
}
