import { bookingCode, type ConsultationType, formatClinicAddress } from '@petwell/domain';

/**
 * What a row of the appointments list shows, read from the booking's `details` snapshot that the
 * payment action writes (type; user; details {title, line1, address, city, state, zipcode,
 * duration}; info.summary; pet;
 * listingTZ; slot). The snapshot is JSON, so every key is checked: a missing one shows as nothing
 * rather than breaking the list.
 */
export interface BookingView {
  id: number;
  code: string;
  slot: Date;
  status: number;
  createdAt: Date;
  type: ConsultationType;
  clinic: string;
  doctor: string;
  address: string;
  summary: string;
  petName: string;
  customerName: string;
  durationMinutes: number;
  price: number;
  paymentWaived: boolean;
  /** Who canceled a canceled booking (cancel_booking). */
  canceledBy: 'owner' | 'practice' | null;
  /** The payment's status (captured, refunded, voided...); null when nothing was paid. */
  paymentStatus: string | null;
}

export interface BookingRow {
  id: number;
  slot: string;
  status: number;
  created_at: string;
  details: unknown;
  type: ConsultationType;
  duration: number;
  price: number;
  payment_waived: boolean;
  canceled_by?: string | null;
  payment?: { status: string } | null;
}

const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export function bookingView(row: BookingRow): BookingView {
  const details = record(row.details);
  const place = record(details['details']);
  const user = record(details['user']);
  const duration = place['duration'];
  return {
    id: row.id,
    code: bookingCode(row.id),
    slot: new Date(row.slot),
    status: row.status,
    createdAt: new Date(row.created_at),
    type: row.type,
    clinic: text(place['title']),
    doctor: text(place['line1']),
    address: formatClinicAddress({
      address: text(place['address']),
      city: text(place['city']),
      state: text(place['state']),
      zipcode: text(place['zipcode']),
    }),
    summary: text(record(details['info'])['summary']),
    petName: text(record(details['pet'])['name']),
    customerName: [text(user['first_name']), text(user['last_name'])].filter(Boolean).join(' '),
    durationMinutes: typeof duration === 'number' && duration > 0 ? duration : row.duration,
    price: row.price,
    paymentWaived: row.payment_waived,
    canceledBy:
      row.canceled_by === 'owner' || row.canceled_by === 'practice' ? row.canceled_by : null,
    paymentStatus: row.payment?.status ?? null,
  };
}

export const CONSULTATION_TYPE_LABELS: Record<ConsultationType, string> = {
  clinic_visit: 'Clinic visit',
  video: 'Video consultation',
  phone: 'Phone consultation',
  chat: 'Chat consultation',
};

/** Video, phone and chat happen through the consultation page; a clinic visit does not. */
export const isRemote = (type: ConsultationType) => type !== 'clinic_visit';

const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** A date and time in the viewer's own zone, with the zone's name. */
export const formatDateTime = (instant: Date) => dateTimeFormat.format(instant);

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
export const formatPrice = (price: number) => money.format(price);

/** What the owner and the practice read of a booking's payment. */
export const PAYMENT_STATUS_LABELS: Readonly<Record<string, string>> = {
  authorized: 'Authorised',
  captured: 'Paid',
  refunded: 'Refunded',
  voided: 'Released, not charged',
  declined: 'Declined',
  failed: 'Failed',
};
