-- A person's first and last name are kept trimmed, with one space between words, whoever writes
-- them (an action, a profile update through GraphQL, a script): the same rule as the domain's
-- normalizePersonName (domain/README.md, "Person names"). A name of spaces only becomes empty
-- and is refused by the *_first_name_not_blank / *_last_name_not_blank checks.
create function public.keep_person_names_trimmed() returns trigger
language plpgsql as $$
begin
  new.first_name := regexp_replace(regexp_replace(new.first_name, '^\s+|\s+$', '', 'g'), '\s+', ' ', 'g');
  new.last_name := regexp_replace(regexp_replace(new.last_name, '^\s+|\s+$', '', 'g'), '\s+', ' ', 'g');
  return new;
end;
$$;

create trigger users_keep_names_trimmed
  before insert or update of first_name, last_name on public.users
  for each row execute function public.keep_person_names_trimmed();
create trigger vendor_logins_keep_names_trimmed
  before insert or update of first_name, last_name on public.vendor_logins
  for each row execute function public.keep_person_names_trimmed();

update public.users
   set first_name = first_name, last_name = last_name
 where first_name ~ '^\s|\s$|\s\s' or last_name ~ '^\s|\s$|\s\s';
update public.vendor_logins
   set first_name = first_name, last_name = last_name
 where first_name ~ '^\s|\s$|\s\s' or last_name ~ '^\s|\s$|\s\s';
