-- What the sign-in hardening keeps. These tables stay without any
-- role permission; only the actions read them.

-- Refresh tokens rotate on every use. The sessions of one sign-in share a family; a token that
-- was already rotated and is presented again (a stolen copy) revokes the whole family.
alter table public.refresh_sessions
  add column family uuid not null default gen_random_uuid(),
  -- Set when this token was exchanged for its successor (the row stays, to detect reuse).
  add column rotated_at timestamptz;
create index refresh_sessions_family on public.refresh_sessions (family);

-- Sign-in limits grow per account and per address instead of locking the account
-- (functions/src/lib/rate-limit.ts). A password change or a used reset link is recorded as a
-- successful attempt with this flag: the account's failures before it no longer count.
alter table public.login_attempts add column password_changed boolean not null default false;

-- send_otp is limited per client address and globally (SMS pumping), so a code keeps the
-- address it was requested from.
alter table public.otp_codes add column ip text;
create index otp_codes_ip_created_at on public.otp_codes (ip, created_at desc);
create index otp_codes_created_at on public.otp_codes (created_at);

-- Mail and SMS bodies carry codes and links: they are redacted once delivered and every row is
-- deleted after the retention period (functions/src/providers/outbox.ts).
alter table public.outbox add column redacted_at timestamptz;
create index outbox_created_at on public.outbox (created_at);
