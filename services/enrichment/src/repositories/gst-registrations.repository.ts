import type { Kysely } from 'kysely';
import type { Database } from '@trusthive/platform';
import type { GstTaxpayer } from '../providers/gst-network';

// gst_registrations (migration 0040): what GSTN said about a GSTIN, one row each, written
// whole on every answer (a later answer replaces the earlier one).

export type GstRegistrationRow = Awaited<ReturnType<typeof findGstRegistration>> & object;

export async function findGstRegistration(db: Kysely<Database>, gstin: string) {
  return db
    .selectFrom('gst_registrations')
    .select([
      'gstin',
      'legal_name',
      'trade_name',
      'status',
      'registered_on',
      'cancelled_on',
      'constitution',
      'taxpayer_type',
      'state_name',
      'pincode',
      'nature_of_business',
      'einvoice_enabled',
      'gstn_updated_on',
      'provider',
      'stand_in',
      'fetched_at',
    ])
    .where('gstin', '=', gstin)
    .executeTakeFirst();
}

export async function storeGstRegistration(
  db: Kysely<Database>,
  taxpayer: GstTaxpayer,
): Promise<void> {
  const values = {
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
  await db
    .insertInto('gst_registrations')
    .values({ gstin: taxpayer.gstin, ...values })
    .onConflict((conflict) => conflict.column('gstin').doUpdateSet(values))
    .execute();
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
