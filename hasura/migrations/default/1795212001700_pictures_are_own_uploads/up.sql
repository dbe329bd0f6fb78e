-- A person's picture (users.pic, vendor_logins.pic) is an image that person uploaded to Petwell:
-- the address presign_file answered for one of their own uploaded user_avatar files. Never
-- another address (a stranger's host that would learn who looks at the picture, a script URL, a
-- huge or unvetted image), and never someone else's upload. presign_file records the address it
-- answers in uploads.file_url; pictures set before this rule stay until they are changed.
alter table public.uploads add column file_url text;

create function public.picture_is_own_upload() returns trigger
language plpgsql as $$
begin
  if new.pic is null or new.pic is not distinct from old.pic then
    return new;
  end if;
  if not exists (
    select 1 from public.uploads u
     where u.file_url = new.pic and u.kind = 'user_avatar' and u.access_type = 'public'
       and u.status = 'uploaded'
       and (case tg_table_name
              when 'users' then u.owner_user_id = new.id
              else u.owner_vendor_login_id = new.id
            end)
  ) then
    raise exception using
      errcode = 'check_violation',
      constraint = tg_table_name || '_pic_is_own_upload',
      message = 'The picture must be an image you uploaded.';
  end if;
  return new;
end;
$$;

create trigger users_pic_is_own_upload
  before update of pic on public.users
  for each row execute function public.picture_is_own_upload();
create trigger vendor_logins_pic_is_own_upload
  before update of pic on public.vendor_logins
  for each row execute function public.picture_is_own_upload();
