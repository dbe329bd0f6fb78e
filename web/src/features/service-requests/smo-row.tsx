import { awaitsAnswer, smoCode } from '@petwell/domain';
import { useId, useState } from 'react';
import type { MySmoRequestsQuery } from '../../generated/graphql';
import { REQUEST_MESSAGES } from './messages';
import { RequestFiles } from './request-files';
import { formatDateTime, requestDetails } from './request-details';
import { RequestStatus } from './request-status';
import { DetailsToggle } from '../../components/details-toggle';

export type SmoRow = MySmoRequestsQuery['service_requests'][number];

/**
 * One second opinion: its code, status badge, pet and dates, the promised answer time while it is
 * open, and a details toggle with the first opinion, the question, the documents and the vet's
 * answer once there is one.
 */
export function SmoRequestRow({ request }: { request: SmoRow }) {
  const detailsId = useId();
  const [open, setOpen] = useState(false);
  const details = requestDetails(request.details);
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
        {request.response ? (
          <div>
            <dt>Second opinion</dt>
            <dd className="request-answer">{request.response}</dd>
          </div>
        ) : null}
      </dl>
    </li>
  );
}
