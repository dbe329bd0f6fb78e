drop index if exists public.users_phone_trgm;
drop index if exists public.users_email_trgm;
drop index if exists public.users_last_name_trgm;
drop index if exists public.users_first_name_trgm;
drop extension if exists pg_trgm;
