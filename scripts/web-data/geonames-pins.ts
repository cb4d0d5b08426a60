import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

// The GeoNames postal-code table in data/ (see data/PROVENANCE.md), as the generators of the
// registration's PIN data read it: one array of tab-separated fields per row (country_code,
// postal_code, place_name, admin_name1 (state), admin_code1, admin_name2 (district), …).

const SOURCE = new URL('../../data/pincodes-india-geonames.tsv.gz', import.meta.url);

/** A PIN as India Post issues them: six digits, not starting with 0. */
export const PIN = /^[1-9]\d{5}$/;

export function readGeonamesPinRows(): string[][] {
  const text = gunzipSync(readFileSync(SOURCE)).toString('utf8');
  const [header, ...lines] = text.split('\n');
  if (!header?.startsWith('country_code\tpostal_code')) {
    throw new Error(`Unexpected header in ${fileURLToPath(SOURCE)}: ${header}`);
  }
  return lines.filter((line) => line.trim()).map((line) => line.split('\t'));
}
