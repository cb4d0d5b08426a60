import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '@trusthive/platform';

// A GSTIN or PAN typed whole (issue 40): what TrustHive holds under it, found by equalities on
// an index each (migrations 0040 and 0042), never by the engines' partial matches. The SQL and
// its plans on 10 lakh companies are in ../queries/tax-id-search.sql.
//
// A company holds a GSTIN when its own record lists it (companies.gst_number, as the company
// or the importer gave it), when its GST details do (company_gst_details.gstin), or when a
// registration from the GST network is matched to it: the written rule's match that staff have
// not undone (gst_registration_matches, migration 0041, the one reading of a match for every
// reader; the registrations are enrichment's, read here). A PAN the same way, through
// companies.pan_number, company_gst_details.pan and gst_registrations.pan. Only live companies
// are found, as by every other search.
//
// One SQL text for both: the number that does not apply is a NULL parameter, and an equality
// with NULL is an index probe that finds nothing (or no probe at all once planned with the
// values), as company-search.repository.ts does with its conditions.

export interface TaxIdValues {
  gstin: string | null;
  pan: string | null;
}

/**
 * The ids of the live companies holding the number, by lower-cased name then id (the order of
 * every results page), at most `cap` + 1 of them (a PAN is one legal person: a handful at
 * most, but the bound keeps a bad import from costing more).
 */
export function companiesHoldingQuery(
  { gstin, pan }: TaxIdValues,
  cap: number,
): RawBuilder<{ id: number }> {
  return sql<{ id: number }>`
    with holders (id) as (
      select c.id from companies c where c.gst_number = ${gstin}
      union
      select d.company_id from company_gst_details d where d.gstin = ${gstin}
      union
      select m.company_id from gst_registration_matches m where m.gstin = ${gstin}
      union
      select c.id from companies c where c.pan_number = ${pan}
      union
      select d.company_id from company_gst_details d where d.pan = ${pan}
      union
      select m.company_id from gst_registrations r
      join gst_registration_matches m on m.registration_id = r.id
      where r.pan = ${pan}
    )
    select c.id from holders h join companies c on c.id = h.id
    where c.review_status = 'live'
    order by lower(c.company_name) collate "C", c.id
    limit ${cap + 1}`;
}

export async function companiesHolding(
  db: Kysely<Database>,
  values: TaxIdValues,
  cap: number,
): Promise<number[]> {
  const { rows } = await companiesHoldingQuery(values, cap).execute(db);
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
export function registrationsOfPanQuery(pan: string | null, limit: number) {
  return sql<PanRegistrationRow>`
    select r.gstin, r.state_name, r.status, r.legal_name, r.trade_name, r.stand_in
    from gst_registrations r where r.pan = ${pan}
    order by r.state_name, r.gstin
    limit ${limit}`;
}

export async function registrationsOfPan(
  db: Kysely<Database>,
  pan: string,
  limit: number,
): Promise<PanRegistrationRow[]> {
  return (await registrationsOfPanQuery(pan, limit).execute(db)).rows;
}
