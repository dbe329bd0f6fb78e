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
