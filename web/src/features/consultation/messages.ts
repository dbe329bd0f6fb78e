import {
  type ActionErrorCode,
  CHAT_MESSAGE_MAX_LENGTH,
  LINK_MESSAGES,
  MESSAGES,
} from '@petwell/domain';

/**
 * The consultation page's texts. 'Invalid link' is the domain's (LINK_MESSAGES) and the phone text
 * is the one the booking mails carry (PHONE_NOTE); 'Please Wait...' is every form's busy text. A
 * chat message's own rules and messages are the domain's (chatMessageBodySchema).
 */
export const CONSULTATION_TEXT = {
  invalid: LINK_MESSAGES.invalid,
  failed: MESSAGES.loadFailed,
  phone: 'The doctor will call you at the appointment time',
  phoneVendor: 'Please call the pet owner at the appointment time.',
  canceled: 'This appointment has been canceled.',
  completed: 'This appointment has been completed.',
  chatClosed: 'The conversation is closed: no new messages can be sent.',
  backToAppointments: 'Back to My Appointments',
  backToPracticeAppointments: 'Back to Appointments',
  videoLoading: 'Connecting to the video room...',
  videoUnreachable:
    'The video service could not be reached. Please check your connection and reload the page.',
  videoLeft: 'You have left the video room.',
  videoMissing: 'The video room is not available for this appointment.',
  noMessages: 'No messages yet.',
  sending: MESSAGES.pleaseWait,
} as const;

/** The action's code for a bad, tampered or unknown link (docs/error-codes.md). */
export const INVALID_LINK_CODE: ActionErrorCode = 'invalid-link';

/** The longest message the action accepts (trimmed). */
export const MESSAGE_MAX_LENGTH = CHAT_MESSAGE_MAX_LENGTH;

/** How often the conversation asks for new messages. */
export const CHAT_POLL_MS = 3000;
