import { sql, type ExpressionBuilder } from 'kysely';
import { REGISTRY_CHANGES_SHOWN } from '@trusthive/contracts';
import type { Database } from '@trusthive/platform';

// What newer MCA files changed of the company (company_registry_changes, written by the
// importer, issue 41), read for its profile: the latest ten, newest file first. Correlated to
// `companies.id` with a literal limit, so the profile stays one statement whose only parameter
// is the id; served by the index on (company_id, source_date desc, id desc).
export function registryChangesOf(eb: ExpressionBuilder<Database, 'companies'>) {
  return eb
    .selectFrom('company_registry_changes')
    .select([
      'company_registry_changes.field',
      'company_registry_changes.old_value',
      'company_registry_changes.new_value',
      'company_registry_changes.source_file',
      sql<string>`to_char(company_registry_changes.source_date, 'YYYY-MM-DD')`.as('source_date'),
    ])
    .whereRef('company_registry_changes.company_id', '=', 'companies.id')
    .orderBy('company_registry_changes.source_date', 'desc')
    .orderBy('company_registry_changes.id', 'desc')
    .limit(sql.lit(REGISTRY_CHANGES_SHOWN));
}
