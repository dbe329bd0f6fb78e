drop table public.notification_log;
