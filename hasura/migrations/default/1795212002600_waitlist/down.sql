drop trigger bookings_waitlist_settle_offer on public.bookings;
drop function public.waitlist_settle_offer();
drop table public.waitlist_entries;
