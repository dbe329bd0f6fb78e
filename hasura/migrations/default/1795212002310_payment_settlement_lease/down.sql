alter table public.payments drop column settling_until;
