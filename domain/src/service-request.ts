import { SMO_STATUS } from './constants';

/** A second opinion's or question's status by name (SMO_STATUS). */
export type ServiceRequestStatus = keyof typeof SMO_STATUS;

/** The label of each status; the spec leaves 5 unlabelled, so it is shown as 'Other'. */
export const SERVICE_REQUEST_STATUS_LABELS: Record<ServiceRequestStatus, string> = {
  new: 'New',
  assigned: 'Assigned',
  pending: 'Pending',
  completed: 'Completed',
  returned: 'Returned',
  other: 'Other',
};

/** The six statuses in their stored order. */
export const SERVICE_REQUEST_STATUSES = Object.keys(SMO_STATUS) as ServiceRequestStatus[];

/** The name of a stored status; undefined for a value outside 0-5. */
export function serviceRequestStatus(value: number): ServiceRequestStatus | undefined {
  return SERVICE_REQUEST_STATUSES.find((status) => SMO_STATUS[status] === value);
}

/** New, assigned and pending requests still wait for the vet's answer. */
export function awaitsAnswer(value: number): boolean {
  return value === SMO_STATUS.new || value === SMO_STATUS.assigned || value === SMO_STATUS.pending;
}

/** How an SMO id is shown: SMO-{id}. */
export function smoCode(id: number): string {
  return `SMO-${String(id)}`;
}

/** The requests a vet answers: second opinions and free questions (house calls are visits). */
export const ANSWERED_REQUEST_TYPES = ['smo', 'free_question'] as const;
export type AnsweredRequestType = (typeof ANSWERED_REQUEST_TYPES)[number];

export function isAnsweredRequestType(type: string): type is AnsweredRequestType {
  return (ANSWERED_REQUEST_TYPES as readonly string[]).includes(type);
}

/**
 * The statuses a request may move to from each status; the actions `assign_service_request` and
 * `answer_service_request` refuse every other move and change nothing.
 * - new → assigned: a vet of the answering practice takes it.
 * - assigned → assigned, pending → assigned: handed to another vet (or the same one again).
 * - assigned → pending: the vet is working on it.
 * - assigned or pending → completed: answered (the answer is required).
 * - assigned or pending → returned: given back unanswered (the reason is required).
 * Completed and returned requests are closed; 5, which the spec leaves unlabelled, moves nowhere.
 */
export const SERVICE_REQUEST_TRANSITIONS: Readonly<
  Record<ServiceRequestStatus, readonly ServiceRequestStatus[]>
> = {
  new: ['assigned'],
  assigned: ['assigned', 'pending', 'completed', 'returned'],
  pending: ['assigned', 'completed', 'returned'],
  completed: [],
  returned: [],
  other: [],
};

/** Whether a request may move from one stored status to another. */
export function canTransition(from: number, to: ServiceRequestStatus): boolean {
  const name = serviceRequestStatus(from);
  return name !== undefined && SERVICE_REQUEST_TRANSITIONS[name].includes(to);
}

/** The stored statuses a request may move to `to` from (the actions' compare-and-set). */
export function statusesInto(to: ServiceRequestStatus): number[] {
  return SERVICE_REQUEST_STATUSES.filter((from) =>
    SERVICE_REQUEST_TRANSITIONS[from].includes(to),
  ).map((from) => SMO_STATUS[from]);
}

/** What a vet does with an assigned request (answer_service_request's `outcome`). */
export const ANSWER_OUTCOMES = ['pending', 'completed', 'returned'] as const;
export type AnswerOutcome = (typeof ANSWER_OUTCOMES)[number];

/** The spec's promises: a free question may take a vet up to 36 hours. */
export const QUESTION_ANSWER_HOURS = 36;
/** An SMO response comes within 24 to 48 hours. */
export const SMO_ANSWER_HOURS = { from: 24, to: 48 } as const;

/** Hours after its creation by which a request is answered; later, staff see it overdue. */
export const ANSWER_DEADLINE_HOURS: Readonly<Record<AnsweredRequestType, number>> = {
  smo: SMO_ANSWER_HOURS.to,
  free_question: QUESTION_ANSWER_HOURS,
};

/** When a request's answer is due. */
export function answerDueAt(type: AnsweredRequestType, createdAt: Date): Date {
  return new Date(createdAt.getTime() + ANSWER_DEADLINE_HOURS[type] * 3_600_000);
}

/** A request that still waits for its answer after its deadline. */
export function isOverdue(
  request: { type: string; status: number; created_at: string | Date },
  now: Date,
): boolean {
  if (!isAnsweredRequestType(request.type) || !awaitsAnswer(request.status)) return false;
  return now.getTime() > answerDueAt(request.type, new Date(request.created_at)).getTime();
}

/** The longest answer or reason a vet may write, and the most files they may attach. */
export const RESPONSE_MAX_LENGTH = 10_000;
export const RESPONSE_MAX_FILES = 20;

const VERBS: Record<ServiceRequestStatus, string> = {
  new: 'made new',
  assigned: 'assigned',
  pending: 'set to Pending',
  completed: 'completed',
  returned: 'returned',
  other: 'changed',
};

/** The texts of the staff's request screens and of the actions that assign and answer. */
export const SERVICE_REQUEST_MESSAGES = {
  // The assign action asks this before it assigns a second opinion.
  confirmAssignSmo: 'Are you sure you want to assign the SMO?',
  confirmAssignQuestion: 'Are you sure you want to assign the question?',
  notFound: 'Request not found.',
  assignRootAdminOnly: 'Only a root admin of the practice answering this request can assign it.',
  answerAssigneeOnly:
    'Only the vet assigned to this request, or a root admin of its practice, can answer it.',
  vetNotOnTeam: 'Please choose a vet of the practice answering this request.',
  responseRequired: 'Please write the answer.',
  reasonRequired: 'Please give the reason for returning it.',
  responseTooLong: `An answer can be at most ${String(RESPONSE_MAX_LENGTH)} characters.`,
  tooManyFiles: `You can attach at most ${String(RESPONSE_MAX_FILES)} documents.`,
  overdue: 'Overdue',
  smoPromise: `A vet answers your second opinion within ${String(SMO_ANSWER_HOURS.from)}–${String(SMO_ANSWER_HOURS.to)} hours.`,
  questionPromise: `A vet answers your question within ${String(QUESTION_ANSWER_HOURS)} hours.`,
} as const;

/** Why a move is refused: 'This request is Completed: it cannot be assigned.' */
export function transitionRefusal(from: number, to: ServiceRequestStatus): string {
  const name = serviceRequestStatus(from) ?? 'other';
  if (name === 'new' && (to === 'completed' || to === 'returned' || to === 'pending'))
    return 'This request is New: assign it to a vet first.';
  return `This request is ${SERVICE_REQUEST_STATUS_LABELS[name]}: it cannot be ${VERBS[to]}.`;
}

/** What an owner wrote when ordering a second opinion or asking a question (the details jsonb). */
export interface ServiceRequestDetails {
  petName: string;
  firstOpinion: string;
  query: string;
  question: string;
  files: string[];
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A jsonb list of file references (details.files, response_files); anything else reads as none. */
export function fileList(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((file): file is string => typeof file === 'string' && file !== '')
    : [];
}

/** The details as the order forms store them; a missing or malformed field reads as empty. */
export function serviceRequestDetails(details: unknown): ServiceRequestDetails {
  const record = (typeof details === 'object' && details !== null ? details : {}) as Record<
    string,
    unknown
  >;
  return {
    petName: text(record['petName']),
    firstOpinion: text(record['firstOpinion']),
    query: text(record['query']),
    question: text(record['question']),
    files: fileList(record['files']),
  };
}
