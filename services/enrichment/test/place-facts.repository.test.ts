import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '@trusthive/platform';
import { newCompany, testDatabaseUrl } from '@trusthive/platform/testing';
import { savePlaceFacts } from '../src/repositories/companies.repository';

// Enrichment stores a place answer in its own table (company_place_facts); the table's trigger
// (migration 0029) puts the website and the maps rating on the company row, which submissions
// owns. What a reader of the row sees, on real PostgreSQL.

const db = createDb({ url: testDatabaseUrl(), poolSize: 2, applicationName: 'place-facts-test' });

afterAll(() => db.destroy());

const rowOf = (id: number) =>
  db
    .selectFrom('companies')
    .select(['domain_name', 'ratings', 'updated_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const setRatings = (id: number, ratings: Record<string, number>) =>
  sql`update companies set ratings = ${JSON.stringify(ratings)}::jsonb where id = ${id}`.execute(
    db,
  );

const answer = { website: 'https://acme.example', rating: 4.2, userRatingsTotal: 37 };

describe('savePlaceFacts', () => {
  it('should put the website and the rating on the row, keeping its other ratings', async () => {
    const company = await newCompany(db, { domain_name: null });
    await setRatings(company.id, { trustpilot: 3.9 });
    await savePlaceFacts(db, company.id, answer);
    const row = await rowOf(company.id);
    expect(row.domain_name).toBe('https://acme.example');
    expect(row.ratings).toEqual({ trustpilot: 3.9, google: 4.2, google_user_ratings_total: 37 });
    const facts = await db
      .selectFrom('company_place_facts')
      .selectAll()
      .where('company_id', '=', company.id)
      .executeTakeFirstOrThrow();
    expect(facts).toMatchObject({ website: 'https://acme.example', user_ratings_total: 37 });
    expect(Number(facts.rating)).toBe(4.2);
  });

  it('should record a place without a rating and keep the website the row had', async () => {
    const company = await newCompany(db, { domain_name: 'own.example' });
    await setRatings(company.id, {});
    await savePlaceFacts(db, company.id, { website: null, rating: null, userRatingsTotal: 12 });
    const row = await rowOf(company.id);
    expect(row.domain_name).toBe('own.example');
    expect(row.ratings).toEqual({ google_place_found: true });
  });

  it('should leave the row untouched when the same answer comes again', async () => {
    const company = await newCompany(db, { domain_name: null });
    await savePlaceFacts(db, company.id, answer);
    const before = await rowOf(company.id);
    await savePlaceFacts(db, company.id, answer);
    expect((await rowOf(company.id)).updated_at).toEqual(before.updated_at);
  });

  it('should save the website again when it is returned after the row was edited', async () => {
    const company = await newCompany(db, { domain_name: null });
    await savePlaceFacts(db, company.id, answer);
    await db
      .updateTable('companies')
      .set({ domain_name: 'edited.example' })
      .where('id', '=', company.id)
      .execute();
    await savePlaceFacts(db, company.id, answer);
    expect((await rowOf(company.id)).domain_name).toBe('https://acme.example');
  });

  it('should store nothing, without an error, for a company removed since the lookup began', async () => {
    const company = await newCompany(db, {});
    await db.deleteFrom('companies').where('id', '=', company.id).execute();
    await savePlaceFacts(db, company.id, answer);
    const facts = await db
      .selectFrom('company_place_facts')
      .select('company_id')
      .where('company_id', '=', company.id)
      .execute();
    expect(facts).toEqual([]);
  });
});
