import { sql, type Kysely } from 'kysely';

// Issue 41: the profile says how many of each director's other companies are struck off, in
// liquidation or under CIRP. Read through a join to companies for every seat, that cost a
// profile 1.5 ms at p50 and 4.3 ms at p95 on 10 lakh companies (people on many boards sit on
// many profiles): 37 seats a profile, three random reads each. Every seat now carries the
// company's status as the registry provider gave it (the company's answer its own, a
// director's answer each company's), and this index answers the count from itself.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists directors_director`.execute(db);
  await sql`
    create index directors_director on directors (director_id, company_cin)
      include (company_status)
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists directors_director`.execute(db);
  await sql`create index directors_director on directors (director_id, company_cin)`.execute(db);
}
