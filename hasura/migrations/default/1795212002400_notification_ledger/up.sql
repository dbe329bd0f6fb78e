-- What the event handlers have sent, one row per message: Hasura delivers each event at least
-- once, and the handlers make the effect exactly once by claiming the message's key here before
-- they send it (functions/src/lib/send-once.ts). A claim that is still 'sending' after a few
-- minutes belongs to a delivery that died and may be taken over. Only the functions read it.
create table public.notification_log (
  key text primary key,
  status text not null default 'sending' check (status in ('sending', 'sent')),
  claimed_at timestamptz not null default now(),
  sent_at timestamptz
);
comment on table public.notification_log is
  'One row per message an event handler sent or is sending (key: what, to whom, for which event); no role reads it.';
