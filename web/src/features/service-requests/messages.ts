import { MESSAGES, SERVICE_REQUEST_MESSAGES } from '@petwell/domain';

/** The owner's second-opinion and question screens' texts. */
export const REQUEST_MESSAGES = {
  smoEmpty: 'No SMO Requests Found',
  questionsEmpty: 'No Questions Found',
  askQuestion: 'Ask Question',
  failed: MESSAGES.loadFailed,
  smoPromise: SERVICE_REQUEST_MESSAGES.smoPromise,
  questionPromise: SERVICE_REQUEST_MESSAGES.questionPromise,
  noAnswerYet: 'Not answered yet.',
  smoAnswer: 'Second opinion',
  questionAnswer: 'Answer',
  returned: 'Returned by the vet',
  answerFiles: 'Files from the vet',
  answered: 'Answered',
} as const;

/** The owner's house-call packages: the year, the two visits and how many are used. */
export const HOUSE_CALL_TEXT = {
  title: 'House Calls',
  packageHeading: 'Vet house call package',
  active: 'Active',
  ended: 'Ended',
  yearEnds: (date: string) => `The package year ends on ${date}.`,
  yearEnded: (date: string) => `The package year ended on ${date}.`,
  used: (used: number, total: number) => `${String(used)} of ${String(total)} visits used`,
  visits: 'Visits',
  visit: (n: number) => `Visit ${String(n)}`,
  notUsed: 'Not used yet',
  notUsedEnded: 'Not used',
  booked: (date: string) => `Booked for ${date}`,
  visited: (date: string) => `Visited on ${date}`,
  arrange: (phone: string) => `We call you at ${phone} to arrange each visit.`,
  servedBy: 'Practice',
  address: 'Address',
  empty: 'You have no house-call package.',
  buy: 'Buy a house-call package',
  failed: MESSAGES.loadFailed,
} as const;
