-- Rules that held only in the actions, now held by the database for every writer: a table write that skips the action cannot skip these.

-- Person names are plain text: the sign-up and team forms allow letters only, and no name may
-- carry markup into a page, a mail or a calendar invitation.
alter table public.users
  add constraint users_first_name_no_markup check (first_name !~ '[<>]'),
  add constraint users_last_name_no_markup check (last_name !~ '[<>]');
alter table public.vendor_logins
  add constraint vendor_logins_first_name_no_markup check (first_name !~ '[<>]'),
  add constraint vendor_logins_last_name_no_markup check (last_name !~ '[<>]');

-- A file of a health record, an SMO or an assessment is a private upload the server issued: its
-- storage key (functions/src/providers/storage-keys.ts), bare or as the private-file address the
-- upload answered (`<PUBLIC_URL>/files/private/<key>`). Never another URL (javascript:, data:, a
-- stranger's host page).
create function public.is_file_reference(ref jsonb) returns boolean
language sql immutable as $$
  select jsonb_typeof(ref) = 'string'
     and (ref #>> '{}') ~ (
           '^(https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?(/[A-Za-z0-9._~-]+)*/files/private/)?'
           || '(phr|smo_service)/(user|staff)-[1-9][0-9]{0,15}/'
           || '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/'
           || '[A-Za-z0-9][A-Za-z0-9._-]{0,127}$'
         )
     and strpos(ref #>> '{}', '..') = 0
$$;

-- True when files is absent, or an array of file references.
create function public.are_file_references(files jsonb) returns boolean
language sql immutable as $$
  select files is null
      or (jsonb_typeof(files) = 'array'
          and coalesce((select bool_and(public.is_file_reference(f)) from jsonb_array_elements(files) f), true))
$$;

alter table public.phr
  add constraint phr_files_are_uploads check (public.are_file_references(details -> 'files'));
alter table public.service_requests
  add constraint service_requests_files_are_uploads check (public.are_file_references(details -> 'files'));
alter table public.ihm
  add constraint ihm_files_are_uploads check (public.are_file_references(files));
