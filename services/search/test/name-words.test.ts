import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '@trusthive/platform';
import { testDatabaseUrl, uniqueCin } from '@trusthive/platform/testing';
import {
  insertBrand,
  insertCompanies,
  insertManyCompanies,
  uniqueToken,
} from './support/search-fixtures';

// company_name_words and brand_name_words (migration 0010) are written only by triggers, so
// every writer keeps them exact: these tests write the way each writer does and read the rows.
// The suggestions themselves are in engine.behaviour.test.ts.
const db = createDb({ url: testDatabaseUrl(), poolSize: 2, applicationName: 'name-words-test' });
afterAll(() => db.destroy());

async function companyWords(companyId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('company_name_words')
    .select('word_start')
    .where('company_id', '=', companyId)
    .orderBy('word_start')
    .execute();
  return rows.map((row) => row.word_start);
}

async function brandWords(brandId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('brand_name_words')
    .select('word_start')
    .where('brand_id', '=', brandId)
    .orderBy('word_start')
    .execute();
  return rows.map((row) => row.word_start);
}

describe('name words', () => {
  it('should keep each later word of a name, lower-cased, to the end of the name', async () => {
    const token = uniqueToken().toUpperCase();
    const [company] = await insertCompanies(db, [
      { company_name: `${token} (OPC) Private Limited` },
    ]);
    expect(await companyWords(company!.id)).toEqual([
      'limited',
      'opc) private limited',
      'private limited',
    ]);
  });

  it('should move the words of a renamed company, and leave them on other updates', async () => {
    const [company] = await insertCompanies(db, [{ company_name: 'ALPHA BETA' }]);
    await db
      .updateTable('companies')
      .set({ trust_score: 42 })
      .where('id', '=', company!.id)
      .execute();
    expect(await companyWords(company!.id)).toEqual(['beta']);

    await db
      .updateTable('companies')
      .set({ company_name: 'ALPHA GAMMA DELTA' })
      .where('id', '=', company!.id)
      .execute();
    expect(await companyWords(company!.id)).toEqual(['delta', 'gamma delta']);
  });

  it('should remove the words of deleted companies and of their brands', async () => {
    const [company] = await insertCompanies(db, [{ company_name: 'GONE SOON TRADERS' }]);
    const brand = await insertBrand(db, company!.id, 'Gone Brand Name');
    expect(await brandWords(brand)).toEqual(['brand name', 'name']);

    await db.deleteFrom('companies').where('id', '=', company!.id).execute();
    expect(await companyWords(company!.id)).toEqual([]);
    expect(await brandWords(brand)).toEqual([]);
  });

  it('should write the words of every row of a bulk insert', async () => {
    const token = uniqueToken().toUpperCase();
    const ids = await insertManyCompanies(
      db,
      Array.from({ length: 500 }, (_, index) => `N${index} ${token} LIMITED`),
    );
    const { rows } = await sql<{ companies: number; words: number }>`
      select count(distinct company_id)::int as companies, count(*)::int as words
      from company_name_words where company_id = any(${ids}::bigint[])`.execute(db);
    expect(rows[0]).toEqual({ companies: 500, words: 1_000 });
    expect(await companyWords(ids[7]!)).toEqual(
      [`${token.toLowerCase()} limited`, 'limited'].sort(),
    );
  });

  it('should follow the importer: new rows get words, renamed rows move them', async () => {
    const cin = uniqueCin();
    const [existing] = await insertCompanies(db, [{ company_name: 'OLD NAME WORKS', cin }]);
    const newCin = uniqueCin();
    // The importer's upsert (scripts/import/load-batch.ts): insert or update by CIN.
    await sql`
      insert into companies (company_name, cin, data_source)
      values ('NEW NAME WORKS', ${cin}, 'registry'), ('FRESH ROW WORKS', ${newCin}, 'registry')
      on conflict (cin) do update set company_name = excluded.company_name`.execute(db);
    expect(await companyWords(existing!.id)).toEqual(['name works', 'works']);
    const fresh = await db
      .selectFrom('companies')
      .select('id')
      .where('cin', '=', newCin)
      .executeTakeFirstOrThrow();
    expect(await companyWords(fresh.id)).toEqual(['row works', 'works']);
  });

  it('should keep at most 100 characters of a word start, once each', async () => {
    const [company] = await insertCompanies(db, [{ company_name: 'ab '.repeat(150).trim() }]);
    const words = await companyWords(company!.id);
    expect(Math.max(...words.map((word) => word.length))).toBe(100);
    expect(new Set(words).size).toBe(words.length);
  });

  it('should move the words of a renamed brand', async () => {
    const [company] = await insertCompanies(db, [{ company_name: 'BRAND OWNER WORKS' }]);
    const brand = await insertBrand(db, company!.id, 'Urban Shoes');
    await db
      .updateTable('brands')
      .set({ brand_name: 'Urban Boots' })
      .where('id', '=', brand)
      .execute();
    expect(await brandWords(brand)).toEqual(['boots']);
  });
});
