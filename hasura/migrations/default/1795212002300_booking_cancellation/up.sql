-- Cancellations go through cancel_booking: it records who canceled (the owner or the practice)
-- and refunds the payment by its capture. PayPal refunds a capture, not the authorization that
-- provider_ref holds, so the capture's id is kept beside it.
alter table public.bookings
  add column canceled_by text,
  add constraint bookings_canceled_by_valid check (canceled_by in ('owner', 'practice'));
alter table public.payments add column capture_ref text;
