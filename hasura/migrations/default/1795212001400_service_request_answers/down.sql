drop trigger if exists service_requests_answered_by_platform on public.service_requests;
drop function if exists public.service_requests_answered_by_platform();
drop index if exists public.service_requests_responded_by_vendor_login_id;
alter table public.service_requests
  drop constraint if exists service_requests_answer_required,
  drop constraint if exists service_requests_response_files_are_uploads,
  drop column if exists responded_by_vendor_login_id,
  drop column if exists response_files;
