import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CompanyRow, Database, NewCompany } from '@trusthive/platform';
import { newCompany } from '@trusthive/platform/testing';

/**
 * A random run of letters no company name in the shared test database contains, so a test
 * that searches for it sees only its own rows.
 */
export function uniqueToken(length = 10): string {
  // No vowels: a random token cannot spell a word another test's data might contain.
  const letters = 'bcdfghjklmnpqrstvwxz';
  return Array.from({ length }, () => letters[randomInt(0, letters.length)]).join('');
}

export async function insertCompanies(
  db: Kysely<Database>,
  rows: Partial<NewCompany>[],
): Promise<CompanyRow[]> {
  const inserted: CompanyRow[] = [];
  for (const row of rows) inserted.push(await newCompany(db, row));
  return inserted;
}

/** Many companies in one statement (the cap tests need more than a thousand). */
export async function insertManyCompanies(
  db: Kysely<Database>,
  names: string[],
): Promise<number[]> {
  const rows = await db
    .insertInto('companies')
    .values(names.map((company_name) => ({ company_name, data_source: 'synthetic' as const })))
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

export async function insertBrand(
  db: Kysely<Database>,
  companyId: number,
  brandName: string,
): Promise<number> {
  const row = await db
    .insertInto('brands')
    .values({ company_id: companyId, brand_name: brandName })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Waits until the service suggests `text` for `term` (suggestions record no search). A results
 * page is answered from the in-memory names, which follow the tables by change notices within
 * milliseconds: a test that searches right after its inserts waits for them first.
 */
export async function untilSuggested(
  app: { inject(options: { method: 'GET'; url: string }): Promise<{ body: string }> },
  { term, type, text }: { term: string; type: 'name' | 'brand'; text: string },
): Promise<void> {
  const url = `/api/search/suggestions?q=${encodeURIComponent(term)}&type=${type}`;
  for (const deadline = Date.now() + 5_000; ;) {
    if ((await app.inject({ method: 'GET', url })).body.includes(text)) return;
    if (Date.now() > deadline) throw new Error(`"${text}" was never suggested for "${term}"`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
