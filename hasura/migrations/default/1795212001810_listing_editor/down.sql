drop index if exists public.uploads_file_url;
