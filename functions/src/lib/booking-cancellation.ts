import { bookingCode, type ConsultationType, formatClinicAddress } from '@petwell/domain';
import type { MailMessage } from '../providers/mail';
import type { PaymentGateway } from '../providers/payment-gateway';
import { consultationUrl, linkSigningKey, signLink } from './booking-links';
import { appointmentAttachment, calendarSequence } from './booking-links-calendar';
import { one, type Queryable } from './db';
import type { Deps } from './deps';

/**
 * What follows a booking's cancellation (cancel_booking): its money goes back through the gateway
 * it came from, and its owner is told, with the calendar file that removes the event.
 *
 * The money step is safe to repeat: each gateway call carries a key made from the payment, so a
 * retry after a crash or a timeout is answered with the first refund, never a second one, and the
 * payment row moves on only from the status it was read in.
 */
export type CanceledBy = 'owner' | 'practice';

/** A booking's payment as the money step needs it. */
export interface BookingPayment {
  id: number;
  status: string;
  provider: string;
  providerRef: string | null;
  captureRef: string | null;
  amountCents: number;
}

/**
 * What became of the payment: refunded, voided, or left as it was (the step failed); `busy` when
 * another request holds the settlement (it is at the gateway now), so this one did nothing.
 */
export interface Settlement {
  status: string;
  ok: boolean;
  busy?: boolean;
}

/** How long one request may hold a payment's settlement: longer than any gateway call. */
export const SETTLEMENT_LEASE_SECONDS = 120;

/** A payment that a canceled booking still holds: captured money or an authorization. */
export const isUnsettled = (payment: BookingPayment | null): payment is BookingPayment =>
  payment !== null && (payment.status === 'captured' || payment.status === 'authorized');

function gatewayOf(deps: Deps, provider: string): PaymentGateway | undefined {
  if (provider === 'test') return deps.payments.test;
  if (provider === 'paypal') return deps.payments.paypal;
  return undefined;
}

/** The key of a payment's refund or release: one per payment, the same on every retry. */
export const settlementKey = (payment: BookingPayment) => `cancel-payment-${String(payment.id)}`;

/** The payment of a booking, or null when nothing was paid for it. */
export async function loadBookingPayment(
  db: Queryable,
  bookingId: number,
): Promise<BookingPayment | null> {
  const row = await one<{
    id: number;
    status: string;
    provider: string;
    provider_ref: string | null;
    capture_ref: string | null;
    amount_cents: number;
  }>(
    db,
    `select p.id, p.status, p.provider, p.provider_ref, p.capture_ref, p.amount_cents
       from public.bookings b join public.payments p on p.id = b.payment_id
      where b.id = $1`,
    [bookingId],
  );
  return row
    ? {
        id: row.id,
        status: row.status,
        provider: row.provider,
        providerRef: row.provider_ref,
        captureRef: row.capture_ref,
        amountCents: row.amount_cents,
      }
    : null;
}

/**
 * Claims a payment's settlement: one request at a time goes to the gateway for it, and no
 * transaction is held open while it waits. A lease that ran out (a process that died at the
 * gateway) may be taken again. False when another request holds it, or the payment moved on.
 */
export async function claimSettlement(db: Queryable, payment: BookingPayment): Promise<boolean> {
  const claimed = await one<{ id: number }>(
    db,
    `update public.payments
        set settling_until = now() + make_interval(secs => $3)
      where id = $1 and status = $2 and (settling_until is null or settling_until < now())
      returning id`,
    [payment.id, payment.status, SETTLEMENT_LEASE_SECONDS],
  );
  return claimed !== undefined;
}

/**
 * Refunds the captured money, or releases the authorization, then records the payment's status
 * and gives the claim back. `claimed`: the caller claimed it already (with the cancellation, in
 * one transaction), else it is claimed here.
 */
export async function settlePayment(
  deps: Deps,
  bookingId: number,
  payment: BookingPayment,
  { claimed = false }: { claimed?: boolean } = {},
): Promise<Settlement> {
  if (!claimed && !(await claimSettlement(deps.db, payment)))
    return { status: payment.status, ok: false, busy: true };
  try {
    return await settleClaimed(deps, bookingId, payment);
  } finally {
    await deps.db.query(`update public.payments set settling_until = null where id = $1`, [
      payment.id,
    ]);
  }
}

async function settleClaimed(
  deps: Deps,
  bookingId: number,
  payment: BookingPayment,
): Promise<Settlement> {
  const gateway = gatewayOf(deps, payment.provider);
  const reference = payment.captureRef ?? payment.providerRef;
  const failed = (why: string, error?: unknown): Settlement => {
    deps.log.error(
      `cancel_booking ${String(bookingId)}: payment ${String(payment.id)} ${why}`,
      error,
    );
    return { status: payment.status, ok: false };
  };
  if (!gateway || !reference) return failed('has no gateway to settle it through');
  const key = settlementKey(payment);
  let next: 'refunded' | 'voided';
  try {
    if (payment.status === 'captured') {
      const refund = await gateway.refund(reference, {
        amountCents: payment.amountCents,
        currency: 'USD',
        idempotencyKey: key,
      });
      if (!refund.ok) return failed(`could not be refunded: ${refund.message}`);
      next = 'refunded';
    } else {
      await gateway.void(reference, key);
      next = 'voided';
    }
  } catch (error) {
    return failed('could not be settled', error);
  }
  // From the status it was read in only: a concurrent retry that recorded it first wins.
  await deps.db.query(`update public.payments set status = $3 where id = $1 and status = $2`, [
    payment.id,
    payment.status,
    next,
  ]);
  return { status: next, ok: true };
}

/** The canceled booking as its mails quote it (its snapshot, and the owner as they are now). */
export interface CanceledBooking {
  id: number;
  userId: number;
  listingId: number;
  type: ConsultationType;
  slot: Date;
  durationMinutes: number;
  details: unknown;
  email: string;
  firstName: string;
}

const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** The snapshot's listing: title, doctor, full address, time zone. */
function place(booking: CanceledBooking) {
  const details = record(booking.details);
  const listing = record(details['details']);
  return {
    title: text(listing['title']),
    line1: text(listing['line1']),
    address:
      formatClinicAddress({
        address: text(listing['address']),
        city: text(listing['city']),
        state: text(listing['state']),
        zipcode: text(listing['zipcode']),
      }) || null,
    timeZone: text(details['listingTZ']) || 'UTC',
    summary: text(record(details['info'])['summary']) || null,
  };
}

/** What the owner reads about their money. */
function moneyLine(payment: BookingPayment | null, settlement: Settlement | null): string {
  if (!payment || !settlement) return '';
  const amount = money(payment.amountCents);
  if (settlement.status === 'refunded') return `Your payment of ${amount} has been refunded.`;
  if (settlement.status === 'voided')
    return `The hold of ${amount} on your payment has been released: you were not charged.`;
  return `Your payment of ${amount} will be refunded; this can take a little while.`;
}

/** The owner's mail: who canceled, the money, and appointment.ics that cancels the event. */
export function cancellationMail(
  booking: CanceledBooking,
  by: CanceledBy,
  payment: BookingPayment | null,
  settlement: Settlement | null,
): { subject: string; text: string } {
  const code = bookingCode(booking.id);
  const p = place(booking);
  const when = new Intl.DateTimeFormat('en-US', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: p.timeZone,
  }).format(booking.slot);
  const who =
    by === 'practice'
      ? `${p.line1} (${p.title}) canceled your appointment ${code} on ${when} (${p.timeZone}).`
      : `You canceled your appointment ${code} with ${p.line1} (${p.title}) on ${when} (${p.timeZone}).`;
  const lines = [
    `Hello ${booking.firstName},`,
    '',
    who,
    moneyLine(payment, settlement) || undefined,
    by === 'practice' ? 'Please book another time at your convenience.' : undefined,
    '',
    'The Petwell team',
  ];
  return {
    subject: `Your appointment ${code} was canceled`,
    text: lines.filter((line) => line !== undefined).join('\n'),
  };
}

/** The practice's mail when the owner cancels: to the listing's owner, as for a new booking. */
export function ownerCanceledMail(
  booking: CanceledBooking,
  staff: { first_name: string },
  customer: string,
): { subject: string; text: string } {
  const code = bookingCode(booking.id);
  const p = place(booking);
  const when = new Intl.DateTimeFormat('en-US', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: p.timeZone,
  }).format(booking.slot);
  return {
    subject: `Appointment ${code} was canceled`,
    text: `Hello ${staff.first_name},\n\n${customer} canceled appointment ${code} with ${p.line1} (${p.title}) on ${when} (${p.timeZone}). The slot is open again.\n\nThe Petwell team`,
  };
}

/**
 * Mails the cancellation: always to the booking's owner; to the listing's owner too when the owner
 * canceled. A mail failure is logged and changes nothing of the cancellation.
 */
export async function sendCancellationMails(
  deps: Deps,
  db: Queryable,
  booking: CanceledBooking,
  by: CanceledBy,
  payment: BookingPayment | null,
  settlement: Settlement | null,
): Promise<void> {
  const p = place(booking);
  const now = deps.now();
  const attachment = (side: 'U' | 'C') => {
    const link = consultationUrl(
      deps.env.PUBLIC_URL,
      signLink(linkSigningKey(deps.env), { userId: booking.userId, side, bookingId: booking.id }),
    );
    return appointmentAttachment({
      bookingId: booking.id,
      type: booking.type,
      slot: booking.slot,
      durationMinutes: booking.durationMinutes,
      title: p.title,
      line1: p.line1,
      address: p.address,
      summary: p.summary,
      link,
      publicUrl: deps.env.PUBLIC_URL,
      stamp: now,
      canceled: true,
      // Above a move's update (booking_notifications), so the calendar removes the moved event.
      sequence: calendarSequence(now),
    });
  };
  try {
    const message: MailMessage = {
      to: booking.email,
      ...cancellationMail(booking, by, payment, settlement),
      attachments: [attachment('U')],
    };
    await deps.mail.send(message);
  } catch (error) {
    deps.log.error(
      `cancel_booking: the cancellation e-mail of booking ${String(booking.id)} to user ${String(booking.userId)} could not be sent`,
      error,
    );
  }
  if (by !== 'owner') return;
  try {
    const staff = await one<{ email: string; first_name: string }>(
      db,
      `select o.email, o.first_name from public.vendor_listings l
         join public.vendor_logins o on o.id = l.vendor_login_id
        where l.id = $1`,
      [booking.listingId],
    );
    if (!staff) return;
    const customer = await one<{ name: string }>(
      db,
      `select btrim(first_name || ' ' || last_name) as name from public.users where id = $1`,
      [booking.userId],
    );
    await deps.mail.send({
      to: staff.email,
      ...ownerCanceledMail(booking, staff, customer?.name ?? booking.firstName),
      attachments: [attachment('C')],
    });
  } catch (error) {
    deps.log.error(
      `cancel_booking: the cancellation e-mail of booking ${String(booking.id)} to the listing owner could not be sent`,
      error,
    );
  }
}
