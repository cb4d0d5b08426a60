import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testOwnerDatabaseUrl } from '@trusthive/platform/testing';
import { drawSearches, drawZipfSearches } from './search';
import { drawTyped } from './suggestions';
import type { ScenarioContext } from './types';

// The search and suggestion scenarios draw their terms from the database they run on. The real
// MCA sample has no brands and few rows; a bench on it once crashed on the empty brand draw. Each
// case gets a schema of its own holding just the columns the draws read, found first on the
// connection's search_path.

const admin = new pg.Pool({ connectionString: testOwnerDatabaseUrl(), max: 1 });
const schemas: string[] = [];
const pools: pg.Pool[] = [];

async function contextWith(
  companies: { name: string; cin: string | null }[],
  brands: string[],
): Promise<ScenarioContext> {
  const schema = `bench_draws_${randomUUID().replaceAll('-', '')}`;
  schemas.push(schema);
  await admin.query(`create schema ${schema}`);
  await admin.query(
    `create table ${schema}.companies (id bigint primary key, company_name text, cin text)`,
  );
  await admin.query(`create table ${schema}.brands (id bigint primary key, brand_name text)`);
  for (const [index, company] of companies.entries()) {
    await admin.query(`insert into ${schema}.companies values ($1, $2, $3)`, [
      index + 1,
      company.name,
      company.cin,
    ]);
  }
  for (const [index, brand] of brands.entries()) {
    await admin.query(`insert into ${schema}.brands values ($1, $2)`, [index + 1, brand]);
  }
  const db = new pg.Pool({
    connectionString: testOwnerDatabaseUrl(),
    max: 1,
    options: `-c search_path=${schema}`,
  });
  pools.push(db);
  return { db, maxRequests: 200 };
}

const THREE_COMPANIES = [
  { name: 'ASHOKA BUILDCON LIMITED', cin: 'L45200MH1993PLC071970' },
  { name: 'KAVERI SEED COMPANY LIMITED', cin: 'L01120TG1986PLC006728' },
  { name: 'SOME PARTNERSHIP FIRM', cin: null },
];

beforeAll(async () => {
  await admin.query('select 1');
});

afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.end()));
  for (const schema of schemas) await admin.query(`drop schema ${schema} cascade`);
  await admin.end();
});

describe('the search scenarios on a small database without brands', () => {
  it('should draw results-page searches for names and CINs only, none for a brand', async () => {
    const ctx = await contextWith(THREE_COMPANIES, []);
    const draws = await drawSearches(ctx);
    expect(draws).toHaveLength(200);
    expect(new Set(draws.map((draw) => draw.type))).toEqual(new Set(['name', 'cin']));
    expect(draws.every((draw) => draw.term.length > 0)).toBe(true);
  });

  it('should draw suggestions for names and CIN prefixes only', async () => {
    const ctx = await contextWith(THREE_COMPANIES, []);
    const draws = await drawTyped(ctx);
    expect(draws).toHaveLength(200);
    expect(new Set(draws.map((draw) => draw.type))).toEqual(new Set(['name', 'cin']));
  });

  it('should still draw brand searches where brands exist, even too few for the sample rate', async () => {
    const ctx = await contextWith(THREE_COMPANIES, ['Tata Salt']);
    const draws = await drawSearches(ctx);
    const brandTerms = draws.filter((draw) => draw.type === 'brand').map((draw) => draw.term);
    expect(brandTerms.length).toBeGreaterThan(0);
    expect(brandTerms.every((term) => 'tata salt'.includes(term.toLowerCase()))).toBe(true);
  });

  it('should repeat the first draws most in the Zipf mix, the same way every time', async () => {
    const ctx = await contextWith(THREE_COMPANIES, ['Tata Salt']);
    const distinct = (await drawSearches(ctx)).map((draw) => JSON.stringify(draw));
    const mix = (await drawZipfSearches(ctx)).map((draw) => JSON.stringify(draw));
    expect(mix).toHaveLength(200);
    expect(mix).toEqual((await drawZipfSearches(ctx)).map((draw) => JSON.stringify(draw)));
    const count = (draw: string) => mix.filter((drawn) => drawn === draw).length;
    // Rank 1 gets about 1 / H(200) ≈ 17% of a Zipf mix over 200 draws; rank 100 about 0.2%.
    expect(count(distinct[0]!)).toBeGreaterThan(15);
    expect(count(distinct[0]!)).toBeGreaterThan(count(distinct[99]!));
    expect(mix.every((draw) => distinct.includes(draw))).toBe(true);
  });

  it('should refuse to draw from a database with no companies, saying why', async () => {
    const ctx = await contextWith([], []);
    await expect(drawSearches(ctx)).rejects.toThrow('the database has no companies to search for');
  });
});
