drop index if exists public.vendor_listings_state_created_at;
