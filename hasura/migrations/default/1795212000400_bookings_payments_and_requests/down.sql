drop table if exists public.consult_messages;
drop table if exists public.service_requests;
drop function if exists public.service_request_required_fields(text);
drop table if exists public.service_request_types;
alter table public.ihm drop constraint if exists ihm_booking_id_fkey;
drop index if exists public.ihm_booking_id;
drop table if exists public.bookings;
drop function if exists public.bookings_derive_columns();
drop table if exists public.payments;
