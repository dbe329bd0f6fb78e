-- The practice's Reports (/app/reports): one aggregate function per figure, tracked in Hasura.
--
-- Why tracked functions and not an action: each figure is one aggregate query the database runs
-- where the rows are, and Hasura's inferred function permissions (a role may call a function
-- when it may read the returned table) let only root_admin run them: the report_* tables below
-- are the return types, readable by root_admin alone. The functions also read the session
-- themselves (report_practices), so the scope never depends on the client's arguments: a root
-- admin sees their own practice; the platform's root admin (vendors.is_platform) sees every
-- practice, or the one practice_id names.
--
-- The period is the last `days` days (1 to 366) in UTC, today included. A booking counts on the
-- UTC day it was made (created_at), a payment on the UTC day it was taken; busiest hours are the
-- appointment's start hour in its listing's time zone.

-- Return types only: views of no rows (a view, unlike a table, cannot be written to or hold a
-- row); the functions build their rows. vendor_id: the practice, null for all practices.
create view public.report_daily_bookings as
  -- key: the consultation type, or the booking status (0 upcoming, 1 complete, 2 rescheduled, 3 canceled).
  select null::integer as vendor_id, null::date as day, null::text as key, null::integer as bookings
   where false;
comment on view public.report_daily_bookings is 'Return type of report_bookings_by_type and report_bookings_by_status.';

create view public.report_daily_revenue as
  -- Captured: payments taken (a refunded payment was captured first); net = captured - refunded.
  select null::integer as vendor_id, null::date as day, null::integer as captured_cents,
         null::integer as refunded_cents, null::integer as net_cents
   where false;
comment on view public.report_daily_revenue is 'Return type of report_revenue.';

create view public.report_cancellation_counts as
  -- share_percent: canceled bookings as a percentage of the bookings, one decimal; null without bookings.
  select null::integer as vendor_id, null::integer as bookings, null::integer as canceled,
         null::real as share_percent
   where false;
comment on view public.report_cancellation_counts is 'Return type of report_cancellations.';

create view public.report_customer_counts as
  -- New: first booking (at the practices in scope) made in the period; returning: booked in the
  -- period and before it.
  select null::integer as vendor_id, null::integer as new_customers,
         null::integer as returning_customers
   where false;
comment on view public.report_customer_counts is 'Return type of report_customers.';

create view public.report_ranking as
  -- key: the listing id, or the hour of the day (0-23); label: the listing's title (null for hours).
  select null::integer as vendor_id, null::integer as key, null::text as label,
         null::integer as bookings
   where false;
comment on view public.report_ranking is 'Return type of report_busiest_listings and report_busiest_hours.';

-- The practices a session's reports cover. Root admins only (and the admin secret): a root admin
-- gets their own practice, or nothing when practice_id names another; the platform's root admin
-- gets every practice, or the one practice_id names.
create function public.report_practices(hasura_session json, practice_id integer)
returns setof integer
language plpgsql stable as $$
declare
  session_role text := hasura_session ->> 'x-hasura-role';
  own integer := nullif(hasura_session ->> 'x-hasura-vendor-id', '')::integer;
begin
  if session_role = 'admin'
     or (session_role = 'root_admin'
         and exists (select 1 from public.vendors v where v.id = own and v.is_platform)) then
    return query select v.id from public.vendors v where practice_id is null or v.id = practice_id;
  elsif session_role = 'root_admin' and own is not null then
    if practice_id is null or practice_id = own then
      return query select own;
    end if;
  else
    raise exception 'Reports are for the root admin only';
  end if;
end
$$;

-- The practice a report's rows are about (the vendor_id of its rows, which the select permission
-- checks again): the practice named, else the root admin's own; null for the platform's (and the
-- admin secret's) all-practices reports.
create function public.report_scope(hasura_session json, practice_id integer)
returns integer
language sql stable as $$
  select coalesce(
    practice_id,
    case
      when hasura_session ->> 'x-hasura-role' = 'admin' then null
      when exists (select 1 from public.vendors v
                    where v.id = nullif(hasura_session ->> 'x-hasura-vendor-id', '')::integer
                      and v.is_platform) then null
      else nullif(hasura_session ->> 'x-hasura-vendor-id', '')::integer
    end)
$$;

-- The first day of the last `days` days (UTC); refuses a period outside 1 to 366 days.
create function public.report_first_day(days integer)
returns date
language plpgsql stable as $$
begin
  if days is null or days < 1 or days > 366 then
    raise exception 'A report covers 1 to 366 days';
  end if;
  return (now() at time zone 'UTC')::date - (days - 1);
end
$$;

-- Bookings made per day, by consultation type.
create function public.report_bookings_by_type(
  hasura_session json, days integer default 30, practice_id integer default null
)
returns setof public.report_daily_bookings
language sql stable as $$
  select public.report_scope(hasura_session, report_bookings_by_type.practice_id), (b.created_at at time zone 'UTC')::date, b.type,
         count(*)::integer
    from public.bookings b
   where b.vendor_id = any (array(select public.report_practices(hasura_session, report_bookings_by_type.practice_id)))
     and b.created_at >= public.report_first_day(days)::timestamp at time zone 'UTC'
   group by 2, 3
   order by 2, 3
$$;

-- Bookings made per day, by status.
create function public.report_bookings_by_status(
  hasura_session json, days integer default 30, practice_id integer default null
)
returns setof public.report_daily_bookings
language sql stable as $$
  select public.report_scope(hasura_session, report_bookings_by_status.practice_id), (b.created_at at time zone 'UTC')::date,
         b.status::text, count(*)::integer
    from public.bookings b
   where b.vendor_id = any (array(select public.report_practices(hasura_session, report_bookings_by_status.practice_id)))
     and b.created_at >= public.report_first_day(days)::timestamp at time zone 'UTC'
   group by 2, 3
   order by 2, 3
$$;

-- Revenue per day: payments captured (a refunded one was captured first) minus those refunded.
create function public.report_revenue(
  hasura_session json, days integer default 30, practice_id integer default null
)
returns setof public.report_daily_revenue
language sql stable as $$
  select public.report_scope(hasura_session, report_revenue.practice_id), (p.created_at at time zone 'UTC')::date,
         coalesce(sum(p.amount_cents) filter (where p.status in ('captured', 'refunded')), 0)::integer,
         coalesce(sum(p.amount_cents) filter (where p.status = 'refunded'), 0)::integer,
         coalesce(sum(p.amount_cents) filter (where p.status = 'captured'), 0)::integer
    from public.payments p
   where p.vendor_id = any (array(select public.report_practices(hasura_session, report_revenue.practice_id)))
     and p.created_at >= public.report_first_day(days)::timestamp at time zone 'UTC'
     and p.status in ('captured', 'refunded')
   group by 2
   order by 2
$$;

-- Cancellations among the bookings made in the period, and their share.
create function public.report_cancellations(
  hasura_session json, days integer default 30, practice_id integer default null
)
returns setof public.report_cancellation_counts
language sql stable as $$
  select public.report_scope(hasura_session, report_cancellations.practice_id), count(*)::integer,
         (count(*) filter (where b.status = 3))::integer,
         round(100.0 * count(*) filter (where b.status = 3) / nullif(count(*), 0), 1)::real
    from public.bookings b
   where b.vendor_id = any (array(select public.report_practices(hasura_session, report_cancellations.practice_id)))
     and b.created_at >= public.report_first_day(days)::timestamp at time zone 'UTC'
$$;

-- New and returning customers among those who booked in the period.
create function public.report_customers(
  hasura_session json, days integer default 30, practice_id integer default null
)
returns setof public.report_customer_counts
language sql stable as $$
  select public.report_scope(hasura_session, report_customers.practice_id),
         (count(*) filter (where c.first_booked >= c.since))::integer,
         (count(*) filter (where c.first_booked < c.since))::integer
    from (
      select b.user_id, min(b.created_at) as first_booked,
             public.report_first_day(days)::timestamp at time zone 'UTC' as since
        from public.bookings b
       where b.vendor_id = any (array(select public.report_practices(hasura_session, report_customers.practice_id)))
       group by b.user_id
      having max(b.created_at) >= public.report_first_day(days)::timestamp at time zone 'UTC'
    ) c
$$;

-- The ten listings with the most bookings made in the period (canceled ones left out).
create function public.report_busiest_listings(
  hasura_session json, days integer default 30, practice_id integer default null
)
returns setof public.report_ranking
language sql stable as $$
  select public.report_scope(hasura_session, report_busiest_listings.practice_id), l.id, l.title, count(*)::integer
    from public.bookings b
    join public.vendor_listings l on l.id = b.vendor_listing_id
   where b.vendor_id = any (array(select public.report_practices(hasura_session, report_busiest_listings.practice_id)))
     and b.created_at >= public.report_first_day(days)::timestamp at time zone 'UTC'
     and b.status <> 3
   group by l.id, l.title
   order by 4 desc, l.id
   limit 10
$$;

-- Bookings made in the period (canceled ones left out) by the hour their appointment starts, in
-- the listing's time zone.
create function public.report_busiest_hours(
  hasura_session json, days integer default 30, practice_id integer default null
)
returns setof public.report_ranking
language sql stable as $$
  select public.report_scope(hasura_session, report_busiest_hours.practice_id),
         extract(hour from b.slot at time zone l.timezone)::integer, null::text, count(*)::integer
    from public.bookings b
    join public.vendor_listings l on l.id = b.vendor_listing_id
   where b.vendor_id = any (array(select public.report_practices(hasura_session, report_busiest_hours.practice_id)))
     and b.created_at >= public.report_first_day(days)::timestamp at time zone 'UTC'
     and b.status <> 3
   group by 2
   order by 2
$$;

-- New and returning customers take each customer's first booking at the practice from the index;
-- it also serves "customers of a practice", so it replaces bookings_vendor_id_user_id.
create index bookings_vendor_id_user_id_created_at
  on public.bookings (vendor_id, user_id, created_at);
drop index public.bookings_vendor_id_user_id;
-- The platform's all-practices reports scan a period of every practice.
create index bookings_created_at on public.bookings (created_at);
create index payments_created_at on public.payments (created_at);
