import { sql, type Kysely } from 'kysely';
import { normaliseLegalName, type GstMatch, type GstMatchCandidate } from '@trusthive/contracts';
import type { CompanyEventsOutbox, Database } from '@trusthive/platform';
import type { GstTaxpayer } from '../providers/gst-network';

// gst_registrations (migration 0040): what GSTN said about a GSTIN, one row each, written
// whole on every answer (a later answer replaces the earlier one).

export type GstRegistrationRow = Awaited<ReturnType<typeof findGstRegistration>> & object;

/** The record, with the company it is matched to when that company is public. */
export async function findGstRegistration(db: Kysely<Database>, gstin: string) {
  return (
    db
      .selectFrom('gst_registrations as g')
      // The match that stands: the rule's, unless staff undid it (migration 0041).
      .leftJoin('gst_registration_matches as m', 'm.registration_id', 'g.id')
      .leftJoin('companies as c', (join) =>
        join.onRef('c.id', '=', 'm.company_id').on('c.review_status', '=', 'live'),
      )
      .select([
        'g.gstin',
        'g.legal_name',
        'g.trade_name',
        'g.status',
        'g.registered_on',
        'g.cancelled_on',
        'g.constitution',
        'g.taxpayer_type',
        'g.state_name',
        'g.pincode',
        'g.nature_of_business',
        'g.einvoice_enabled',
        'g.gstn_updated_on',
        'g.provider',
        'g.stand_in',
        'g.fetched_at',
        'm.match_basis',
        'm.confirmed_by_staff',
        'c.id as matched_company_id',
        'c.company_name as matched_company_name',
      ])
      .where('g.gstin', '=', gstin)
      .executeTakeFirst()
  );
}

/**
 * The public companies the match rule weighs for a registration: those with its PAN on
 * record, and those whose name, upper-cased, is GSTN's legal name as sent or with its legal
 * form written out (an index each, migration 0040), less any whose match to this registration
 * staff undid (gst_match_decisions). The rule decides.
 */
export async function gstMatchCandidates(
  db: Kysely<Database>,
  gstin: string,
  legalName: string,
): Promise<GstMatchCandidate[]> {
  const names = [...new Set([legalName.trim().toUpperCase(), normaliseLegalName(legalName)])];
  const rows = await db
    .selectFrom('companies')
    .select(['id', 'company_name', 'pan_number', 'company_state_code'])
    .where('review_status', '=', 'live')
    .where((eb) =>
      eb.or([
        eb('pan_number', '=', gstin.slice(2, 12)),
        eb(sql<string>`upper(company_name)`, 'in', names),
      ]),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('gst_match_decisions as d')
            .innerJoin('gst_registrations as g', 'g.id', 'd.registration_id')
            .select('d.id')
            .where('g.gstin', '=', gstin)
            .whereRef('d.company_id', '=', 'companies.id')
            .where('d.decision', '=', 'undone'),
        ),
      ),
    )
    .orderBy('id')
    .limit(20)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.company_name,
    pan: row.pan_number,
    state: row.company_state_code,
  }));
}

/**
 * Writes what GSTN said of a GSTIN and, in the same transaction, a company.changed event for
 * each company whose GST facts this moves: the company it is matched to now and the one it was
 * matched to before, when the match or GSTN's status changed. The score reads these rows, so a
 * new match or a cancellation moves the score and its history without waiting for anything
 * else to change (issue 40).
 */
export async function storeGstRegistration(
  db: Kysely<Database>,
  taxpayer: GstTaxpayer,
  match: GstMatch | null,
  events: Pick<CompanyEventsOutbox, 'changed'>,
): Promise<{ changedCompanies: number[] }> {
  const values = {
    company_id: match?.companyId ?? null,
    match_basis: match?.basis ?? null,
    legal_name: taxpayer.legalName,
    trade_name: taxpayer.tradeName,
    status: taxpayer.status,
    registered_on: taxpayer.registeredOn,
    cancelled_on: taxpayer.cancelledOn,
    constitution: taxpayer.constitution,
    taxpayer_type: taxpayer.taxpayerType,
    state_name: taxpayer.stateName,
    pincode: taxpayer.pincode,
    nature_of_business: taxpayer.natureOfBusiness,
    einvoice_enabled: taxpayer.einvoiceEnabled,
    gstn_updated_on: taxpayer.gstnUpdatedOn,
    provider: taxpayer.provider,
    stand_in: taxpayer.standIn,
    raw: JSON.stringify(taxpayer.raw),
    fetched_at: new Date(),
  };
  return db.transaction().execute(async (trx) => {
    // The row as it was, locked, so two answers for one number compare against each other.
    const before = await trx
      .selectFrom('gst_registrations')
      .select(['company_id', 'status', 'state_name', 'cancelled_on'])
      .where('gstin', '=', taxpayer.gstin)
      .forUpdate()
      .executeTakeFirst();
    await trx
      .insertInto('gst_registrations')
      .values({ gstin: taxpayer.gstin, ...values })
      .onConflict((conflict) => conflict.column('gstin').doUpdateSet(values))
      .execute();
    const scored =
      !before ||
      before.company_id !== values.company_id ||
      before.status !== values.status ||
      before.state_name !== values.state_name ||
      String(before.cancelled_on) !== String(values.cancelled_on);
    const changedCompanies = scored
      ? [...new Set([before?.company_id ?? null, values.company_id])].filter(
          (id): id is number => id !== null,
        )
      : [];
    for (const companyId of changedCompanies) {
      await events.changed(trx, companyId, 'gst-updated');
    }
    return { changedCompanies };
  });
}

/** Listed companies per record page, at most. */
export const LISTED_BY_LIMIT = 10;

/**
 * Public companies whose own record lists the GSTIN: on the company row (registration, owner)
 * or in its imported GST details (both upper-cased by their checks; indexes of migration 0040).
 */
export async function companiesListingGstin(
  db: Kysely<Database>,
  gstin: string,
): Promise<{ id: number; name: string }[]> {
  const rows = await db
    .selectFrom('companies')
    .select(['id', 'company_name'])
    .where('review_status', '=', 'live')
    .where((eb) =>
      eb.or([
        eb('gst_number', '=', gstin),
        eb(
          'id',
          'in',
          eb.selectFrom('company_gst_details').select('company_id').where('gstin', '=', gstin),
        ),
      ]),
    )
    .orderBy('company_name')
    .orderBy('id')
    .limit(LISTED_BY_LIMIT)
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.company_name }));
}

/**
 * The GSTINs of stored records fetched before `before`, oldest first, at most `limit`
 * (index gst_registrations_fetched_at): what the refresh sweep asks GSTN about again.
 */
export async function staleGstRegistrations(
  db: Kysely<Database>,
  before: Date,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('gst_registrations')
    .select('gstin')
    .where('fetched_at', '<', before)
    .orderBy('fetched_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.gstin);
}

/**
 * GSTINs on live companies' own records (the company row's number, the importer's GST details:
 * what someone typed) that GSTN was never asked about, at most `limit`, by company id: the
 * sweep asks about them, so a number on record is confirmed or refuted by GSTN and never only
 * believed. Only numbers of a GSTIN's shape; the caller checks their check character.
 */
export async function uncheckedGstinsOnRecord(
  db: Kysely<Database>,
  limit: number,
): Promise<string[]> {
  const { rows } = await sql<{ gstin: string }>`
    select gstin from (
      select c.id, c.gst_number as gstin
        from companies c
       where c.gst_number is not null and c.review_status = 'live'
      union all
      select d.company_id as id, d.gstin
        from company_gst_details d
        join companies c on c.id = d.company_id and c.review_status = 'live'
    ) on_record
    where gstin ~ '^[0-9]{2}[A-Z0-9]{13}$'
      and not exists (select 1 from gst_registrations g where g.gstin = on_record.gstin)
    order by id
    limit ${limit}
  `.execute(db);
  return [...new Set(rows.map((row) => row.gstin))];
}

/** How many stored records were fetched before `before`. */
export async function countStaleGstRegistrations(
  db: Kysely<Database>,
  before: Date,
): Promise<number> {
  const row = await db
    .selectFrom('gst_registrations')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('fetched_at', '<', before)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
