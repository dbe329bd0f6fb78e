-- Issue 20: each owner chooses how reminders reach them (e-mail, SMS or both) and may turn them
-- off (the profile's Notifications section, or the unsubscribe link of a reminder mail). Essential
-- mails (confirmation, cancellation) do not read these columns.
alter table public.users
  add column notify_email boolean not null default true,
  add column notify_sms boolean not null default true,
  add column reminders_enabled boolean not null default true;
comment on column public.users.notify_email is 'Reminders by e-mail (issue 20); the owner updates it.';
comment on column public.users.notify_sms is 'Reminders by SMS, when the owner has a phone (issue 20); the owner updates it.';
comment on column public.users.reminders_enabled is 'Appointment and vaccination reminders at all (issue 20); the unsubscribe link turns it off.';

-- §9 "Service timings": a free question is answered within 36 hours, an SMO within 24 to 48
-- hours. The cron trigger service_request_deadlines stamps a request still unanswered after its
-- deadline (question: created_at + 36 h; SMO: created_at + 48 h), so the platform's staff see it.
alter table public.service_requests add column overdue_at timestamptz;
comment on column public.service_requests.overdue_at is
  'When the cron trigger service_request_deadlines found the request unanswered past its §9 deadline; null while in time or answered.';
create index service_requests_open_deadline on public.service_requests (type, created_at)
  where overdue_at is null and responded_at is null;
