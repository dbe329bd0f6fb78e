-- A listing's avatar is a picture that staff of its practice uploaded to Petwell: the address
-- presign_file answered for a `vendor_service_avatar` upload of one of the practice's staff
-- (uploads.file_url). save_listing checks this, but a root admin may also write vendor_listings
-- straight through GraphQL, so the rule lives here too, for every path: never a stranger's host
-- (which would learn who looks at the vet list), a script URL or another practice's upload.
-- Avatars set before this rule stay until they are changed.
create function public.listing_avatar_is_own_upload() returns trigger
language plpgsql as $$
begin
  if new.avatar is null or (tg_op = 'UPDATE' and new.avatar is not distinct from old.avatar) then
    return new;
  end if;
  if not exists (
    select 1 from public.uploads u
      join public.vendor_logins s on s.id = u.owner_vendor_login_id
     where u.file_url = new.avatar and u.kind = 'vendor_service_avatar'
       and u.access_type = 'public' and u.status = 'uploaded' and s.vendor_id = new.vendor_id
  ) then
    raise exception using
      errcode = 'check_violation',
      constraint = 'vendor_listings_avatar_is_own_upload',
      message = 'The picture must be an image you uploaded.';
  end if;
  return new;
end;
$$;

create trigger vendor_listings_avatar_is_own_upload
  before insert or update of avatar on public.vendor_listings
  for each row execute function public.listing_avatar_is_own_upload();
