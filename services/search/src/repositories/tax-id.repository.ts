import { sql, type Kysely } from 'kysely';
import type { Database } from '@trusthive/platform';

// A GSTIN or PAN typed whole (issue 40): what TrustHive holds under it, found by equalities on
// an index each (migrations 0040 and 0042), never by the engines' partial matches. The SQL and
// its plans are in ../queries/tax-id-search.sql.
//
// A company holds a GSTIN when its own record lists it (companies.gst_number, as the company
// or the importer gave it), when its GST details do (company_gst_details.gstin), or when a
// registration from the GST network was matched to it (gst_registrations.company_id, written
// by enrichment; read here). A PAN the same way, through companies.pan_number,
// company_gst_details.pan and gst_registrations.pan. Only live companies are found, as by
// every other search.

export type TaxIdKind = 'gstin' | 'pan';

/** The columns a GSTIN or a PAN is found by, in each table. */
const COLUMNS = {
  gstin: {
    company: sql.ref('c.gst_number'),
    details: sql.ref('d.gstin'),
    registration: sql.ref('r.gstin'),
  },
  pan: {
    company: sql.ref('c.pan_number'),
    details: sql.ref('d.pan'),
    registration: sql.ref('r.pan'),
  },
} as const;

/**
 * The ids of the live companies holding the number, by lower-cased name then id (the order of
 * every results page), at most `cap` + 1 of them (a PAN is one legal person: a handful at
 * most, but the bound keeps a bad import from costing more).
 */
export async function companiesHolding(
  db: Kysely<Database>,
  kind: TaxIdKind,
  value: string,
  cap: number,
): Promise<number[]> {
  const column = COLUMNS[kind];
  const { rows } = await sql<{ id: number }>`
    with holders (id) as (
      select c.id from companies c where ${column.company} = ${value}
      union
      select d.company_id from company_gst_details d where ${column.details} = ${value}
      union
      select r.company_id from gst_registrations r
      where ${column.registration} = ${value} and r.company_id is not null
    )
    select c.id from holders h join companies c on c.id = h.id
    where c.review_status = 'live'
    order by lower(c.company_name) collate "C", c.id
    limit ${cap + 1}`.execute(db);
  return rows.map((row) => Number(row.id));
}

export interface PanRegistrationRow {
  gstin: string;
  state_name: string | null;
  status: string;
  legal_name: string;
  trade_name: string | null;
  stand_in: boolean;
}

/** The stored GST registrations of a PAN, by state then GSTIN, at most `limit`. */
export async function registrationsOfPan(
  db: Kysely<Database>,
  pan: string,
  limit: number,
): Promise<PanRegistrationRow[]> {
  return db
    .selectFrom('gst_registrations')
    .select(['gstin', 'state_name', 'status', 'legal_name', 'trade_name', 'stand_in'])
    .where('pan', '=', pan)
    .orderBy('state_name')
    .orderBy('gstin')
    .limit(limit)
    .execute();
}
