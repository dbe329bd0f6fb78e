import { MESSAGES } from '@petwell/domain';

/** The owner's second-opinion and question screens' texts. */
export const REQUEST_MESSAGES = {
  smoEmpty: 'No SMO Requests Found',
  questionsEmpty: 'No Questions Found',
  askQuestion: 'Ask Question',
  failed: MESSAGES.loadFailed,
  smoPromise: 'A vet answers your second opinion within 24–48 hours.',
  questionPromise: 'A vet answers your question within 36 hours.',
  noAnswerYet: 'Not answered yet.',
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
