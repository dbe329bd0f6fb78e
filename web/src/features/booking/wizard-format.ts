import { type ConsultationType, MESSAGES, zonedDateTime } from '@petwell/domain';
import { fullDateLabel, shortTimeLabel } from '../../ui/scheduler/scheduler-format';

/** The booking wizard's texts; the shared ones are the domain's messages. */
export const WIZARD_MESSAGES = {
  thanks: MESSAGES.thanksForOrder,
  loginNeeded: 'Please log in to continue. Your choices are kept.',
  staffOnlyForCustomers:
    'Practice staff book for a customer: use New Appointment in My Appointments.',
  bookingFailed: MESSAGES.loadFailed,
} as const;

export const CONSULTATION_TYPE_LABELS: Record<ConsultationType, string> = {
  clinic_visit: 'Clinic visit',
  video: 'Video consultation',
  phone: 'Phone consultation',
  chat: 'Chat consultation',
};

/** The two halves of the confirmation: 'Monday, November 23, 2026' and '9:00 AM'. */
export function slotParts(slot: string, timeZone: string): { date: string; time: string } {
  const at = new Date(slot);
  return {
    date: fullDateLabel(zonedDateTime(at, timeZone).date),
    time: shortTimeLabel(at, timeZone),
  };
}

/** "Picking a time asks for confirmation ('Confirm {date} at {time}?', Yes/No)." */
export function confirmQuestion(slot: string, timeZone: string): string {
  const { date, time } = slotParts(slot, timeZone);
  return `Confirm ${date} at ${time}?`;
}

/** 'Monday, November 23, 2026 at 9:00 AM' for the summary. */
export function slotText(slot: string, timeZone: string): string {
  const { date, time } = slotParts(slot, timeZone);
  return `${date} at ${time}`;
}

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
export const formatPrice = (price: number) => money.format(price);

/** 'Video consultation · $40.00 · 30 min' */
export function consultationText(c: {
  type: ConsultationType;
  price: number | null;
  duration: number | null;
}): string {
  return [
    CONSULTATION_TYPE_LABELS[c.type],
    c.price === null ? null : formatPrice(c.price),
    c.duration ? `${String(c.duration)} min` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** A listing's address on one line. */
export function listingAddress(l: {
  address: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
}): string {
  return [l.address, l.city, l.state, l.zipcode]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}

/** The time zones offered, the given ones first when the browser does not list them. */
export function timeZoneOptions(...mustHave: string[]): string[] {
  const listed =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = new Set(listed);
  return [...mustHave.filter((zone) => !zones.has(zone)), ...listed];
}

export const zoneLabel = (zone: string) => zone.replace(/_/g, ' ');
