import type { Kysely } from 'kysely';
import type { Database } from '@trusthive/platform';

/** What enrichment needs of a company: the name to look up and what the row already holds. */
export interface EnrichmentCompany {
  id: number;
  name: string;
  cin: string | null;
  email: string | null;
  logo: string | null;
  domainName: string | null;
}

/**
 * The company, when it is public: a registration staff have not approved (issue 18) is
 * neither shown nor looked up at the providers, for the public route and the worker alike.
 */
export async function findEnrichmentCompany(
  db: Kysely<Database>,
  companyId: number,
): Promise<EnrichmentCompany | undefined> {
  const row = await db
    .selectFrom('companies')
    .select(['id', 'company_name', 'cin', 'email', 'logo', 'domain_name'])
    .where('id', '=', companyId)
    .where('review_status', '=', 'live')
    .executeTakeFirst();
  return row
    ? {
        id: row.id,
        name: row.company_name,
        cin: row.cin,
        email: row.email,
        logo: row.logo,
        domainName: row.domain_name,
      }
    : undefined;
}
