import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { cleanText, titleCase } from './values';

// Registered states in one spelling: the `state_or_ut` column of the project's state table.
// The 2025 files write 'goa' and 'tamil nadu', the older ones 'Maharashtra', GeoNames
// 'Pondicherry'; all of them should land on the same filter value.

const STATE_TABLE = new URL('../../data/india-states-gst-cin-codes.csv', import.meta.url);

/** Old and variant names the MCA and GeoNames files use for a state in the table. */
const ALIASES: Record<string, string> = {
  orissa: 'Odisha',
  pondicherry: 'Puducherry',
  uttaranchal: 'Uttarakhand',
  chattisgarh: 'Chhattisgarh',
  'nct of delhi': 'Delhi',
  'andaman and nicobar': 'Andaman and Nicobar Islands',
  'dadra and nagar haveli': 'Dadra and Nagar Haveli and Daman and Diu',
};

export type StateResolver = (raw: string | undefined) => string | null;

function stateKey(name: string): string {
  return name.toLowerCase().replace(/&/g, ' and ').replace(/\./g, '').replace(/\s+/g, ' ').trim();
}

/** Builds the lookup from the table's names; unknown states come back title-cased. */
export function createStateResolver(canonicalNames: string[]): StateResolver {
  const byKey = new Map<string, string>();
  for (const name of canonicalNames) {
    // "Andhra Pradesh (before 2014 bifurcation)" is a legacy GST row, not a second spelling.
    if (!name.includes('(')) byKey.set(stateKey(name), name);
  }
  for (const [alias, name] of Object.entries(ALIASES)) byKey.set(stateKey(alias), name);
  return (raw) => {
    const text = cleanText(raw);
    if (text === null) return null;
    return byKey.get(stateKey(text)) ?? titleCase(text);
  };
}

export function loadStateResolver(): StateResolver {
  const rows = parse(readFileSync(STATE_TABLE), { columns: true, bom: true }) as {
    state_or_ut: string;
  }[];
  return createStateResolver(rows.map((row) => row.state_or_ut));
}
