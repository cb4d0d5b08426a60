import { sql, type Kysely } from 'kysely';

// Issue 18: a self-registered company is not public until a staff member approves it.
//
// companies.review_status is 'live' (public: listed, searchable, counted, scored on the
// profile), 'pending' (a registration awaiting review) or 'rejected' (kept for the record,
// never public). Imported and generated rows are live by the column's default; registrations
// insert 'pending'. Registrations already stored were never reviewed, so they become pending
// here. reviewed_by is the staff account that decided (staff_accounts, migration 0020).
//
// submitted_facts keeps what the registrant sent (name, CIN, state, ...), because a later
// registry import of the same CIN updates the row in place; the reviewer compares the two.
//
// Public reads hide non-live rows in one of two ways:
// - rows they read from the table anyway (profile, trust score, home, stats) test the column;
// - index-only paths (search walks, category lists) filter out the ids of companies_unreviewed,
//   a partial index of the few non-live ids, read once per statement (a hashed subplan), so
//   their plans stay the same index-only scans.
// The category counts (0006's triggers) count live rows only, and a change of review_status
// moves a company in or out of them, so totals, filters and lists agree. A change of
// review_status also notifies the search typeahead (0012's channel), which re-reads the row.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table companies
      add column review_status text not null default 'live'
        check (review_status in ('pending', 'live', 'rejected')),
      add column reviewed_at timestamptz,
      add column reviewed_by bigint references staff_accounts (id),
      add column review_note text check (length(review_note) <= 1000),
      add column submitted_facts jsonb
  `.execute(db);
  await sql`
    update companies
       set review_status = 'pending',
           submitted_facts = jsonb_build_object(
             'companyName', company_name, 'cin', cin, 'state', company_state_code,
             'city', city, 'entityType', company_limited_by, 'email', email,
             'website', website, 'phone', phone, 'category', business_category),
           updated_at = now()
     where data_source = 'registration'
  `.execute(db);
  await sql`
    create index companies_unreviewed on companies (id) include (review_status, created_at)
      where review_status <> 'live'
  `.execute(db);
  // The staff queue's "approved" list: registrations a moderator made live.
  await sql`
    create index companies_reviewed on companies (created_at, id) where reviewed_at is not null
  `.execute(db);

  await sql`
    create or replace function category_counts_after_insert() returns trigger language plpgsql as $$
    begin
      insert into category_counts as cc (industrial_classification, company_state_code,
                                         company_limited_by, company_status, company_count)
      select industrial_classification, company_state_code, company_limited_by, company_status,
             count(*)
        from changed
       where industrial_classification is not null and review_status = 'live'
       group by 1, 2, 3, 4
       order by 1, 2, 3, 4
      on conflict (industrial_classification, company_state_code, company_limited_by, company_status)
      do update set company_count = cc.company_count + excluded.company_count;

      insert into category_totals as ct (industrial_classification, company_count)
      select industrial_classification, count(*)
        from changed
       where industrial_classification is not null and review_status = 'live'
       group by 1
       order by 1
      on conflict (industrial_classification)
      do update set company_count = ct.company_count + excluded.company_count;
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create or replace function category_counts_after_delete() returns trigger language plpgsql as $$
    begin
      insert into category_counts as cc (industrial_classification, company_state_code,
                                         company_limited_by, company_status, company_count)
      select industrial_classification, company_state_code, company_limited_by, company_status,
             -count(*)
        from changed
       where industrial_classification is not null and review_status = 'live'
       group by 1, 2, 3, 4
       order by 1, 2, 3, 4
      on conflict (industrial_classification, company_state_code, company_limited_by, company_status)
      do update set company_count = cc.company_count + excluded.company_count;

      insert into category_totals as ct (industrial_classification, company_count)
      select industrial_classification, -count(*)
        from changed
       where industrial_classification is not null and review_status = 'live'
       group by 1
       order by 1
      on conflict (industrial_classification)
      do update set company_count = ct.company_count + excluded.company_count;
      return null;
    end
    $$
  `.execute(db);
  // The old row counts -1 where it was live, the new one +1 where it is; groups whose deltas
  // cancel are not written (a total whose classification did not change is never touched).
  await sql`
    create or replace function category_counts_after_update() returns trigger language plpgsql as $$
    begin
      insert into category_counts as cc (industrial_classification, company_state_code,
                                         company_limited_by, company_status, company_count)
      select industrial_classification, company_state_code, company_limited_by, company_status,
             sum(company_count)
        from (values
          (old.industrial_classification, old.company_state_code, old.company_limited_by,
           old.company_status, case when old.review_status = 'live' then -1 else 0 end::bigint),
          (new.industrial_classification, new.company_state_code, new.company_limited_by,
           new.company_status, case when new.review_status = 'live' then 1 else 0 end::bigint)
        ) as delta (industrial_classification, company_state_code, company_limited_by,
                    company_status, company_count)
       where industrial_classification is not null
       group by 1, 2, 3, 4
      having sum(company_count) <> 0
       order by 1, 2, 3, 4
      on conflict (industrial_classification, company_state_code, company_limited_by, company_status)
      do update set company_count = cc.company_count + excluded.company_count;

      insert into category_totals as ct (industrial_classification, company_count)
      select industrial_classification, sum(company_count)
        from (values
          (old.industrial_classification,
           case when old.review_status = 'live' then -1 else 0 end::bigint),
          (new.industrial_classification,
           case when new.review_status = 'live' then 1 else 0 end::bigint)
        ) as delta (industrial_classification, company_count)
       where industrial_classification is not null
       group by 1
      having sum(company_count) <> 0
       order by 1
      on conflict (industrial_classification)
      do update set company_count = ct.company_count + excluded.company_count;
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create or replace function category_counts_rebuild() returns void language plpgsql as $$
    begin
      lock table companies in share mode;
      delete from category_counts;
      delete from category_totals;
      insert into category_counts (industrial_classification, company_state_code,
                                   company_limited_by, company_status, company_count)
      select industrial_classification, company_state_code, company_limited_by, company_status,
             count(*)
        from companies
       where industrial_classification is not null and review_status = 'live'
       group by 1, 2, 3, 4;
      insert into category_totals (industrial_classification, company_count)
      select industrial_classification, sum(company_count)
        from category_counts
       group by 1;
    end
    $$
  `.execute(db);
  await sql`drop trigger category_counts_update on companies`.execute(db);
  await sql`
    create trigger category_counts_update
      after update of industrial_classification, company_state_code, company_limited_by,
                      company_status, review_status on companies
      for each row
      when (old.industrial_classification is distinct from new.industrial_classification
         or old.company_state_code is distinct from new.company_state_code
         or old.company_limited_by is distinct from new.company_limited_by
         or old.company_status is distinct from new.company_status
         or old.review_status is distinct from new.review_status)
      execute function category_counts_after_update()
  `.execute(db);
  await sql`select category_counts_rebuild()`.execute(db);

  // The typeahead re-reads a company (and its brands) whose visibility changed.
  await sql`
    create trigger companies_search_names_review after update of review_status on companies
      for each row when (old.review_status is distinct from new.review_status)
      execute function search_names_notify_row('c')
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists companies_search_names_review on companies`.execute(db);
  await sql`drop trigger if exists category_counts_update on companies`.execute(db);
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
  await sql`drop index if exists companies_reviewed`.execute(db);
  await sql`drop index if exists companies_unreviewed`.execute(db);
  // 0006's bodies again (with the update's zero-sum groups skipped, which counts the same).
  await sql`
    create or replace function category_counts_rebuild() returns void language plpgsql as $$
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
  for (const fn of ['category_counts_after_insert', 'category_counts_after_delete']) {
    const sign = fn.endsWith('delete') ? sql`-` : sql``;
    await sql`
      create or replace function ${sql.id(fn)}() returns trigger language plpgsql as $$
      begin
        insert into category_counts as cc (industrial_classification, company_state_code,
                                           company_limited_by, company_status, company_count)
        select industrial_classification, company_state_code, company_limited_by, company_status,
               ${sign}count(*)
          from changed
         where industrial_classification is not null
         group by 1, 2, 3, 4
         order by 1, 2, 3, 4
        on conflict (industrial_classification, company_state_code, company_limited_by, company_status)
        do update set company_count = cc.company_count + excluded.company_count;
        insert into category_totals as ct (industrial_classification, company_count)
        select industrial_classification, ${sign}count(*)
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
  }
  await sql`
    create or replace function category_counts_after_update() returns trigger language plpgsql as $$
    begin
      insert into category_counts as cc (industrial_classification, company_state_code,
                                         company_limited_by, company_status, company_count)
      select industrial_classification, company_state_code, company_limited_by, company_status,
             sum(company_count)
        from (values
          (old.industrial_classification, old.company_state_code, old.company_limited_by,
           old.company_status, -1::bigint),
          (new.industrial_classification, new.company_state_code, new.company_limited_by,
           new.company_status, 1::bigint)
        ) as delta (industrial_classification, company_state_code, company_limited_by,
                    company_status, company_count)
       where industrial_classification is not null
       group by 1, 2, 3, 4
      having sum(company_count) <> 0
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
    alter table companies
      drop column submitted_facts, drop column review_note, drop column reviewed_by,
      drop column reviewed_at, drop column review_status
  `.execute(db);
  await sql`select category_counts_rebuild()`.execute(db);
}
