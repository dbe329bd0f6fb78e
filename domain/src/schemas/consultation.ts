import { z } from 'zod';
import { emailSchema, firstNameSchema, lastNameSchema, mobileSchema } from './account';

/**
 * Inputs of the consultation and customer actions (contracts A): the consultation page opened by
 * a `z` link, its chat, a staff member's link to a booking, and a practice finding or registering
 * a customer. A `z` value is taken as any string here: the action answers every bad link with
 * 'Invalid link' (domain/src/booking-link.ts), never with a validation message that would tell a
 * malformed link from an unknown one.
 */
export const CHAT_MESSAGE_MAX_LENGTH = 4000;

export const CONSULTATION_MESSAGES = {
  onlyChat: 'Messages are only for chat consultations.',
  bodyRequired: 'Please write a message.',
  bodyTooLong: `A message can be at most ${String(CHAT_MESSAGE_MAX_LENGTH)} characters.`,
  canceled: 'This appointment was canceled.',
  /** A chat message for an appointment that is over (isAppointmentOver). */
  completed: 'This appointment is completed: the conversation is closed.',
  appointmentNotFound: 'Appointment not found.',
  /** The customer search found nobody. */
  customerNotFound: 'Customer not found',
} as const;

const linkCode = z.string().max(1000);

export const consultationInputSchema = z.object({ z: linkCode });

export const consultationMessagesInputSchema = z.object({
  z: linkCode,
  /** Only messages after this id (polling); all when absent. */
  after_id: z.number().int().min(0).optional().nullable(),
});

/** A chat message: trimmed, 1 to 4000 characters (as the consult_messages_body_length check). */
export const chatMessageBodySchema = z
  .string({ error: CONSULTATION_MESSAGES.bodyRequired })
  .trim()
  .min(1, { error: CONSULTATION_MESSAGES.bodyRequired, abort: true })
  .max(CHAT_MESSAGE_MAX_LENGTH, CONSULTATION_MESSAGES.bodyTooLong);

export const sendConsultationMessageSchema = z.object({
  z: linkCode,
  body: chatMessageBodySchema,
});

export const consultationLinkInputSchema = z.object({
  booking_id: z.number().int().positive(),
});

/**
 * `cancel_booking`: the owner, or the practice's staff who may read the booking, cancel one that
 * is still ahead; its payment is refunded (captured) or released (authorised).
 */
export const cancelBookingInputSchema = z.object({ booking_id: z.number().int().positive() });

export const CANCEL_BOOKING_MESSAGES = {
  alreadyCanceled: 'This appointment is already canceled.',
  past: 'This appointment has already started, so it can no longer be canceled.',
  refundPending:
    'The appointment is canceled, but the payment could not be refunded yet. Please try again in a few minutes.',
} as const;

/** The customer search of the booking wizard: an exact, trimmed, lower-cased e-mail. */
export const findCustomerInputSchema = z.object({ email: emailSchema });

/** A practice registers a customer: names (the person-name rule), e-mail, 10-digit mobile. */
export const customerFormSchema = z.object({
  first_name: firstNameSchema,
  last_name: lastNameSchema,
  email: emailSchema,
  phone: mobileSchema,
});
export type CustomerForm = z.infer<typeof customerFormSchema>;

export const registerCustomerInputSchema = z.object({ input: customerFormSchema });
