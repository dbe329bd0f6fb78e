-- Extensions and helper functions every later migration relies on.
-- btree_gist lets an exclusion constraint combine "=" on a listing id with "&&" on a time range.
create extension if not exists btree_gist;

-- Keeps updated_at honest whatever the client sends.
create function public.set_updated_at() returns trigger
language plpgsql as $$
begin
  new.updated_at := now();
  return new;
end
$$;

-- True when every key is present and holds something: not null, not an empty string, not an
-- empty array. Used by CHECK constraints on jsonb "details" columns.
create function public.jsonb_has_filled_keys(doc jsonb, keys text[]) returns boolean
language sql immutable as $$
  select jsonb_typeof(doc) = 'object'
     and coalesce(bool_and(
           doc ? k
           and jsonb_typeof(doc -> k) <> 'null'
           and coalesce(doc ->> k, '') !~ '^\s*$'
           and doc -> k <> '[]'::jsonb
         ), true)
    from unnest(keys) as k
$$;

-- IANA zone names only ("America/New_York", "UTC"); abbreviations and offsets are refused because
-- the slot engine needs daylight-saving rules. Marked immutable: the zone list only changes with a
-- Postgres upgrade, and a CHECK constraint needs an immutable function.
create function public.is_valid_time_zone(tz text) returns boolean
language plpgsql immutable as $$
begin
  if tz is null or tz !~ '^(UTC|[A-Z][A-Za-z_]+(/[A-Za-z0-9_+-]+)+)$' then
    return false;
  end if;
  perform now() at time zone tz;
  return true;
exception when invalid_parameter_value then
  return false;
end
$$;

-- A JSON array of ISO weekdays (1 = Monday ... 7 = Sunday), at least one.
create function public.is_weekday_list(days jsonb) returns boolean
language sql immutable as $$
  select jsonb_typeof(days) = 'array'
     and jsonb_array_length(days) > 0
     and not exists (
       select 1 from jsonb_array_elements(days) as d
        where jsonb_typeof(d) <> 'number' or d::text !~ '^[1-7]$'
     )
$$;

-- A JSON array of local start times "HH:MM" (may be empty: a day off).
create function public.is_time_of_day_list(times jsonb) returns boolean
language sql immutable as $$
  select jsonb_typeof(times) = 'array'
     and not exists (
       select 1 from jsonb_array_elements(times) as t
        where jsonb_typeof(t) <> 'string' or t #>> '{}' !~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'
     )
$$;

create function public.is_json_array(doc jsonb) returns boolean
language sql immutable as $$
  select jsonb_typeof(doc) = 'array'
$$;
