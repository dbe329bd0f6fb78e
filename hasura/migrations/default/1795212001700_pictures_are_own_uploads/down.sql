drop trigger vendor_logins_pic_is_own_upload on public.vendor_logins;
drop trigger users_pic_is_own_upload on public.users;
drop function public.picture_is_own_upload();
alter table public.uploads drop column file_url;
