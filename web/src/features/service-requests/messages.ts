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
