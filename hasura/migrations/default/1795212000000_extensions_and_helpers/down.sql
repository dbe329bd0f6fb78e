drop function if exists public.is_json_array(jsonb);
drop function if exists public.is_time_of_day_list(jsonb);
drop function if exists public.is_weekday_list(jsonb);
drop function if exists public.is_valid_time_zone(text);
drop function if exists public.jsonb_has_filled_keys(jsonb, text[]);
drop function if exists public.set_updated_at();
drop extension if exists btree_gist;
