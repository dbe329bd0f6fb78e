-- A vet's answer to a second opinion or a free question: the text (`response`, already there),
-- the files attached to it and who answered. The actions assign_service_request and
-- answer_service_request are the only writers of the status, the assignee and the answer
-- (domain/src/service-request.ts holds the moves they allow).
alter table public.service_requests
  add column response_files jsonb,
  add column responded_by_vendor_login_id integer
    references public.vendor_logins (id) on delete set null,
  -- The answer's files are private uploads the server issued, like the owner's documents.
  add constraint service_requests_response_files_are_uploads
    check (public.are_file_references(response_files)),
  -- A completed or returned second opinion or question carries its answer or the reason, and
  -- when it was given.
  add constraint service_requests_answer_required check (
    type not in ('smo', 'free_question')
    or status not in (3, 4)
    or (nullif(btrim(response), '') is not null and responded_at is not null)
  );
create index service_requests_responded_by_vendor_login_id
  on public.service_requests (responded_by_vendor_login_id);

-- A second opinion or question ordered without naming a practice is answered by the platform
-- (vendors.is_platform): its vendor_id says so, so the platform's staff see it and the
-- assignee's practice is checked by service_requests_assignee_same_vendor like any other.
create function public.service_requests_answered_by_platform() returns trigger
language plpgsql as $$
begin
  if new.vendor_id is null and new.type in ('smo', 'free_question') then
    new.vendor_id := (select id from public.vendors where is_platform);
  end if;
  return new;
end;
$$;

create trigger service_requests_answered_by_platform
  before insert on public.service_requests
  for each row execute function public.service_requests_answered_by_platform();

-- Earlier ones: an assignee's practice answers; the platform otherwise.
update public.service_requests r
   set vendor_id = coalesce(
         (select l.vendor_id from public.vendor_logins l where l.id = r.assigned_vendor_login_id),
         (select id from public.vendors where is_platform))
 where r.vendor_id is null and r.type in ('smo', 'free_question');
