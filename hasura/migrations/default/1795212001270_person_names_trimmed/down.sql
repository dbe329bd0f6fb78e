drop trigger if exists vendor_logins_keep_names_trimmed on public.vendor_logins;
drop trigger if exists users_keep_names_trimmed on public.users;
drop function if exists public.keep_person_names_trimmed();
