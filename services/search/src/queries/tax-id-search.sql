-- EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) of repositories/tax-id.repository.ts's statements, on
-- 10 lakh generated companies with 4,72,588 GST registrations (npm run generate -- --companies
-- 1000000 --seed 42), warm, no staff decisions yet, 2026-12-07. Written by hand with psql; run
-- them again after changing the SQL. The number that does not apply is NULL: planned with the
-- values, its branches are One-Time Filter: false and read nothing.

-- ## a GSTIN (held through a matched registration)
prepare holders(text, text, text, text, text, text, int) as
    with holders (id) as (
      select c.id from companies c where c.gst_number = $1
      union
      select d.company_id from company_gst_details d where d.gstin = $2
      union
      select m.company_id from gst_registration_matches m where m.gstin = $3
      union
      select c.id from companies c where c.pan_number = $4
      union
      select d.company_id from company_gst_details d where d.pan = $5
      union
      select m.company_id from gst_registrations r
      join gst_registration_matches m on m.registration_id = r.id
      where r.pan = $6
    )
    select c.id from holders h join companies c on c.id = h.id
    where c.review_status = 'live'
    order by lower(c.company_name) collate "C", c.id
    limit $7;
execute holders('30FZMCD0342M1ZA','30FZMCD0342M1ZA','30FZMCD0342M1ZA',null,null,null,1001);
-- Limit (actual time=0.314..0.317 rows=1 loops=1)
--   Buffers: shared hit=20
--   ->  Sort (actual time=0.313..0.314 rows=1 loops=1)
--         Sort Key: ((lower(c.company_name))::text) COLLATE "C", c.id
--         Sort Method: quicksort  Memory: 25kB
--         Buffers: shared hit=20
--         ->  Nested Loop (actual time=0.244..0.246 rows=1 loops=1)
--               Buffers: shared hit=14
--               ->  HashAggregate (actual time=0.083..0.085 rows=1 loops=1)
--                     Group Key: c_1.id
--                     Batches: 1  Memory Usage: 24kB
--                     Buffers: shared hit=10
--                     ->  Append (actual time=0.076..0.079 rows=1 loops=1)
--                           Buffers: shared hit=10
--                           ->  Index Scan using companies_gst_number on companies c_1 (actual time=0.020..0.020 rows=0 loops=1)
--                                 Index Cond: (gst_number = '30FZMCD0342M1ZA'::text)
--                                 Buffers: shared hit=3
--                           ->  Index Scan using company_gst_details_gstin on company_gst_details d (actual time=0.022..0.022 rows=0 loops=1)
--                                 Index Cond: (gstin = '30FZMCD0342M1ZA'::text)
--                                 Buffers: shared hit=3
--                           ->  Nested Loop Left Join (actual time=0.032..0.033 rows=1 loops=1)
--                                 Join Filter: ((d_1.registration_id = g.id) AND (d_1.company_id = g.company_id))
--                                 Filter: (d_1.decision IS DISTINCT FROM 'undone'::text)
--                                 Buffers: shared hit=4
--                                 ->  Index Scan using gst_registrations_pkey on gst_registrations g (actual time=0.027..0.027 rows=1 loops=1)
--                                       Index Cond: (gstin = '30FZMCD0342M1ZA'::text)
--                                       Filter: (company_id IS NOT NULL)
--                                       Buffers: shared hit=4
--                                 ->  Seq Scan on gst_match_decisions d_1 (actual time=0.004..0.004 rows=0 loops=1)
--                           ->  Result (actual time=0.000..0.001 rows=0 loops=1)
--                                 One-Time Filter: false
--                           ->  Result (actual time=0.000..0.000 rows=0 loops=1)
--                                 One-Time Filter: false
--                           ->  Result (actual time=0.000..0.000 rows=0 loops=1)
--                                 One-Time Filter: false
--               ->  Index Scan using companies_pkey on companies c (actual time=0.024..0.024 rows=1 loops=1)
--                     Index Cond: (id = c_1.id)
--                     Filter: (review_status = 'live'::text)
--                     Buffers: shared hit=4
-- Planning:
--   Buffers: shared hit=823
-- Planning Time: 2.683 ms
-- Execution Time: 0.563 ms

-- ## a PAN (its company's own record, its GST details and two registrations)
execute holders(null,null,null,'AAACB6779D','AAACB6779D','AAACB6779D',1001);
-- Limit (actual time=0.299..0.301 rows=1 loops=1)
--   Buffers: shared hit=30
--   ->  Sort (actual time=0.298..0.299 rows=1 loops=1)
--         Sort Key: ((lower(c.company_name))::text) COLLATE "C", c.id
--         Sort Method: quicksort  Memory: 25kB
--         Buffers: shared hit=30
--         ->  Nested Loop (actual time=0.259..0.261 rows=1 loops=1)
--               Buffers: shared hit=24
--               ->  HashAggregate (actual time=0.123..0.125 rows=1 loops=1)
--                     Group Key: id
--                     Batches: 1  Memory Usage: 24kB
--                     Buffers: shared hit=20
--                     ->  Append (actual time=0.038..0.119 rows=4 loops=1)
--                           Buffers: shared hit=20
--                           ->  Result (actual time=0.001..0.001 rows=0 loops=1)
--                                 One-Time Filter: false
--                           ->  Result (actual time=0.000..0.000 rows=0 loops=1)
--                                 One-Time Filter: false
--                           ->  Result (actual time=0.000..0.000 rows=0 loops=1)
--                                 One-Time Filter: false
--                           ->  Index Scan using companies_pan_number on companies c_1 (actual time=0.036..0.036 rows=1 loops=1)
--                                 Index Cond: (pan_number = 'AAACB6779D'::text)
--                                 Buffers: shared hit=4
--                           ->  Index Scan using company_gst_details_pan on company_gst_details d (actual time=0.022..0.022 rows=1 loops=1)
--                                 Index Cond: (pan = 'AAACB6779D'::text)
--                                 Buffers: shared hit=4
--                           ->  Nested Loop Left Join (actual time=0.051..0.056 rows=2 loops=1)
--                                 Join Filter: ((d_1.registration_id = g.id) AND (d_1.company_id = g.company_id))
--                                 Filter: (d_1.decision IS DISTINCT FROM 'undone'::text)
--                                 Buffers: shared hit=12
--                                 ->  Nested Loop (actual time=0.047..0.051 rows=2 loops=1)
--                                       Buffers: shared hit=12
--                                       ->  Index Scan using gst_registrations_pan on gst_registrations r (actual time=0.027..0.028 rows=2 loops=1)
--                                             Index Cond: (pan = 'AAACB6779D'::text)
--                                             Buffers: shared hit=4
--                                       ->  Index Scan using gst_registrations_id_key on gst_registrations g (actual time=0.009..0.009 rows=1 loops=2)
--                                             Index Cond: (id = r.id)
--                                             Filter: (company_id IS NOT NULL)
--                                             Buffers: shared hit=8
--                                 ->  Seq Scan on gst_match_decisions d_1 (actual time=0.002..0.002 rows=0 loops=2)
--               ->  Index Scan using companies_pkey on companies c (actual time=0.024..0.024 rows=1 loops=1)
--                     Index Cond: (id = id)
--                     Filter: (review_status = 'live'::text)
--                     Buffers: shared hit=4
-- Planning:
--   Buffers: shared hit=833
-- Planning Time: 2.759 ms
-- Execution Time: 0.476 ms

-- ## a PAN's registrations
select r.gstin, r.state_name, r.status, r.legal_name, r.trade_name, r.stand_in
    from gst_registrations r where r.pan = 'AAACB6779D'
    order by r.state_name, r.gstin
    limit 50;
-- Limit (actual time=0.051..0.052 rows=2 loops=1)
--   Buffers: shared hit=7
--   ->  Sort (actual time=0.051..0.051 rows=2 loops=1)
--         Sort Key: state_name, gstin
--         Sort Method: quicksort  Memory: 25kB
--         Buffers: shared hit=7
--         ->  Index Scan using gst_registrations_pan on gst_registrations r (actual time=0.023..0.024 rows=2 loops=1)
--               Index Cond: (pan = 'AAACB6779D'::text)
--               Buffers: shared hit=4
-- Planning:
--   Buffers: shared hit=220
-- Planning Time: 0.705 ms
-- Execution Time: 0.085 ms
