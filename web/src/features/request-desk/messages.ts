import { MESSAGES, SERVICE_REQUEST_MESSAGES } from '@petwell/domain';

/** What a list of the desk shows: second opinions or free questions. */
export type DeskKind = 'smo' | 'free_question';

/** The staff's second-opinion and question screens' texts. */
export const DESK_TEXT = {
  title: { smo: 'SMO Requests', free_question: 'Questions' } satisfies Record<DeskKind, string>,
  empty: { smo: 'No SMO Requests Found', free_question: 'No Questions Found' } satisfies Record<
    DeskKind,
    string
  >,
  failed: MESSAGES.loadFailed,
  actionFailed: MESSAGES.generic,
  confirmAssign: {
    smo: SERVICE_REQUEST_MESSAGES.confirmAssignSmo,
    free_question: SERVICE_REQUEST_MESSAGES.confirmAssignQuestion,
  } satisfies Record<DeskKind, string>,
  assignEffect: (vet: string) =>
    `${vet} is told to answer it; the request shows as Assigned to the owner.`,
  overdue: SERVICE_REQUEST_MESSAGES.overdue,
  vetsFailed: 'The vets of the practice could not be loaded.',
  chooseVet: 'Choose a vet',
  answerHint:
    'Complete sends this answer to the owner; Return sends it as the reason the request cannot be answered. Both are final.',
  filesHint: 'Reports or images for the owner: PDF, images, plain text or DICOM, up to 10 MB each.',
  uploading: 'Please wait until the files are uploaded.',
  confirmComplete: (name: string) => `Complete ${name} and send the answer to the owner?`,
  confirmReturn: (name: string) => `Return ${name} to the owner unanswered?`,
  finalEffect: 'The owner is e-mailed, and the request cannot be changed afterwards.',
  notNotified: 'The owner could not be e-mailed.',
  done: {
    assigned: (name: string, vet: string) => `${name} was assigned to ${vet}.`,
    pending: (name: string) => `${name} is Pending.`,
    completed: (name: string) => `${name} was completed and the owner was e-mailed.`,
    returned: (name: string) => `${name} was returned and the owner was e-mailed.`,
  },
  doneNotMailed: {
    completed: (name: string) => `${name} was completed.`,
    returned: (name: string) => `${name} was returned.`,
  },
} as const;
