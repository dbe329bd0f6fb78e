-- A practice's booking with payment waived has no payment row to hold the payment action's
-- idempotency key (bookings_waived_is_free), so the booking holds it: a repeated request answers
-- the first booking instead of "slot taken". Paid and plan-covered bookings keep theirs on payments.
alter table public.bookings
  add column idempotency_key text,
  -- Hash of the request body, so a reused key with another body is refused.
  add column request_hash text;
create unique index bookings_user_id_idempotency_key on public.bookings (user_id, idempotency_key)
  where idempotency_key is not null;
