drop table if exists public.newsletter_subscriptions;
drop table if exists public.contact_requests;
drop table if exists public.websites;
