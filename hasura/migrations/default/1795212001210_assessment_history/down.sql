alter table public.ihm
  drop column if exists previous_submitted_at,
  drop column if exists previous_basic_report,
  drop column if exists submitted_at;
