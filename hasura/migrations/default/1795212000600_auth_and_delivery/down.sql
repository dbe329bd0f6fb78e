drop table if exists public.outbox;
drop table if exists public.uploads;
drop table if exists public.upload_kinds;
drop table if exists public.login_attempts;
drop table if exists public.refresh_sessions;
drop table if exists public.password_resets;
drop table if exists public.otp_codes;
