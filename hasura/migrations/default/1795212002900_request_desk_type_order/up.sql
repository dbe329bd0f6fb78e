-- The platform's request desk lists every second opinion (and every question) newest first: its
-- permission's alternative "type in (smo, free_question)" had no index in that order, so each page
-- sorted every request of the type (200,000 second opinions at the benchmark's scale 10: 43 ms a
-- page). Both desks' indexes now end with the id, which breaks ties as the desks' order_by does
-- (created_at desc, id desc): each alternative reads its first rows in the page's order, and the
-- practice's index, with its vendor_id, stays the cheaper one for a practice's page.
create index service_requests_type_created_at_id
  on public.service_requests (type, created_at desc, id desc);

drop index public.service_requests_vendor_id_type_created_at;
create index service_requests_vendor_id_type_created_at
  on public.service_requests (vendor_id, type, created_at desc, id desc);
