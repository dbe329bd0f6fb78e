alter table public.ihm drop constraint if exists ihm_files_are_uploads;
alter table public.service_requests drop constraint if exists service_requests_files_are_uploads;
alter table public.phr drop constraint if exists phr_files_are_uploads;
drop function if exists public.are_file_references(jsonb);
drop function if exists public.is_file_reference(jsonb);
alter table public.vendor_logins
  drop constraint if exists vendor_logins_last_name_no_markup,
  drop constraint if exists vendor_logins_first_name_no_markup;
alter table public.users
  drop constraint if exists users_last_name_no_markup,
  drop constraint if exists users_first_name_no_markup;
