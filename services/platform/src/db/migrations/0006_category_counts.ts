import { sql, type Kysely } from 'kysely';

// Categories (issue 6): counts that are never a count over companies on a request, and the
// indexes that read any page of any filtered category list in order from the index alone.
//
// Counts: category_counts holds the number of companies per industrial classification ×
// state × company type (company_limited_by) × status, and category_totals per classification.
// Triggers on companies keep both exact in the writing transaction:
// - INSERT and DELETE: one statement-level trigger each over the transition table, so a bulk
//   load (COPY, INSERT ... SELECT, the importer's upserts) costs one grouped upsert per
//   statement, not one per row.
// - UPDATE: a row trigger that fires only when one of the four columns changes (WHEN), so the
//   frequent updates that do not move a company between groups (trust score, enrichment,
//   domain) never run it. A statement-level update trigger would copy every updated row into a
//   transition table on each of those updates, whatever columns they touch.
// - TRUNCATE empties both.
// Deltas are applied in key order, so concurrent writers lock count rows in the same order.
// This was chosen over refreshing on the companies.bulk-changed event because it is exact at
// every commit (single registrations included) with no follower process, and its cost at
// write time is small (measured: within run-to-run noise on a 200,000-row insert).
// category_counts_rebuild() recomputes both from companies, should a bulk path ever write
// with triggers disabled (session_replication_role = replica).
//
// Indexes: the list is ordered by trust_score desc nulls last, company_name, id. Each index
// keeps that order inside one slice of a classification: by state, by company type, by
// status, and by the three together; the other filter columns are INCLUDEd so a slice is
// filtered without visiting the table. The group index also serves what
// companies_category_filters (0002, unordered) served, so that index is dropped.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table category_counts (
      industrial_classification text not null,
      company_state_code text,
      company_limited_by text,
      company_status text,
      company_count bigint not null,
      constraint category_counts_group unique nulls not distinct
        (industrial_classification, company_state_code, company_limited_by, company_status)
    )
  `.execute(db);
  await sql`
    create table category_totals (
      industrial_classification text primary key,
      company_count bigint not null
    )
  `.execute(db);

  await sql`
    create function category_counts_after_insert() returns trigger language plpgsql as $$
    begin
      insert into category_counts as cc (industrial_classification, company_state_code,
                                         company_limited_by, company_status, company_count)
      select industrial_classification, company_state_code, company_limited_by, company_status,
             count(*)
        from changed
       where industrial_classification is not null
       group by 1, 2, 3, 4
       order by 1, 2, 3, 4
      on conflict (industrial_classification, company_state_code, company_limited_by, company_status)
      do update set company_count = cc.company_count + excluded.company_count;

      insert into category_totals as ct (industrial_classification, company_count)
      select industrial_classification, count(*)
        from changed
       where industrial_classification is not null
       group by 1
       order by 1
      on conflict (industrial_classification)
      do update set company_count = ct.company_count + excluded.company_count;
      return null;
    end
    $$
  `.execute(db);

  await sql`
    create function category_counts_after_delete() returns trigger language plpgsql as $$
    begin
      insert into category_counts as cc (industrial_classification, company_state_code,
                                         company_limited_by, company_status, company_count)
      select industrial_classification, company_state_code, company_limited_by, company_status,
             -count(*)
        from changed
       where industrial_classification is not null
       group by 1, 2, 3, 4
       order by 1, 2, 3, 4
      on conflict (industrial_classification, company_state_code, company_limited_by, company_status)
      do update set company_count = cc.company_count + excluded.company_count;

      insert into category_totals as ct (industrial_classification, company_count)
      select industrial_classification, -count(*)
        from changed
       where industrial_classification is not null
       group by 1
       order by 1
      on conflict (industrial_classification)
      do update set company_count = ct.company_count + excluded.company_count;
      return null;
    end
    $$
  `.execute(db);

  await sql`
    create function category_counts_after_update() returns trigger language plpgsql as $$
    begin
      insert into category_counts as cc (industrial_classification, company_state_code,
                                         company_limited_by, company_status, company_count)
      select *
        from (values
          (old.industrial_classification, old.company_state_code, old.company_limited_by,
           old.company_status, -1::bigint),
          (new.industrial_classification, new.company_state_code, new.company_limited_by,
           new.company_status, 1::bigint)
        ) as delta (industrial_classification, company_state_code, company_limited_by,
                    company_status, company_count)
       where industrial_classification is not null
       order by 1, 2, 3, 4
      on conflict (industrial_classification, company_state_code, company_limited_by, company_status)
      do update set company_count = cc.company_count + excluded.company_count;

      if old.industrial_classification is distinct from new.industrial_classification then
        insert into category_totals as ct (industrial_classification, company_count)
        select *
          from (values (old.industrial_classification, -1::bigint),
                       (new.industrial_classification, 1::bigint)
          ) as delta (industrial_classification, company_count)
         where industrial_classification is not null
         order by 1
        on conflict (industrial_classification)
        do update set company_count = ct.company_count + excluded.company_count;
      end if;
      return null;
    end
    $$
  `.execute(db);

  await sql`
    create function category_counts_after_truncate() returns trigger language plpgsql as $$
    begin
      delete from category_counts;
      delete from category_totals;
      return null;
    end
    $$
  `.execute(db);

  await sql`
    create function category_counts_rebuild() returns void language plpgsql as $$
    begin
      lock table companies in share mode;
      delete from category_counts;
      delete from category_totals;
      insert into category_counts (industrial_classification, company_state_code,
                                   company_limited_by, company_status, company_count)
      select industrial_classification, company_state_code, company_limited_by, company_status,
             count(*)
        from companies
       where industrial_classification is not null
       group by 1, 2, 3, 4;
      insert into category_totals (industrial_classification, company_count)
      select industrial_classification, sum(company_count)
        from category_counts
       group by 1;
    end
    $$
  `.execute(db);

  await sql`
    create trigger category_counts_insert after insert on companies
      referencing new table as changed
      for each statement execute function category_counts_after_insert()
  `.execute(db);
  await sql`
    create trigger category_counts_delete after delete on companies
      referencing old table as changed
      for each statement execute function category_counts_after_delete()
  `.execute(db);
  await sql`
    create trigger category_counts_update
      after update of industrial_classification, company_state_code, company_limited_by,
                      company_status on companies
      for each row
      when (old.industrial_classification is distinct from new.industrial_classification
         or old.company_state_code is distinct from new.company_state_code
         or old.company_limited_by is distinct from new.company_limited_by
         or old.company_status is distinct from new.company_status)
      execute function category_counts_after_update()
  `.execute(db);
  await sql`
    create trigger category_counts_truncate after truncate on companies
      for each statement execute function category_counts_after_truncate()
  `.execute(db);

  // The triggers exist before the counts are taken, and the migration's transaction holds
  // their lock on companies until it commits: no write falls between the two.
  await sql`select category_counts_rebuild()`.execute(db);

  await sql`
    create index companies_category_state_rank on companies
      (industrial_classification, company_state_code, trust_score desc nulls last, company_name, id)
      include (company_limited_by, company_status)
  `.execute(db);
  await sql`
    create index companies_category_type_rank on companies
      (industrial_classification, company_limited_by, trust_score desc nulls last, company_name, id)
      include (company_state_code, company_status)
  `.execute(db);
  await sql`
    create index companies_category_status_rank on companies
      (industrial_classification, company_status, trust_score desc nulls last, company_name, id)
      include (company_state_code, company_limited_by)
  `.execute(db);
  await sql`
    create index companies_category_group_rank on companies
      (industrial_classification, company_state_code, company_limited_by, company_status,
       trust_score desc nulls last, company_name, id)
  `.execute(db);
  await sql`drop index if exists companies_category_filters`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    create index if not exists companies_category_filters on companies
      (industrial_classification, company_state_code, company_limited_by, company_status, id)
  `.execute(db);
  for (const index of [
    'companies_category_group_rank',
    'companies_category_status_rank',
    'companies_category_type_rank',
    'companies_category_state_rank',
  ]) {
    await sql`drop index if exists ${sql.id(index)}`.execute(db);
  }
  for (const trigger of [
    'category_counts_truncate',
    'category_counts_update',
    'category_counts_delete',
    'category_counts_insert',
  ]) {
    await sql`drop trigger if exists ${sql.id(trigger)} on companies`.execute(db);
  }
  for (const fn of [
    'category_counts_rebuild',
    'category_counts_after_truncate',
    'category_counts_after_update',
    'category_counts_after_delete',
    'category_counts_after_insert',
  ]) {
    await sql`drop function if exists ${sql.id(fn)}()`.execute(db);
  }
  await sql`drop table if exists category_totals`.execute(db);
  await sql`drop table if exists category_counts`.execute(db);
}
