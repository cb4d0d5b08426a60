import type { Kysely, Transaction } from 'kysely';
import type { Registration } from '@trusthive/contracts';
import type { Database, MailLocale, SubmittedFacts } from '@trusthive/platform';

/** The company already holding this CIN, if any, and whether it is public (live). */
export async function findCompanyByCin(
  db: Kysely<Database>,
  cin: string,
): Promise<{ id: number; live: boolean } | null> {
  const row = await db
    .selectFrom('companies')
    .select(['id', 'review_status'])
    .where('cin', '=', cin)
    .executeTakeFirst();
  return row ? { id: row.id, live: row.review_status === 'live' } : null;
}

/**
 * Spec §7: the company as registered, pending verification, not verified. It is not public
 * until staff approve it (review_status 'pending', migration 0022); what was sent is kept in
 * submitted_facts for the reviewer's comparison with the registry.
 */
export async function insertRegisteredCompany(
  trx: Transaction<Database>,
  registration: Registration,
  locale: MailLocale,
): Promise<number> {
  const wantsAuthorization =
    registration.wantsBrandAuthorization ||
    registration.brands.some((brand) => brand.wantsAuthorization) ||
    registration.selectedBrandCompanies.some((pick) => pick.wantsAuthorization);
  const row = await trx
    .insertInto('companies')
    .values({
      company_name: registration.companyName,
      cin: registration.cin,
      company_limited_by: registration.entityType,
      registered_office_address: registration.address,
      city: registration.city,
      pincode: registration.pincode,
      company_state_code: registration.state,
      company_status: 'Pending Verification',
      relationship_type: registration.relationshipType,
      is_verified: false,
      is_claimed: false,
      logo: registration.logo ?? null,
      domain_name: registration.domainName || null,
      has_different_brand: registration.hasDifferentBrand,
      email: registration.email,
      phone: registration.phone || null,
      website: registration.website,
      wants_brand_authorization: wantsAuthorization,
      // As typed (checked, upper-cased): the GST sweep asks GSTN about it once the company is
      // live, and it earns nothing until GSTN confirms it (issue 40).
      gst_number: registration.gstin || null,
      contact_person: registration.contactPerson || null,
      designation: registration.designation || null,
      business_category: registration.category ?? null,
      description: registration.description || null,
      data_source: 'registration',
      review_status: 'pending',
      submitted_facts: JSON.stringify({
        companyName: registration.companyName,
        cin: registration.cin ?? null,
        state: registration.state,
        city: registration.city,
        entityType: registration.entityType,
        email: registration.email,
        website: registration.website,
        phone: registration.phone || null,
        category: registration.category ?? null,
        locale,
      } satisfies SubmittedFacts),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Spec §7: the company's brands are replaced: the old ones deleted, the new ones inserted. */
export async function replaceBrands(
  trx: Transaction<Database>,
  companyId: number,
  brands: Registration['brands'],
): Promise<void> {
  await trx.deleteFrom('brands').where('company_id', '=', companyId).execute();
  if (brands.length === 0) return;
  await trx
    .insertInto('brands')
    .values(
      brands.map((brand) => ({
        company_id: companyId,
        brand_name: brand.brandName,
        trademark_name: brand.trademarkName || null,
        logo_url: brand.logo ?? null,
        website_url: brand.website,
      })),
    )
    .execute();
}

/** A reseller's pick matched to the listed company and that company's own brand name. */
export interface ResolvedBrandCompanyPick {
  brandCompanyId: number;
  brandName: string;
  wantsAuthorization: boolean;
}

/**
 * Each pick as listed: the company exists, is public (live) and lists a brand of that name (case-insensitive;
 * the company's own spelling is kept), or null for a pick that is not. The companies are read
 * FOR KEY SHARE, so none can be deleted before the registration commits its rows pointing at it.
 */
export async function resolveBrandCompanyPicks(
  trx: Transaction<Database>,
  picks: Registration['selectedBrandCompanies'],
): Promise<(ResolvedBrandCompanyPick | null)[]> {
  if (picks.length === 0) return [];
  const companyIds = [...new Set(picks.map((pick) => pick.companyId))];
  const listed = await trx
    .selectFrom('companies')
    .innerJoin('brands', 'brands.company_id', 'companies.id')
    .select(['companies.id', 'brands.brand_name'])
    .where('companies.id', 'in', companyIds)
    .where('companies.review_status', '=', 'live')
    .orderBy('brands.id')
    .forKeyShare('companies')
    .execute();
  return picks.map((pick) => {
    const wanted = pick.brandName.toLowerCase();
    const brand = listed.find(
      (row) => row.id === pick.companyId && row.brand_name.toLowerCase() === wanted,
    );
    return brand
      ? {
          brandCompanyId: brand.id,
          brandName: brand.brand_name,
          wantsAuthorization: pick.wantsAuthorization,
        }
      : null;
  });
}

/** The reseller's picks, stored as its own claim (migration 0019), never as its brands. */
export async function insertBrandCompanyPicks(
  trx: Transaction<Database>,
  resellerCompanyId: number,
  picks: ResolvedBrandCompanyPick[],
): Promise<void> {
  if (picks.length === 0) return;
  await trx
    .insertInto('reseller_brand_companies')
    .values(
      picks.map((pick) => ({
        reseller_company_id: resellerCompanyId,
        brand_company_id: pick.brandCompanyId,
        brand_name: pick.brandName,
        wants_authorization: pick.wantsAuthorization,
      })),
    )
    .execute();
}
