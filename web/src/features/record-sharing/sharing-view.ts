import type { ConsultationType, RecordSharing } from '@petwell/domain';

/** One live booking of the owner and what it shares with its practice. */
export interface SharingBooking {
  id: number;
  vendorId: number;
  practice: string;
  slot: Date;
  type: ConsultationType;
  sharing: RecordSharing;
  accessUntil: Date;
  petId: number | null;
  petName: string;
}

/** A practice with access: its live shared bookings' pets, until the last one lapses. */
export interface PracticeAccess {
  vendorId: number;
  practice: string;
  pets: string[];
  until: Date;
}

export interface SharingRow {
  id: number;
  slot: string;
  type: ConsultationType;
  details: unknown;
  record_sharing: string;
  access_until: string;
  pet_id: number | null;
  vendor_id: number;
  pet: { id: number; name: string } | null;
  vendor: { id: number; name: string } | null;
}

const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

const SHARING = new Set<string>(['shared', 'requested', 'withheld']);

/**
 * Reads a row. The practice's name comes from the directory (approved practices only); the
 * booking's snapshot names the listing when the practice is not listed any more.
 */
export function sharingBooking(row: SharingRow, fallbackPractice: string): SharingBooking {
  const details = record(row.details);
  return {
    id: row.id,
    vendorId: row.vendor_id,
    practice: row.vendor?.name ?? (text(record(details['details'])['title']) || fallbackPractice),
    slot: new Date(row.slot),
    type: row.type,
    sharing: SHARING.has(row.record_sharing) ? (row.record_sharing as RecordSharing) : 'withheld',
    accessUntil: new Date(row.access_until),
    petId: row.pet_id,
    petName: row.pet?.name ?? text(record(details['pet'])['name']),
  };
}

/** The shared bookings by practice, in the order their first booking comes. */
export function practicesWithAccess(bookings: readonly SharingBooking[]): PracticeAccess[] {
  const byVendor = new Map<number, PracticeAccess>();
  for (const booking of bookings) {
    if (booking.sharing !== 'shared') continue;
    const found = byVendor.get(booking.vendorId);
    if (!found) {
      byVendor.set(booking.vendorId, {
        vendorId: booking.vendorId,
        practice: booking.practice,
        pets: booking.petName ? [booking.petName] : [],
        until: booking.accessUntil,
      });
      continue;
    }
    if (booking.petName && !found.pets.includes(booking.petName)) found.pets.push(booking.petName);
    if (booking.accessUntil > found.until) found.until = booking.accessUntil;
  }
  return [...byVendor.values()];
}

export const CONSULTATION_TYPE_LABELS: Record<ConsultationType, string> = {
  clinic_visit: 'Clinic visit',
  video: 'Video consultation',
  phone: 'Phone consultation',
  chat: 'Chat consultation',
};

const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** A date and time in the viewer's own zone, with the zone's name. */
export const formatDateTime = (instant: Date) => dateTimeFormat.format(instant);
export const formatDate = (instant: Date) => dateFormat.format(instant);
