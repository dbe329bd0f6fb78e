drop table if exists public.products;
drop table if exists public.users;
drop table if exists public.plans;
drop table if exists public.vendor_logins;
drop table if exists public.vendors;
