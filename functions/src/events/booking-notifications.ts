import { z } from 'zod';
import {
  type BookingFacts,
  bookingConfirmationMail,
  bookingEvent,
  bookingLink,
  isUpcoming,
  loadBookingFacts,
  loadListingOwner,
  newAppointmentMail,
  rescheduledMail,
} from '../lib/booking-mails';
import { appointmentAttachment, calendarSequence } from '../lib/booking-links-calendar';
import type { Deps } from '../lib/deps';
import { defineTableEvent, rowOf } from '../lib/event';
import { sendOnce } from '../lib/send-once';
import { BOOKING_STATUS } from '@petwell/domain';
import { REMINDERS, type ReminderPayload } from './booking-reminder';

/**
 * `booking_notifications`, the event trigger on public.bookings (insert; update of slot or
 * status; hasura/metadata/databases/default/tables/public_bookings.yaml):
 *
 * - insert: the owner's confirmation ('Thanks for your Order!', appointment.ics) and the practice's
 *   'New appointment PQC-{id}' mail, once the booking's money is settled. The payment action
 *   commits the booking before it captures the money, so the event may come first: while the
 *   payment is still 'authorized' the handler fails and Hasura delivers the event again; a failed
 *   capture cancels the booking, and then nothing is sent. Then the reminders are scheduled.
 * - update of the slot (the booking was moved): the side that did not move it is told, with an
 *   appointment.ics of the same UID and a higher SEQUENCE, and reminders are scheduled for the new
 *   time; the old time's reminders find the slot changed and send nothing.
 * - update to canceled: nothing here. cancel_booking mails the cancellation itself (with what
 *   became of the money, which only it knows, and the METHOD:CANCEL calendar file); a second notice
 *   from here would be a duplicate. Reminders of a canceled booking send nothing.
 *
 * Every message is keyed in the send-once ledger, so a repeated delivery sends nothing twice.
 */
const bookingRowSchema = z.object({ id: z.number(), slot: z.string(), status: z.number() });

/** The practice moved it (its staff's session) or the owner did; the admin (a script) is neither. */
function moverOf(sessionVariables: Record<string, unknown> | null | undefined) {
  const role = sessionVariables?.['x-hasura-role'];
  if (role === 'user') return 'owner' as const;
  if (role === 'vendor' || role === 'root_admin') return 'practice' as const;
  return undefined;
}

async function confirm(deps: Deps, booking: BookingFacts): Promise<'sent' | 'not paid'> {
  if (booking.status === BOOKING_STATUS.canceled) return 'not paid';
  if (!booking.waived) {
    // Only the checkout writes bookings, always with a payment row or waived; a row without
    // either (demo seeds, a script) was not bought, and nobody is told about it.
    if (booking.paymentStatus === null) return 'not paid';
    if (booking.paymentStatus === 'authorized')
      throw new Error(
        `booking ${String(booking.id)}: its payment is still authorized, not captured; the confirmation waits for the capture`,
      );
    if (booking.paymentStatus !== 'captured') return 'not paid';
  }
  const now = deps.now();
  // The calendar file is the booking's: stamped with its creation, the same on every delivery.
  const ownerLink = bookingLink(deps, booking, 'U');
  await sendOnce(deps.db, `confirmation:booking:${String(booking.id)}:owner`, now, () =>
    deps.mail.send({
      to: booking.owner.email,
      ...bookingConfirmationMail(booking, ownerLink, deps.env.PUBLIC_URL),
      attachments: [
        appointmentAttachment(bookingEvent(deps, booking, ownerLink, booking.createdAt)),
      ],
    }),
  );
  const practice = await loadListingOwner(deps.db, booking.listingId);
  if (practice) {
    const practiceLink = bookingLink(deps, booking, 'C');
    await sendOnce(deps.db, `new-appointment:booking:${String(booking.id)}:practice`, now, () =>
      deps.mail.send({
        to: practice.email,
        ...newAppointmentMail(booking, practice, practiceLink),
        attachments: [
          appointmentAttachment(bookingEvent(deps, booking, practiceLink, booking.createdAt)),
        ],
      }),
    );
  }
  return 'sent';
}

/**
 * One-off scheduled events at slot − 24 h and slot − 1 h (times already past are skipped), once
 * per booking and slot: the ledger keys the scheduling too, so a repeated delivery schedules
 * nothing twice.
 */
export async function scheduleReminders(deps: Deps, booking: BookingFacts): Promise<string[]> {
  const now = deps.now();
  const slot = booking.slot.toISOString();
  const scheduled: string[] = [];
  for (const reminder of REMINDERS) {
    const at = new Date(booking.slot.getTime() - reminder.minutesBefore * 60_000);
    if (at.getTime() <= now.getTime()) continue;
    const payload: ReminderPayload = { bookingId: booking.id, slot, kind: reminder.kind };
    const done = await sendOnce(
      deps.db,
      `schedule-reminder-${reminder.kind}:booking:${String(booking.id)}:${slot}`,
      now,
      async () => {
        await deps.scheduler.schedule({
          handler: 'booking_reminder',
          at,
          payload,
          comment: `reminder ${reminder.kind} of booking ${String(booking.id)}`,
          retry: {
            numRetries: 5,
            retryIntervalSeconds: 60,
            // A reminder that cannot arrive before the appointment is not worth sending late.
            toleranceSeconds: Math.min(reminder.minutesBefore * 60, 21_600),
          },
        });
      },
    );
    if (done === 'sent') scheduled.push(reminder.kind);
  }
  return scheduled;
}

async function notifyMoved(
  deps: Deps,
  booking: BookingFacts,
  previousSlot: Date,
  movedBy: 'owner' | 'practice' | undefined,
): Promise<string[]> {
  const now = deps.now();
  const slot = booking.slot.toISOString();
  // Higher than the invitation's and any earlier change's (a cancellation uses the same clock).
  const sequence = calendarSequence(now);
  const told: string[] = [];
  if (movedBy !== 'owner') {
    const link = bookingLink(deps, booking, 'U');
    const result = await sendOnce(
      deps.db,
      `rescheduled:booking:${String(booking.id)}:${slot}:owner`,
      now,
      () =>
        deps.mail.send({
          to: booking.owner.email,
          ...rescheduledMail(booking, 'owner', booking.owner.firstName, previousSlot, link),
          attachments: [
            appointmentAttachment(bookingEvent(deps, booking, link, now, { sequence })),
          ],
        }),
    );
    if (result === 'sent') told.push('owner');
  }
  if (movedBy !== 'practice') {
    const practice = await loadListingOwner(deps.db, booking.listingId);
    if (practice) {
      const link = bookingLink(deps, booking, 'C');
      const result = await sendOnce(
        deps.db,
        `rescheduled:booking:${String(booking.id)}:${slot}:practice`,
        now,
        () =>
          deps.mail.send({
            to: practice.email,
            ...rescheduledMail(booking, 'practice', practice.first_name, previousSlot, link),
            attachments: [
              appointmentAttachment(bookingEvent(deps, booking, link, now, { sequence })),
            ],
          }),
      );
      if (result === 'sent') told.push('practice');
    }
  }
  return told;
}

export const bookingNotificationsEvent = defineTableEvent({
  name: 'booking_notifications',
  async run(event, deps) {
    const row = rowOf(bookingRowSchema, event.event.data.new);
    if (!row) return { skipped: 'no booking in the event' };
    const booking = await loadBookingFacts(deps.db, row.id);
    if (!booking) return { skipped: 'the booking no longer exists' };
    if (event.event.op === 'INSERT') {
      const confirmation = await confirm(deps, booking);
      if (confirmation !== 'sent' || !isUpcoming(booking, deps.now())) return { confirmation };
      return { confirmation, reminders: await scheduleReminders(deps, booking) };
    }
    if (event.event.op !== 'UPDATE') return { skipped: event.event.op };
    const old = rowOf(bookingRowSchema, event.event.data.old);
    if (!old || new Date(old.slot).getTime() === new Date(row.slot).getTime())
      return { skipped: 'the slot did not change' };
    // Only the booking as it is now counts: a later move or cancellation has its own event.
    if (!isUpcoming(booking, deps.now()) || booking.slot.getTime() !== new Date(row.slot).getTime())
      return { skipped: 'no longer this upcoming slot' };
    const told = await notifyMoved(
      deps,
      booking,
      new Date(old.slot),
      moverOf(event.event.session_variables),
    );
    return { told, reminders: await scheduleReminders(deps, booking) };
  },
});
