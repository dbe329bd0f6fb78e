-- The seven report functions computed their rows' practice (report_scope) once per row and, in
-- report_customers, the period's first day once per customer: report_scope looks up the session's
-- practice (is it the platform?) each time, so a 30-day report by type or status (120 rows) paid
-- 120 look-ups, and new/returning customers one plpgsql call per customer. Each is now a scalar
-- subquery, which Postgres runs once per call (an InitPlan). The busiest listings count bookings
-- per listing before reading the ten titles, instead of joining every booking to its listing.
-- Same rows, same errors; measured on the benchmark's data (bench/README.md, "Fifth round").

-- Bookings made per day, by consultation type.
create or replace function public.report_bookings_by_type(
  hasura_session json, days integer default 30, practice_id integer default null
)
returns setof public.report_daily_bookings
language sql stable as $$
  select (select public.report_scope(hasura_session, report_bookings_by_type.practice_id)), (b.created_at at time zone 'UTC')::date, b.type,
         count(*)::integer
    from public.bookings b
   where b.vendor_id = any (array(select public.report_practices(hasura_session, report_bookings_by_type.practice_id)))
     and b.created_at >= (select public.report_first_day(days)::timestamp at time zone 'UTC')
   group by 2, 3
   order by 2, 3
$$;

-- Bookings made per day, by status.
create or replace function public.report_bookings_by_status(
  hasura_session json, days integer default 30, practice_id integer default null
)
returns setof public.report_daily_bookings
language sql stable as $$
  select (select public.report_scope(hasura_session, report_bookings_by_status.practice_id)), (b.created_at at time zone 'UTC')::date,
         b.status::text, count(*)::integer
    from public.bookings b
   where b.vendor_id = any (array(select public.report_practices(hasura_session, report_bookings_by_status.practice_id)))
     and b.created_at >= (select public.report_first_day(days)::timestamp at time zone 'UTC')
   group by 2, 3
   order by 2, 3
$$;

-- Revenue per day: payments captured (a refunded one was captured first) minus those refunded.
create or replace function public.report_revenue(
  hasura_session json, days integer default 30, practice_id integer default null
)
returns setof public.report_daily_revenue
language sql stable as $$
  select (select public.report_scope(hasura_session, report_revenue.practice_id)), (p.created_at at time zone 'UTC')::date,
         coalesce(sum(p.amount_cents) filter (where p.status in ('captured', 'refunded')), 0)::integer,
         coalesce(sum(p.amount_cents) filter (where p.status = 'refunded'), 0)::integer,
         coalesce(sum(p.amount_cents) filter (where p.status = 'captured'), 0)::integer
    from public.payments p
   where p.vendor_id = any (array(select public.report_practices(hasura_session, report_revenue.practice_id)))
     and p.created_at >= (select public.report_first_day(days)::timestamp at time zone 'UTC')
     and p.status in ('captured', 'refunded')
   group by 2
   order by 2
$$;

-- Cancellations among the bookings made in the period, and their share.
create or replace function public.report_cancellations(
  hasura_session json, days integer default 30, practice_id integer default null
)
returns setof public.report_cancellation_counts
language sql stable as $$
  select (select public.report_scope(hasura_session, report_cancellations.practice_id)), count(*)::integer,
         (count(*) filter (where b.status = 3))::integer,
         round(100.0 * count(*) filter (where b.status = 3) / nullif(count(*), 0), 1)::real
    from public.bookings b
   where b.vendor_id = any (array(select public.report_practices(hasura_session, report_cancellations.practice_id)))
     and b.created_at >= (select public.report_first_day(days)::timestamp at time zone 'UTC')
$$;

-- New and returning customers among those who booked in the period.
create or replace function public.report_customers(
  hasura_session json, days integer default 30, practice_id integer default null
)
returns setof public.report_customer_counts
language sql stable as $$
  with period as materialized (
    select public.report_first_day(days)::timestamp at time zone 'UTC' as since
  )
  select (select public.report_scope(hasura_session, report_customers.practice_id)),
         (count(*) filter (where c.first_booked >= period.since))::integer,
         (count(*) filter (where c.first_booked < period.since))::integer
    from period,
         lateral (
           select min(b.created_at) as first_booked
             from public.bookings b
            where b.vendor_id = any (array(select public.report_practices(hasura_session, report_customers.practice_id)))
            group by b.user_id
           having max(b.created_at) >= period.since
         ) c
$$;

-- The ten listings with the most bookings made in the period (canceled ones left out): the
-- bookings counted by listing first, then the ten listings' titles looked up by key.
create or replace function public.report_busiest_listings(
  hasura_session json, days integer default 30, practice_id integer default null
)
returns setof public.report_ranking
language sql stable as $$
  select (select public.report_scope(hasura_session, report_busiest_listings.practice_id)), t.id,
         (select l.title from public.vendor_listings l where l.id = t.id), t.bookings
    from (select b.vendor_listing_id as id, count(*)::integer as bookings
            from public.bookings b
           where b.vendor_id = any (array(select public.report_practices(hasura_session, report_busiest_listings.practice_id)))
             and b.created_at >= (select public.report_first_day(days)::timestamp at time zone 'UTC')
             and b.status <> 3
           group by b.vendor_listing_id
           order by 2 desc, 1
           limit 10) t
   order by t.bookings desc, t.id
$$;

-- Bookings made in the period (canceled ones left out) by the hour their appointment starts, in
-- the listing's time zone.
create or replace function public.report_busiest_hours(
  hasura_session json, days integer default 30, practice_id integer default null
)
returns setof public.report_ranking
language sql stable as $$
  select (select public.report_scope(hasura_session, report_busiest_hours.practice_id)),
         extract(hour from b.slot at time zone l.timezone)::integer, null::text, count(*)::integer
    from public.bookings b
    join public.vendor_listings l on l.id = b.vendor_listing_id
   where b.vendor_id = any (array(select public.report_practices(hasura_session, report_busiest_hours.practice_id)))
     and b.created_at >= (select public.report_first_day(days)::timestamp at time zone 'UTC')
     and b.status <> 3
   group by 2
   order by 2
$$;
