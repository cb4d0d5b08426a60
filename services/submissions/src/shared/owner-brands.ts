import type { Kysely, Transaction } from 'kysely';
import type { OwnerBrand } from '@trusthive/contracts';
import type { Database } from '@trusthive/platform';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * A company's brands as its owner sees them, and as staff see them beside an owner's change
 * (the change names brands the same way).
 */
export async function ownerBrandList(db: Db, companyId: number): Promise<OwnerBrand[]> {
  const brands = await db
    .selectFrom('brands')
    .select(['id', 'brand_name', 'trademark_name', 'website_url'])
    .where('company_id', '=', companyId)
    .orderBy('brand_name')
    .orderBy('id')
    .execute();
  return brands.map((brand) => ({
    id: brand.id,
    brandName: brand.brand_name,
    trademarkName: brand.trademark_name,
    website: brand.website_url,
  }));
}
