-- The listing directory filters by state and shows the newest first (created_at desc, id desc):
-- without this index Postgres reads every listing and sorts a state's, so a page cost grows with
-- the number of listings (bench/README.md, "How cost grows"); with it, a page is the index's
-- first rows.
create index if not exists vendor_listings_state_created_at
  on public.vendor_listings (state, created_at desc, id desc);
