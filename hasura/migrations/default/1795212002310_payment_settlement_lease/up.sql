-- A canceled booking's refund (or release) is claimed before the gateway is called: settling_until
-- is a short lease that one request takes with a compare-and-set and gives back when it is done.
-- A second request while the first is still at the gateway is told the booking is already
-- canceled; a request after a failed refund, or after a process died mid-refund (the lease runs
-- out), tries again, and the gateway's key per payment makes that one refund.
alter table public.payments add column settling_until timestamptz;
