-- A retaken health assessment keeps the result it replaces, so the owner can compare the two.
-- submit_assessment moves basic_report and submitted_at here on every retake.
alter table public.ihm
  add column submitted_at timestamptz,
  add column previous_basic_report jsonb,
  add column previous_submitted_at timestamptz;
update public.ihm set submitted_at = updated_at where basic_report is not null;
