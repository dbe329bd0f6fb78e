import type { ConsultationQuery } from '../../generated/graphql';
import type { ChatMessage } from './use-consultation-chat';

/** A well-formed link code (the signature is only checked by the server, which msw stands in for). */
export const LINK = '7U12.abcdefghijklmnop';

/** The `consultation` action's answer for a video booking, with overrides. */
export function consultationAnswer(
  overrides: Partial<ConsultationQuery['consultation']> = {},
): ConsultationQuery['consultation'] {
  return {
    booking_id: 12,
    code: 'PQC-12',
    side: 'user',
    type: 'video',
    status: 0,
    slot: '2030-01-07T15:00:00Z',
    duration: 20,
    title: 'Happy Paws Clinic',
    line1: 'Dr. Ana Lee',
    address: '1 Main Street, Springfield',
    listing_tz: 'America/New_York',
    customer_first_name: 'Sam',
    pet_name: 'Rex',
    summary: 'Limping on the left leg',
    room: 'petwell-3f9c2a7e51d04b8c9a6e',
    ...overrides,
  };
}

/** A chat message, with overrides. */
export function chatMessage(overrides: Partial<ChatMessage> & { id: number }): ChatMessage {
  return {
    sender_role: 'user',
    body: `Message ${String(overrides.id)}`,
    created_at: '2030-01-07T15:01:00Z',
    ...overrides,
  };
}
