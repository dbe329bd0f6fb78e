alter table public.payments drop column if exists capture_ref;
alter table public.bookings
  drop constraint if exists bookings_canceled_by_valid,
  drop column if exists canceled_by;
