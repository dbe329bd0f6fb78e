drop table if exists public.house_call_visits;
drop function if exists public.house_call_visits_check();
