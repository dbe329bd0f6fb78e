-- The Customers screen (/app/users) filters owners by a part of the name, e-mail or phone
-- (ILIKE '%...%'), which a b-tree cannot serve: trigram indexes can. Created dates use
-- users_created_at; the order (id desc) the primary key.
create extension if not exists pg_trgm;
create index if not exists users_first_name_trgm on public.users using gin (first_name gin_trgm_ops);
create index if not exists users_last_name_trgm on public.users using gin (last_name gin_trgm_ops);
create index if not exists users_email_trgm on public.users using gin (email gin_trgm_ops);
create index if not exists users_phone_trgm on public.users using gin (phone gin_trgm_ops);
