drop index public.service_requests_vendor_id_type_created_at;
create index service_requests_vendor_id_type_created_at
  on public.service_requests (vendor_id, type, created_at desc);

drop index public.service_requests_type_created_at_id;
