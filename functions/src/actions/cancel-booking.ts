import {
  BOOKING_STATUS,
  CANCEL_BOOKING_MESSAGES,
  cancelBookingInputSchema,
  CONSULTATION_MESSAGES,
  type ConsultationType,
} from '@petwell/domain';
import { defineAction } from '../lib/action';
import {
  type BookingPayment,
  type CanceledBy,
  isUnsettled,
  sendCancellationMails,
  claimSettlement,
  settlePayment,
  type Settlement,
} from '../lib/booking-cancellation';
import { one } from '../lib/db';
import { ActionError } from '../lib/errors';
import { type Session, SIGNED_IN } from '../lib/session';

/** CancelBookingOutput of actions.graphql. */
export interface CancelBookingOutput {
  id: number;
  status: number;
  canceled_by: CanceledBy;
  /** The payment's status after the cancellation (refunded, voided); null when nothing was paid. */
  payment_status: string | null;
}

interface Row {
  id: number;
  user_id: number;
  vendor_id: number;
  vendor_listing_id: number;
  type: ConsultationType;
  status: number;
  slot: Date | string;
  duration: number;
  details: unknown;
  canceled_by: CanceledBy | null;
  email: string;
  first_name: string;
  /** The staff member manages the booking's listing. */
  manages: boolean;
  /** The caller's practice is the platform. */
  platform: boolean;
  payment_id: number | null;
  payment_status: string | null;
  provider: string | null;
  provider_ref: string | null;
  capture_ref: string | null;
  amount_cents: number | null;
}

/**
 * Who may cancel, by the rules of the bookings select permissions: the booking's owner; staff of
 * its practice who manage its listing; a root admin any booking of its practice, and the
 * platform's root admin any booking. Undefined for anyone else.
 */
function cancelerOf(session: Session, booking: Row): CanceledBy | undefined {
  switch (session.role) {
    case 'user':
      return session.userId !== undefined && booking.user_id === session.userId
        ? 'owner'
        : undefined;
    case 'vendor':
      return session.vendorId === booking.vendor_id && booking.manages ? 'practice' : undefined;
    case 'root_admin':
      return session.vendorId === booking.vendor_id || booking.platform ? 'practice' : undefined;
    case 'admin':
    case 'anonymous':
      return undefined;
  }
}

function paymentOf(row: Row): BookingPayment | null {
  if (row.payment_id === null || row.payment_status === null || row.provider === null) return null;
  return {
    id: row.payment_id,
    status: row.payment_status,
    provider: row.provider,
    providerRef: row.provider_ref,
    captureRef: row.capture_ref,
    amountCents: row.amount_cents ?? 0,
  };
}

/**
 * `cancel_booking(booking_id)`: the only way a booking is canceled by hand. The owner, or the
 * practice's staff who may read it, cancel a booking that is still ahead; one compare-and-set
 * statement makes it canceled, so of two concurrent requests one cancels and the other is told
 * it is already canceled. Its payment is then refunded (captured) or released (authorised)
 * through its gateway with a key per payment, and the owner is mailed, with the calendar file
 * that removes the event (and, when the owner canceled, the listing's owner too).
 *
 * When the gateway fails, the booking stays canceled and the answer says the refund is still to
 * come; asking again finishes the refund, once. A repeat that arrives while the first request is
 * still at the gateway finds the settlement claimed (payments.settling_until) and is told the
 * booking is already canceled.
 */
export const cancelBookingAction = defineAction({
  name: 'cancel_booking',
  roles: SIGNED_IN,
  input: cancelBookingInputSchema,
  async run({ booking_id: bookingId }, { session }, deps): Promise<CancelBookingOutput> {
    const row = await one<Row>(
      deps.db,
      `select b.id, b.user_id, b.vendor_id, b.vendor_listing_id, b.type, b.status, b.slot,
              b.duration, b.details, b.canceled_by, u.email, u.first_name,
              exists (select 1 from public.listing_managers m
                       where m.listing_id = b.vendor_listing_id and m.vendor_id = b.vendor_id
                         and m.vendor_login_id = $2) as manages,
              exists (select 1 from public.vendors v where v.id = $3 and v.is_platform) as platform,
              p.id as payment_id, p.status as payment_status, p.provider, p.provider_ref,
              p.capture_ref, p.amount_cents
         from public.bookings b
         join public.users u on u.id = b.user_id
         left join public.payments p on p.id = b.payment_id
        where b.id = $1`,
      [
        bookingId,
        session.role === 'vendor' ? (session.userId ?? 0) : 0,
        session.role === 'root_admin' ? (session.vendorId ?? 0) : 0,
      ],
    );
    const by = row && cancelerOf(session, row);
    // A booking the caller may not read is answered as one that does not exist.
    if (!row || !by) throw new ActionError('not-found', CONSULTATION_MESSAGES.appointmentNotFound);
    const payment = paymentOf(row);

    if (row.status === BOOKING_STATUS.canceled) {
      // A cancellation whose refund failed: this retry finishes it (the gateway key makes it once).
      if (!isUnsettled(payment) || !row.canceled_by)
        throw new ActionError('conflict', CANCEL_BOOKING_MESSAGES.alreadyCanceled);
      const settlement = await settlePayment(deps, row.id, payment);
      // The request that canceled it is at the gateway now: this one is a repeat.
      if (settlement.busy)
        throw new ActionError('conflict', CANCEL_BOOKING_MESSAGES.alreadyCanceled);
      if (!settlement.ok)
        throw new ActionError('provider-unavailable', CANCEL_BOOKING_MESSAGES.refundPending);
      return {
        id: row.id,
        status: BOOKING_STATUS.canceled,
        canceled_by: row.canceled_by,
        payment_status: settlement.status,
      };
    }

    const now = deps.now();
    if (new Date(row.slot).getTime() <= now.getTime())
      throw new ActionError('conflict', CANCEL_BOOKING_MESSAGES.past);
    // One statement decides: only a booking that is neither canceled nor begun becomes canceled.
    // The payment's settlement is claimed with it, so a repeat that sees it canceled finds the
    // settlement taken and does not go to the gateway beside this request.
    const canceled = await deps.db.transaction(async (tx) => {
      const done = await one<{ id: number }>(
        tx,
        `update public.bookings set status = $2, canceled_by = $3
          where id = $1 and status <> $2 and slot > $4
          returning id`,
        [row.id, BOOKING_STATUS.canceled, by, now.toISOString()],
      );
      if (!done) return null;
      return { claimed: isUnsettled(payment) && (await claimSettlement(tx, payment)) };
    });
    if (!canceled) throw new ActionError('conflict', CANCEL_BOOKING_MESSAGES.alreadyCanceled);

    let settlement: Settlement | null = null;
    if (isUnsettled(payment))
      settlement = canceled.claimed
        ? await settlePayment(deps, row.id, payment, { claimed: true })
        : // Held elsewhere (a lease not yet run out): the refund is still to come.
          { status: payment.status, ok: false };
    await sendCancellationMails(
      deps,
      deps.db,
      {
        id: row.id,
        userId: row.user_id,
        listingId: row.vendor_listing_id,
        type: row.type,
        slot: new Date(row.slot),
        durationMinutes: row.duration,
        details: row.details,
        email: row.email,
        firstName: row.first_name,
      },
      by,
      payment,
      settlement,
    );
    if (settlement && !settlement.ok)
      throw new ActionError('provider-unavailable', CANCEL_BOOKING_MESSAGES.refundPending);
    return {
      id: row.id,
      status: BOOKING_STATUS.canceled,
      canceled_by: by,
      payment_status: settlement?.status ?? payment?.status ?? null,
    };
  },
});
