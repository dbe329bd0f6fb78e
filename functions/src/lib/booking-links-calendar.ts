import { bookingCode, type ConsultationType } from '@petwell/domain';
import { createEvent, type EventAttributes } from 'ics';
import type { MailAttachment } from '../providers/mail';

/**
 * The `appointment.ics` attached to the booking mails: one RFC 5545 VEVENT in UTC, made with the
 * `ics` package. Its UID is `booking-{id}@{host of PUBLIC_URL}`, so a calendar that imports the
 * owner's and a later mail of the same booking keeps one event. DTSTAMP is the time given (the
 * booking's), so one booking always renders the same file.
 */
export interface AppointmentEvent {
  bookingId: number;
  type: ConsultationType;
  slot: Date;
  durationMinutes: number;
  /** Listing title (clinic name). */
  title: string;
  /** Listing line1 (doctor). */
  line1: string;
  address: string | null;
  summary: string | null;
  /** The consultation link of the side that receives the file. */
  link: string;
  publicUrl: string;
  /** DTSTAMP. */
  stamp: Date;
  /**
   * The appointment was canceled: METHOD:CANCEL and STATUS:CANCELLED with the invitation's UID and
   * a higher SEQUENCE, so a calendar that holds the event removes it.
   */
  canceled?: boolean;
  /**
   * SEQUENCE: the invitation is 0, its cancellation 1 unless given; an update (a moved booking)
   * gives a higher number than any earlier file of the booking, so calendars take the new time.
   */
  sequence?: number;
}

export const TYPE_LABELS: Record<ConsultationType, string> = {
  clinic_visit: 'Clinic visit',
  video: 'Video consultation',
  phone: 'Phone consultation',
  chat: 'Chat consultation',
};

/** What a phone consultation's page and mail tell the owner. */
export const PHONE_NOTE = 'The doctor will call you at the appointment time';

export const ICS_FILENAME = 'appointment.ics';
export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8; method=PUBLISH';
export const ICS_CANCEL_CONTENT_TYPE = 'text/calendar; charset=utf-8; method=CANCEL';

/** 2026-01-01T00:00:00Z: calendar sequences count seconds from here (they fit in 32 bits until 2094). */
const SEQUENCE_EPOCH_MS = Date.UTC(2026, 0, 1);

/**
 * The SEQUENCE of an update or cancellation made at `at`: seconds since SEQUENCE_EPOCH_MS, so a
 * later change of the same booking always supersedes an earlier one (a move, then a
 * cancellation), without storing a counter; never below 2, above the invitation (0) and the
 * plain cancellation (1).
 */
export function calendarSequence(at: Date): number {
  return Math.max(2, Math.floor((at.getTime() - SEQUENCE_EPOCH_MS) / 1000));
}

export function appointmentUid(bookingId: number, publicUrl: string): string {
  return `booking-${String(bookingId)}@${new URL(publicUrl).hostname}`;
}

export function appointmentIcs(event: AppointmentEvent): string {
  const code = bookingCode(event.bookingId);
  const label = TYPE_LABELS[event.type];
  const place =
    event.type === 'clinic_visit' ? [event.title, event.address].filter(Boolean).join(', ') : null;
  const description = [
    `${code}: ${label} with ${event.line1} (${event.title}), ${String(event.durationMinutes)} minutes.`,
    event.summary ? `Reason for consult: ${event.summary}` : undefined,
    event.type === 'phone' ? `${PHONE_NOTE}.` : undefined,
    `Appointment page: ${event.link}`,
  ]
    .filter((line) => line !== undefined)
    .join('\n');
  const end = event.slot.getTime() + event.durationMinutes * 60_000;
  // `timestamp` (DTSTAMP) is in the package's schema but not in its type declarations.
  const attributes: EventAttributes & { timestamp: number } = {
    productId: '-//Petwell//Appointments//EN',
    method: event.canceled ? 'CANCEL' : 'PUBLISH',
    // The invitation is sequence 0; its cancellation or update supersedes it.
    sequence: event.sequence ?? (event.canceled ? 1 : 0),
    uid: appointmentUid(event.bookingId, event.publicUrl),
    timestamp: event.stamp.getTime(),
    start: event.slot.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end,
    endInputType: 'utc',
    endOutputType: 'utc',
    title: `${event.canceled ? 'Canceled: ' : ''}${label} with ${event.line1} (${code})`,
    description,
    location: place || event.link,
    url: event.link,
    status: event.canceled ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: event.canceled ? 'FREE' : 'BUSY',
  };
  const { error, value } = createEvent(attributes);
  if (error || !value) throw error ?? new Error('the calendar file could not be made');
  return value;
}

/** The attachment of a booking mail. */
export function appointmentAttachment(event: AppointmentEvent): MailAttachment {
  return {
    filename: ICS_FILENAME,
    contentType: event.canceled ? ICS_CANCEL_CONTENT_TYPE : ICS_CONTENT_TYPE,
    content: appointmentIcs(event),
  };
}
