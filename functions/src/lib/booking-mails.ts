import {
  BOOKING_STATUS,
  bookingCode,
  type ConsultationType,
  formatClinicAddress,
} from '@petwell/domain';
import { consultationUrl, linkSigningKey, signLink } from './booking-links';
import { type AppointmentEvent, PHONE_NOTE, TYPE_LABELS } from './booking-links-calendar';
import { one, type Queryable } from './db';
import type { Deps } from './deps';

/**
 * A booking as its notifications quote it: the snapshot written with it (bookings.details: the
 * listing's title, doctor, address and time zone, the reason, the pet), its price and payment, and
 * the owner as they are now (name, contact, notification choices). The booking event handlers
 * read it again at delivery time, so a mail never says what is no longer true.
 */
export interface BookingFacts {
  id: number;
  userId: number;
  listingId: number;
  type: ConsultationType;
  status: number;
  slot: Date;
  durationMinutes: number;
  createdAt: Date;
  /** Listing title (clinic name) and line1 (doctor). */
  title: string;
  line1: string;
  /** The clinic's address, '' when none. */
  address: string;
  /** The listing's time zone and the owner's (chosen when booking; the listing's when unknown). */
  listingTz: string;
  userTz: string;
  summary: string;
  petName: string | null;
  /** Whole dollars charged, the discount, and what priced it. */
  price: number;
  discount: number;
  source: 'none' | 'plan' | 'assessment';
  waived: boolean;
  /** The payment's status (authorized, captured, failed, voided, refunded); null: none. */
  paymentStatus: string | null;
  /** A practice's staff member booked it for their customer. */
  bookedByPractice: boolean;
  canceledBy: 'owner' | 'practice' | null;
  owner: {
    email: string;
    firstName: string;
    lastName: string;
    phone: string | null;
    notifyEmail: boolean;
    notifySms: boolean;
    remindersEnabled: boolean;
  };
}

const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

interface FactsRow {
  id: number;
  user_id: number;
  vendor_listing_id: number;
  type: ConsultationType;
  status: number;
  slot: Date | string;
  duration: number;
  created_at: Date | string;
  details: unknown;
  price: number | string;
  payment_waived: boolean;
  booked_by_vendor_login_id: number | null;
  user_tz: string | null;
  canceled_by: 'owner' | 'practice' | null;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  notify_email: boolean;
  notify_sms: boolean;
  reminders_enabled: boolean;
  payment_status: string | null;
  discount_cents: number | null;
  on_plan: boolean;
  via_assessment: boolean;
}

/** The booking's facts, or undefined when there is no such booking. */
export async function loadBookingFacts(
  db: Queryable,
  bookingId: number,
): Promise<BookingFacts | undefined> {
  const row = await one<FactsRow>(
    db,
    `select b.id, b.user_id, b.vendor_listing_id, b.type, b.status, b.slot, b.duration,
            b.created_at, b.details, b.price, b.payment_waived, b.booked_by_vendor_login_id,
            b.user_tz, b.canceled_by, u.email, u.first_name, u.last_name, u.phone,
            u.notify_email, u.notify_sms, u.reminders_enabled,
            p.status as payment_status, p.discount_cents,
            (p.plan_id is not null and p.plan_id = u.signup_plan_id) as on_plan,
            exists (select 1 from public.ihm i where i.booking_id = b.id) as via_assessment
       from public.bookings b
       join public.users u on u.id = b.user_id
       left join public.payments p on p.id = b.payment_id
      where b.id = $1`,
    [bookingId],
  );
  if (!row) return undefined;
  const details = record(row.details);
  const listing = record(details['details']);
  const listingTz = text(details['listingTZ']) || 'UTC';
  const price = Number(row.price);
  return {
    id: row.id,
    userId: row.user_id,
    listingId: row.vendor_listing_id,
    type: row.type,
    status: row.status,
    slot: new Date(row.slot),
    durationMinutes: row.duration,
    createdAt: new Date(row.created_at),
    title: text(listing['title']),
    line1: text(listing['line1']),
    address: formatClinicAddress({
      address: text(listing['address']),
      city: text(listing['city']),
      state: text(listing['state']),
      zipcode: text(listing['zipcode']),
    }),
    listingTz,
    userTz: row.user_tz ?? listingTz,
    summary: text(record(details['info'])['summary']),
    petName: text(record(details['pet'])['name']) || null,
    price,
    discount: (row.discount_cents ?? 0) / 100,
    source:
      price === 0 ? (row.via_assessment ? 'assessment' : row.on_plan ? 'plan' : 'none') : 'none',
    waived: row.payment_waived,
    paymentStatus: row.payment_status,
    bookedByPractice: row.booked_by_vendor_login_id !== null,
    canceledBy: row.canceled_by,
    owner: {
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      phone: row.phone,
      notifyEmail: row.notify_email,
      notifySms: row.notify_sms,
      remindersEnabled: row.reminders_enabled,
    },
  };
}

/**
 * Still to come: upcoming, or rescheduled (which holds its new time), and not begun; neither
 * canceled nor complete.
 */
export const isUpcoming = (booking: BookingFacts, now: Date): boolean =>
  (booking.status === BOOKING_STATUS.upcoming || booking.status === BOOKING_STATUS.rescheduled) &&
  booking.slot.getTime() > now.getTime();

/** The listing's owner (vendor_listings.vendor_login_id), who gets the practice's mails. */
export async function loadListingOwner(
  db: Queryable,
  listingId: number,
): Promise<{ email: string; first_name: string } | undefined> {
  return one<{ email: string; first_name: string }>(
    db,
    `select o.email, o.first_name from public.vendor_listings l
       join public.vendor_logins o on o.id = l.vendor_login_id
      where l.id = $1`,
    [listingId],
  );
}

/** The signed consultation link of one side: U the owner's, C the practice's. */
export function bookingLink(deps: Deps, booking: BookingFacts, side: 'U' | 'C'): string {
  return consultationUrl(
    deps.env.PUBLIC_URL,
    signLink(linkSigningKey(deps.env), { userId: booking.userId, side, bookingId: booking.id }),
  );
}

/** The calendar event of a booking, for the side whose link it carries. */
export function bookingEvent(
  deps: Deps,
  booking: BookingFacts,
  link: string,
  stamp: Date,
  extra: Pick<AppointmentEvent, 'canceled' | 'sequence'> = {},
): AppointmentEvent {
  return {
    bookingId: booking.id,
    type: booking.type,
    slot: booking.slot,
    durationMinutes: booking.durationMinutes,
    title: booking.title,
    line1: booking.line1,
    address: booking.address || null,
    summary: booking.summary || null,
    link,
    publicUrl: deps.env.PUBLIC_URL,
    stamp,
    ...extra,
  };
}

const money = (dollars: number) => `$${dollars.toFixed(2)}`;

export const formatWhen = (slot: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'short', timeZone }).format(
    slot,
  );

/**
 * The confirmation e-mail the checkout promises ('Thanks for your Order!'), with the owner's
 * consultation link; the texts of the payment action's confirmation, now sent from the booking's
 * insert event.
 */
export function bookingConfirmationMail(
  booking: BookingFacts,
  link: string,
  publicUrl: string,
): { subject: string; text: string } {
  const paid = booking.waived
    ? 'Payment was waived by the practice.'
    : booking.price === 0
      ? booking.source === 'plan'
        ? 'Included in your plan: nothing was charged.'
        : booking.source === 'assessment'
          ? 'Included with your health assessment: nothing was charged.'
          : 'Nothing was charged.'
      : `Paid: ${money(booking.price)}${booking.discount > 0 ? ` (${money(booking.discount)} off)` : ''}.`;
  const zone = booking.userTz;
  let what = `Your ${booking.type.replace('_', ' ')} appointment with ${booking.line1} (${booking.title}) is booked for ${formatWhen(booking.slot, zone)} (${zone}), ${String(booking.durationMinutes)} minutes.`;
  if (booking.type === 'clinic_visit' && booking.address) what += `\nAddress: ${booking.address}`;
  if (booking.type === 'phone') what += `\n${PHONE_NOTE}.`;
  return {
    subject: `Your appointment is booked: ${bookingCode(booking.id)}`,
    text: `Hello ${booking.owner.firstName},\n\nThanks for your Order!\n\n${what}\n${paid}\n\nYour appointment page: ${link}${sharingNote(booking, publicUrl)}\n\nThe Petwell team`,
  };
}

/**
 * A booking a practice made for its customer shares only the customer's name and contact with
 * it (hasura/README.md, "Access to owners' data"): the mail says so and links to the page where
 * the owner shares their pet's records with the practice, or refuses.
 */
function sharingNote(booking: BookingFacts, publicUrl: string): string {
  if (!booking.bookedByPractice) return '';
  const practice = booking.line1;
  return `\n\n${practice} booked this appointment for you. They see your name and contact details for it, but not your pets' health records. To share your pet's records with ${practice} for this appointment, or to refuse, open ${new URL('/app/record-sharing', publicUrl).toString()}`;
}

/** The mail to the listing's owner (its vendor_login_id): 'New appointment PQC-{id}'. */
export function newAppointmentMail(
  booking: BookingFacts,
  owner: { first_name: string },
  link: string,
): { subject: string; text: string } {
  const lines = [
    `Hello ${owner.first_name},`,
    '',
    `${booking.owner.firstName} ${booking.owner.lastName} has a ${TYPE_LABELS[booking.type].toLowerCase()} with ${booking.line1} (${booking.title}) on ${formatWhen(booking.slot, booking.listingTz)} (${booking.listingTz}), ${String(booking.durationMinutes)} minutes.`,
    booking.petName ? `Pet: ${booking.petName}` : undefined,
    `Reason for consult: ${booking.summary}`,
    booking.waived ? 'Payment was waived by the practice.' : `Price: ${money(booking.price)}.`,
    booking.bookedByPractice ? 'Booked by your practice.' : undefined,
    '',
    `Consultation page (practice side): ${link}`,
    '',
    'The Petwell team',
  ];
  return {
    subject: `New appointment ${bookingCode(booking.id)}`,
    text: lines.filter((line) => line !== undefined).join('\n'),
  };
}

/** The side that did not move the booking is told: the owner's words or the practice's. */
export function rescheduledMail(
  booking: BookingFacts,
  to: 'owner' | 'practice',
  name: string,
  previousSlot: Date,
  link: string,
): { subject: string; text: string } {
  const code = bookingCode(booking.id);
  const zone = to === 'owner' ? booking.userTz : booking.listingTz;
  const who =
    to === 'owner'
      ? `${booking.line1} (${booking.title}) moved your appointment ${code}`
      : `${booking.owner.firstName} ${booking.owner.lastName} moved appointment ${code} with ${booking.line1} (${booking.title})`;
  return {
    subject: `Appointment ${code} was moved`,
    text: [
      `Hello ${name},`,
      '',
      `${who} from ${formatWhen(previousSlot, zone)} to ${formatWhen(booking.slot, zone)} (${zone}).`,
      'The attached calendar file updates the event.',
      '',
      `Appointment page: ${link}`,
      '',
      'The Petwell team',
    ].join('\n'),
  };
}
