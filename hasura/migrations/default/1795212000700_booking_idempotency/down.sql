drop index if exists public.bookings_user_id_idempotency_key;
alter table public.bookings
  drop column if exists request_hash,
  drop column if exists idempotency_key;
