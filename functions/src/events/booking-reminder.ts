import { bookingCode } from '@petwell/domain';
import { z } from 'zod';
import {
  type BookingFacts,
  bookingLink,
  formatWhen,
  isUpcoming,
  loadBookingFacts,
} from '../lib/booking-mails';
import { PHONE_NOTE, TYPE_LABELS } from '../lib/booking-links-calendar';
import { defineScheduledEvent } from '../lib/event';
import { sendOnce } from '../lib/send-once';
import { unsubscribeHeaders, unsubscribeUrl } from '../lib/unsubscribe';

/**
 * `booking_reminder`: the one-off scheduled events booking_notifications creates at slot − 24 h
 * and slot − 1 h. The booking is read again when the event arrives: a reminder is sent only while
 * the booking is still ahead and still at the time the event was made for, so a canceled booking,
 * or a moved one's old reminders, send nothing. E-mail and/or SMS as the owner chose in their
 * profile; nothing when they turned reminders off. Each message is keyed by booking, slot, kind
 * and channel in the send-once ledger, so a repeated delivery sends it once.
 */
export const REMINDERS = [
  { kind: '24h', minutesBefore: 24 * 60, label: 'in 24 hours' },
  { kind: '1h', minutesBefore: 60, label: 'in 1 hour' },
] as const;
export type ReminderKind = (typeof REMINDERS)[number]['kind'];

export const reminderPayloadSchema = z.object({
  bookingId: z.number().int().positive(),
  slot: z.string(),
  kind: z.enum(['24h', '1h']),
});
export type ReminderPayload = z.infer<typeof reminderPayloadSchema>;

/** Video, phone and chat carry the consultation link; a clinic visit its address. */
function where(booking: BookingFacts, link: string): string[] {
  switch (booking.type) {
    case 'video':
      return [`Join the video consultation: ${link}`];
    case 'chat':
      return [`Open the chat consultation: ${link}`];
    case 'phone':
      return [`${PHONE_NOTE}.`, `Appointment page: ${link}`];
    case 'clinic_visit':
      return [
        ...(booking.address ? [`Address: ${booking.address}`] : []),
        `Appointment page: ${link}`,
      ];
  }
}

/** The owner's reminder e-mail, in the owner's time zone, with the unsubscribe link. */
export function reminderMail(
  booking: BookingFacts,
  kind: ReminderKind,
  link: string,
  unsubscribe: string,
): { subject: string; text: string } {
  const label = REMINDERS.find((r) => r.kind === kind)?.label ?? '';
  const code = bookingCode(booking.id);
  const lines = [
    `Hello ${booking.owner.firstName},`,
    '',
    `Your ${TYPE_LABELS[booking.type].toLowerCase()} ${code} with ${booking.line1} (${booking.title}) is ${label}: ${formatWhen(booking.slot, booking.userTz)} (${booking.userTz}), ${String(booking.durationMinutes)} minutes.`,
    booking.petName ? `Pet: ${booking.petName}` : undefined,
    ...where(booking, link),
    '',
    'The Petwell team',
    '',
    `You receive this reminder because reminders are on in your Petwell profile. To stop them: ${unsubscribe}`,
  ];
  return {
    subject: `Reminder: your appointment ${code} is ${label}`,
    text: lines.filter((line) => line !== undefined).join('\n'),
  };
}

/** The owner's reminder SMS: short, with the link where there is one to open. */
export function reminderSms(booking: BookingFacts, kind: ReminderKind, link: string): string {
  const label = REMINDERS.find((r) => r.kind === kind)?.label ?? '';
  const when = new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: booking.userTz,
  }).format(booking.slot);
  const tail =
    booking.type === 'clinic_visit'
      ? booking.address || link
      : booking.type === 'phone'
        ? `${PHONE_NOTE}. ${link}`
        : link;
  return `Petwell: your ${TYPE_LABELS[booking.type].toLowerCase()} with ${booking.line1} is ${label}, ${when} (${booking.userTz}). ${tail}`;
}

export const bookingReminderEvent = defineScheduledEvent({
  name: 'booking_reminder',
  async run(event, deps) {
    const payload = reminderPayloadSchema.parse(event.payload);
    const booking = await loadBookingFacts(deps.db, payload.bookingId);
    const now = deps.now();
    if (!booking || !isUpcoming(booking, now)) return { sent: [], why: 'not upcoming' };
    if (booking.slot.getTime() !== new Date(payload.slot).getTime())
      return { sent: [], why: 'the booking was moved' };
    if (!booking.owner.remindersEnabled) return { sent: [], why: 'reminders are off' };
    const link = bookingLink(deps, booking, 'U');
    const key = `reminder-${payload.kind}:booking:${String(booking.id)}:${booking.slot.toISOString()}`;
    const sent: string[] = [];
    if (booking.owner.notifyEmail) {
      const result = await sendOnce(deps.db, `${key}:email`, now, () =>
        deps.mail.send({
          to: booking.owner.email,
          ...reminderMail(booking, payload.kind, link, unsubscribeUrl(deps.env, booking.userId)),
          headers: unsubscribeHeaders(deps.env, booking.userId),
        }),
      );
      if (result === 'sent') sent.push('email');
    }
    const phone = booking.owner.phone;
    if (booking.owner.notifySms && phone) {
      const result = await sendOnce(deps.db, `${key}:sms`, now, () =>
        deps.sms.send({ to: phone, body: reminderSms(booking, payload.kind, link) }),
      );
      if (result === 'sent') sent.push('sms');
    }
    return { sent };
  },
});
