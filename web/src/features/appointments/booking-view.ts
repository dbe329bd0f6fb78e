import { bookingCode, type ConsultationType } from '@petwell/domain';

/**
 * What a row of the appointments list shows, read from the booking's `details` snapshot that the
 * payment action writes (type; user; details {title, line1, address, duration}; info.summary; pet;
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
    address: text(place['address']),
    summary: text(record(details['info'])['summary']),
    petName: text(record(details['pet'])['name']),
    customerName: [text(user['first_name']), text(user['last_name'])].filter(Boolean).join(' '),
    durationMinutes: typeof duration === 'number' && duration > 0 ? duration : row.duration,
    price: row.price,
    paymentWaived: row.payment_waived,
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
