drop trigger vendor_listings_avatar_is_own_upload on public.vendor_listings;
drop function public.listing_avatar_is_own_upload();
