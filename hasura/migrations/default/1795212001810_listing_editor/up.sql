-- The listing editor (save_listing) accepts a new avatar only when it is a picture the practice's
-- staff uploaded: one look-up of the address presign_file recorded.
create index if not exists uploads_file_url on public.uploads (file_url);
