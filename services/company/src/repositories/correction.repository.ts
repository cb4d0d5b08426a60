import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from '@trusthive/platform';

/**
 * The latest accepted correction of each field of the company (issue 18; company_corrections
 * is written by the submissions service, read here): a subquery correlated to `companies.id`,
 * served by the partial index on accepted rows, so the profile stays one statement.
 */
export function acceptedCorrectionsOf(eb: ExpressionBuilder<Database, 'companies'>) {
  return (
    eb
      .selectFrom('company_corrections')
      .distinctOn('company_corrections.field')
      .select([
        'company_corrections.field',
        'company_corrections.proposed_value as value',
        'company_corrections.decided_at',
      ])
      .whereRef('company_corrections.company_id', '=', 'companies.id')
      // A literal, not a parameter: the profile statement takes the id as its only one.
      .where('company_corrections.status', '=', sql.lit('accepted'))
      .orderBy('company_corrections.field')
      .orderBy('company_corrections.decided_at', 'desc')
  );
}
