drop index if exists public.service_requests_open_deadline;
alter table public.service_requests drop column if exists overdue_at;
alter table public.users
  drop column if exists reminders_enabled,
  drop column if exists notify_sms,
  drop column if exists notify_email;
