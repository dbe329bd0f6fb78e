import { awaitsAnswer, serviceRequestDetails } from '@petwell/domain';
import type { MyQuestionsQuery } from '../../generated/graphql';
import { REQUEST_MESSAGES } from './messages';
import { RequestAnswer } from './request-answer';
import { formatDateTime } from './request-details';
import { RequestStatus } from './request-status';

export type QuestionRow = MyQuestionsQuery['service_requests'][number];

/**
 * One question: the pet, when it was asked, its status, the question and the vet's answer (or the
 * reason for returning it) with its files, or the promised answer time while it is open.
 */
export function QuestionItem({ question }: { question: QuestionRow }) {
  const details = serviceRequestDetails(question.details);
  const asked = formatDateTime(question.created_at);
  return (
    <li className="request card">
      <article aria-label={`Question of ${asked}`}>
        <div className="request-head">
          <h2 className="request-code">
            <time dateTime={question.created_at}>{asked}</time>
          </h2>
          <RequestStatus status={question.status} />
        </div>
        <dl className="request-details">
          <div>
            <dt>Pet</dt>
            <dd>{question.pet?.name ?? (details.petName || '—')}</dd>
          </div>
          <div>
            <dt>Question</dt>
            <dd>{details.question || '—'}</dd>
          </div>
        </dl>
        {awaitsAnswer(question.status) ? (
          <>
            <p className="request-pending">{REQUEST_MESSAGES.noAnswerYet}</p>
            <p className="request-promise">{REQUEST_MESSAGES.questionPromise}</p>
          </>
        ) : null}
        <RequestAnswer request={question} answerLabel={REQUEST_MESSAGES.questionAnswer} />
      </article>
    </li>
  );
}
