-- EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) of repositories/director-search.repository.ts's
-- statements, on 8 lakh generated directors (2,133,333 later words; three directorships each),
-- warm, 2026-12-07, written by hand with psql. Run them again after changing the SQL.
-- Names are (first) (middle or none) (surname) (5 hex), so 'k' and 'kumar' start thousands.

-- ## the count, capped: the worst case, one letter (1,001 of each range, index-only)
select count(distinct id) from (
  (select 0 as part, w.word_start as key, w.director_id as id from registry_director_name_words w
    where w.later = false and w.word_start like 'k%' escape '\'
    order by w.word_start, w.director_id limit 1001)
  union all
  (select 1, w.word_start, w.director_id from registry_director_name_words w
    where w.later = true and w.word_start like 'k%' escape '\'
    order by w.word_start, w.director_id limit 1001)) found;
-- Aggregate (actual time=1.340..1.342 rows=1 loops=1)
--   ->  Append (rows=2002)
--         ->  Limit -> Index Only Scan using registry_director_name_words_pkey
--               Index Cond: ((later = false) AND (word_start >= 'k') AND (word_start < 'l'))
--               Heap Fetches: 0
--         ->  Limit -> Index Only Scan using registry_director_name_words_pkey
--               Index Cond: ((later = true) AND (word_start >= 'k') AND (word_start < 'l'))
--               Heap Fetches: 0
-- Execution Time: 1.443 ms
-- 'kumar': 1.008 ms; 'rajesh kumar sh': 1.058 ms; 'asha devi iyer': 0.245 ms.

-- ## page 1 of 'kumar' (each range read for offset + 2 × 10 rows)
select id from (
  select part, key, id, row_number() over (partition by id order by part, key) as nth from (
    (select 0 as part, w.word_start as key, w.director_id as id from registry_director_name_words w
      where w.later = false and w.word_start like 'kumar%' escape '\'
      order by w.word_start, w.director_id limit 20)
    union all
    (select 1, w.word_start, w.director_id from registry_director_name_words w
      where w.later = true and w.word_start like 'kumar%' escape '\'
      order by w.word_start, w.director_id limit 20)) found) ranked
where nth = 1 order by part, key, id limit 10 offset 0;
-- Limit -> Sort -> Subquery Scan (nth = 1) -> WindowAgg -> Sort -> Append of the two
-- Index Only Scans above (Heap Fetches: 0)
-- Execution Time: 0.251 ms ('k': 0.273 ms; 'zz', nothing: 0.137 ms)

-- ## the page's cards: ten people and their current companies
-- (unnest of the ids with ordinality, registry_directors by primary key, a lateral of
-- directors by directors_director and companies by companies_cin_key)
-- Execution Time: 2.138 ms (cold), 0.4 ms warm

-- Before 0045's table: the trigram index of 0043 answered upper(name) like '%KUMAR%' and
-- '%SHARMA%' in 35 ms (a bitmap of 13,333 rows), and an expression index over the name in
-- order 2 s when the planner walked it for a rare pair: neither stops early for every term.
