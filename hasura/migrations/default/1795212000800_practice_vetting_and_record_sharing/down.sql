drop table if exists public.action_events;
drop index if exists public.bookings_pet_id_vendor_id_access_until;
drop index if exists public.bookings_user_id_vendor_id_access_until;
drop trigger if exists bookings_derive_sharing on public.bookings;
drop function if exists public.bookings_derive_sharing();
alter table public.bookings
  drop constraint if exists bookings_record_sharing_valid,
  drop column if exists access_until,
  drop column if exists record_sharing;
drop index if exists public.vendors_status_created_at;
alter table public.vendors
  drop constraint if exists vendors_status_valid,
  drop column if exists status_changed_at,
  drop column if exists status;
