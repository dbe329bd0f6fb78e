drop table if exists public.consultation_rosters;
drop table if exists public.consultation_schedules;
drop table if exists public.consultations;
drop table if exists public.consultation_types;
drop trigger if exists vendor_listings_owner_is_manager on public.vendor_listings;
drop function if exists public.vendor_listings_owner_is_manager();
drop table if exists public.listing_managers;
drop function if exists public.listing_managers_keep_owner();
drop table if exists public.vendor_listings;
