import { awaitsAnswer, serviceRequestDetails, smoCode } from '@petwell/domain';
import { useId, useState } from 'react';
import type { MySmoRequestsQuery } from '../../generated/graphql';
import { REQUEST_MESSAGES } from './messages';
import { RequestAnswer } from './request-answer';
import { RequestFiles } from './request-files';
import { formatDateTime } from './request-details';
import { RequestStatus } from './request-status';
import { DetailsToggle } from '../../components/details-toggle';

export type SmoRow = MySmoRequestsQuery['service_requests'][number];

/**
 * One second opinion: its code, status badge, pet and dates, the promised answer time while it is
 * open or the vet's answer (or reason for returning it) with its files once there is one, and a
 * details toggle with the first opinion, the question and the documents.
 */
export function SmoRequestRow({ request }: { request: SmoRow }) {
  const detailsId = useId();
  const [open, setOpen] = useState(false);
  const details = serviceRequestDetails(request.details);
  const code = smoCode(request.id);
  return (
    <li className="request card">
      <div className="request-head">
        <h2 className="request-code">{code}</h2>
        <RequestStatus status={request.status} />
      </div>
      <dl className="request-facts">
        <div>
          <dt>Pet</dt>
          <dd>{request.pet?.name ?? (details.petName || '—')}</dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>
            <time dateTime={request.created_at}>{formatDateTime(request.created_at)}</time>
          </dd>
        </div>
        <div>
          <dt>Updated</dt>
          <dd>
            <time dateTime={request.updated_at}>{formatDateTime(request.updated_at)}</time>
          </dd>
        </div>
      </dl>
      {awaitsAnswer(request.status) ? (
        <p className="request-promise">{REQUEST_MESSAGES.smoPromise}</p>
      ) : null}
      <RequestAnswer request={request} answerLabel={REQUEST_MESSAGES.smoAnswer} />
      <DetailsToggle
        open={open}
        controls={detailsId}
        subject={code}
        onToggle={() => {
          setOpen((value) => !value);
        }}
      />
      <dl id={detailsId} className="request-details" hidden={!open}>
        <div>
          <dt>First opinion</dt>
          <dd>{details.firstOpinion || '—'}</dd>
        </div>
        <div>
          <dt>Question</dt>
          <dd>{details.query || '—'}</dd>
        </div>
        <div>
          <dt>Documents</dt>
          <dd>
            <RequestFiles files={details.files} />
          </dd>
        </div>
      </dl>
    </li>
  );
}
