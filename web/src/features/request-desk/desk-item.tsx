import { SMO_STATUS } from '@petwell/domain';
import { PrivateFileLinks } from '../../ui/private-files/private-file-links';
import { StatusBadge } from '../../ui/status-badge/status-badge';
import type { AuthUser } from '../../lib/auth';
import { AnswerForm } from './answer-form';
import { AssignControl } from './assign-control';
import type { Vet } from './desk-list';
import { DESK_TEXT, type DeskKind } from './messages';
import { type DeskRow, deskRequest, formatDateTime } from './request-view';

/** What an assign or answer came to, said in the list's status line. */
export interface Outcome {
  tone: 'success' | 'error';
  text: string;
}

/**
 * One second opinion or question: its name, status and Overdue mark, owner, pet, dates and
 * assignee; what the owner asked with their documents; the answer once given; and the controls.
 */
export function DeskItem({
  row,
  kind,
  user,
  now,
  vets,
  onOutcome,
}: {
  row: DeskRow;
  kind: DeskKind;
  user: AuthUser;
  now: Date;
  vets: readonly Vet[];
  onOutcome: (outcome: Outcome) => void;
}) {
  const request = deskRequest(row, user, now);
  const { details } = request;
  return (
    <li className="desk-item card">
      <article aria-labelledby={`desk-${String(row.id)}`}>
        <div className="desk-head">
          <h2 id={`desk-${String(row.id)}`} className="desk-name">
            {request.name}
          </h2>
          <div className="desk-badges">
            <StatusBadge kind="request" status={request.status}>
              {request.statusLabel}
            </StatusBadge>
            {request.overdue ? (
              <StatusBadge kind="deadline" status="overdue">
                {DESK_TEXT.overdue}
              </StatusBadge>
            ) : null}
          </div>
        </div>
        <dl className="desk-facts">
          <div>
            <dt>Owner</dt>
            <dd>
              {request.owner ?? '—'}
              {request.ownerEmail ? (
                <>
                  {' '}
                  <a href={`mailto:${request.ownerEmail}`} className="desk-email">
                    {request.ownerEmail}
                  </a>
                </>
              ) : null}
            </dd>
          </div>
          <div>
            <dt>Pet</dt>
            <dd>{request.pet}</dd>
          </div>
          <div>
            <dt>{kind === 'smo' ? 'Created' : 'Asked'}</dt>
            <dd>
              <time dateTime={row.created_at}>{formatDateTime(row.created_at)}</time>
            </dd>
          </div>
          {request.dueAt ? (
            <div>
              <dt>Answer due</dt>
              <dd>
                <time dateTime={request.dueAt.toISOString()}>{formatDateTime(request.dueAt)}</time>
              </dd>
            </div>
          ) : null}
          <div>
            <dt>Assigned to</dt>
            <dd>{request.assignee ?? '—'}</dd>
          </div>
        </dl>
        <dl className="desk-asked">
          {kind === 'smo' ? (
            <>
              <div>
                <dt>First opinion</dt>
                <dd className="desk-text">{details.firstOpinion || '—'}</dd>
              </div>
              <div>
                <dt>Question</dt>
                <dd className="desk-text">{details.query || '—'}</dd>
              </div>
              <div>
                <dt>Documents</dt>
                <dd>
                  {details.files.length > 0 ? (
                    <PrivateFileLinks
                      files={details.files}
                      label={`Documents of ${request.name}`}
                      className="desk-files"
                    />
                  ) : (
                    '—'
                  )}
                </dd>
              </div>
            </>
          ) : (
            <div>
              <dt>Question</dt>
              <dd className="desk-text">{details.question || '—'}</dd>
            </div>
          )}
        </dl>
        {row.response &&
        (row.status === SMO_STATUS.completed || row.status === SMO_STATUS.returned) ? (
          <div className="desk-answer">
            <h3 className="desk-answer-title">
              {row.status === SMO_STATUS.returned ? 'Reason returned' : 'Answer'}
            </h3>
            <p className="desk-text">{row.response}</p>
            {request.answerFiles.length > 0 ? (
              <PrivateFileLinks
                files={request.answerFiles}
                label={`Files of the answer to ${request.name}`}
                className="desk-files"
              />
            ) : null}
            {row.responded_at ? (
              <p className="desk-answered">
                Answered <time dateTime={row.responded_at}>{formatDateTime(row.responded_at)}</time>
              </p>
            ) : null}
          </div>
        ) : null}
        {request.canAssign ? (
          <AssignControl request={request} kind={kind} vets={vets} onOutcome={onOutcome} />
        ) : null}
        {request.canAnswer ? <AnswerForm request={request} onOutcome={onOutcome} /> : null}
      </article>
    </li>
  );
}
