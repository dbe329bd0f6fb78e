drop index if exists public.outbox_created_at;
alter table public.outbox drop column if exists redacted_at;
drop index if exists public.otp_codes_created_at;
drop index if exists public.otp_codes_ip_created_at;
alter table public.otp_codes drop column if exists ip;
alter table public.login_attempts drop column if exists password_changed;
drop index if exists public.refresh_sessions_family;
alter table public.refresh_sessions
  drop column if exists rotated_at,
  drop column if exists family;
