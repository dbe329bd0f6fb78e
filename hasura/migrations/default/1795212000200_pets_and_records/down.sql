drop table if exists public.ihm;
drop table if exists public.phr;
drop function if exists public.phr_required_fields(text);
drop table if exists public.phr_categories;
drop table if exists public.pets;
