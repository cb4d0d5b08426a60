import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CompanyRow, Database, NewCompany } from '../db/schema';

let sequence = 0;

/** A CIN that is valid in form and unique within this test run. */
export function uniqueCin(): string {
  sequence += 1;
  const serial = String((process.pid * 1_000 + sequence) % 1_000_000).padStart(6, '0');
  const nic = String(randomInt(10_000, 99_999));
  return `U${nic}KA2020PTC${serial}`.slice(0, 21);
}

/** Inserts a company with sensible registry-like defaults; override any column. */
export async function newCompany(
  db: Kysely<Database>,
  overrides: Partial<NewCompany> = {},
): Promise<CompanyRow> {
  const cin = overrides.cin === undefined ? uniqueCin() : overrides.cin;
  return db
    .insertInto('companies')
    .values({
      company_name: `Test Company ${cin ?? sequence} Private Limited`,
      cin,
      company_limited_by: 'Private Limited',
      company_class: 'Private',
      company_category: 'Company limited by shares',
      company_sub_category: 'Non-government company',
      company_status: 'Active',
      company_state_code: 'Karnataka',
      industrial_classification: 'Business Services',
      data_source: 'synthetic',
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
