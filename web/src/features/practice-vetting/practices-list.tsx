import { PRACTICE_STATUSES, type PracticeStatus } from '@petwell/domain';
import { useRef, useState } from 'react';
import { Loading } from '../../components/loading';
import { FilterSelect, ListFilters } from '../../ui/paged-list/list-filters';
import { usePracticesQuery, useSetPracticeStatusMutation } from '../../generated/practice';
import { errorMessage } from '../../lib/errors';
import { ConfirmDialog } from '../../ui/confirm-dialog/confirm-dialog';
import { StatusBadge } from '../../ui/status-badge/status-badge';
import { STATUS_LABELS, VETTING_TEXT } from './messages';

const STATUS_OPTIONS = PRACTICE_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }));
import { formatDate, type PracticeView, practiceView } from './practice-view';

/** Practices per page; 'Load more' asks for the next. */
export const PAGE_SIZE = 25;

interface Outcome {
  tone: 'success' | 'error';
  text: string;
}

/**
 * The platform's list of practices: a status filter (waiting for approval
 * first), each practice's contact, summary and sign-up date, and Approve / Suspend. A practice
 * whose status changed leaves the filter; the outcome is said in a status line that takes the
 * focus the vanished button had.
 */
export function PracticesList() {
  const [status, setStatus] = useState<PracticeStatus>('pending');
  const [limit, setLimit] = useState(PAGE_SIZE);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const [{ data, fetching, error }, refetch] = usePracticesQuery({
    variables: { status, limit },
    requestPolicy: 'cache-and-network',
  });
  const [{ fetching: saving }, setPracticeStatus] = useSetPracticeStatusMutation();

  async function change(practice: PracticeView, next: 'approved' | 'suspended') {
    setOutcome(null);
    const result = await setPracticeStatus({ vendorId: practice.id, status: next });
    const answer = result.data?.set_practice_status;
    if (result.error || !answer) {
      setOutcome({
        tone: 'error',
        text: result.error ? errorMessage(result.error) : VETTING_TEXT.failed,
      });
    } else {
      const done = VETTING_TEXT.done(practice.name, next);
      setOutcome({
        tone: answer.notified ? 'success' : 'error',
        text: answer.notified ? done : `${done} ${VETTING_TEXT.notNotified}`,
      });
      // The action's answer is no vendors row, so the list is asked for again.
      refetch({ requestPolicy: 'network-only' });
    }
    requestAnimationFrame(() => outcomeRef.current?.focus());
  }

  const rows = data?.vendors.map(practiceView);
  let body;
  if (!rows) {
    body = error ? <p role="alert">{VETTING_TEXT.failed}</p> : fetching ? <Loading /> : null;
  } else if (rows.length === 0) {
    body = <p className="practices-empty">{VETTING_TEXT.empty[status]}</p>;
  } else {
    body = (
      <>
        <ul className="practices-list" aria-label={STATUS_LABELS[status]}>
          {rows.map((practice) => (
            <PracticeItem
              key={practice.id}
              practice={practice}
              busy={saving}
              onChange={(next) => void change(practice, next)}
            />
          ))}
        </ul>
        {error ? <p role="alert">{VETTING_TEXT.failed}</p> : null}
        {rows.length === limit ? (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              setLimit((current) => current + PAGE_SIZE);
            }}
          >
            Load more
          </button>
        ) : null}
      </>
    );
  }

  return (
    <div className="practices">
      <ListFilters label="Filter practices">
        <FilterSelect
          label="Status"
          value={status}
          options={STATUS_OPTIONS}
          onChange={(value) => {
            setStatus(value);
            setLimit(PAGE_SIZE);
            setOutcome(null);
          }}
        />
      </ListFilters>
      <div
        ref={outcomeRef}
        tabIndex={-1}
        role="status"
        className={outcome ? `alert alert-${outcome.tone}` : undefined}
      >
        {outcome?.text}
      </div>
      {body}
    </div>
  );
}

function PracticeItem({
  practice,
  busy,
  onChange,
}: {
  practice: PracticeView;
  busy: boolean;
  onChange: (status: 'approved' | 'suspended') => void;
}) {
  const status = practice.status as PracticeStatus;
  return (
    <li className="practice card">
      <div className="practice-head">
        <h2 className="practice-name">{practice.name}</h2>
        <StatusBadge kind="practice" status={status}>
          {STATUS_LABELS[status]}
        </StatusBadge>
      </div>
      {practice.summary ? <p className="practice-summary">{practice.summary}</p> : null}
      <dl className="practice-facts">
        <div>
          <dt>E-mail</dt>
          <dd>
            {practice.email ? <a href={`mailto:${practice.email}`}>{practice.email}</a> : '—'}
          </dd>
        </div>
        <div>
          <dt>Mobile</dt>
          <dd>
            {practice.mobile ? <a href={`tel:${practice.mobile}`}>{practice.mobile}</a> : '—'}
          </dd>
        </div>
        <div>
          <dt>Signed up</dt>
          <dd>
            <time dateTime={practice.signedUp.toISOString()}>{formatDate(practice.signedUp)}</time>
          </dd>
        </div>
      </dl>
      <div className="practice-actions">
        {status !== 'approved' ? (
          <button
            type="button"
            className="button button-primary"
            disabled={busy}
            onClick={() => {
              onChange('approved');
            }}
          >
            Approve<span className="visually-hidden"> {practice.name}</span>
          </button>
        ) : null}
        {status !== 'suspended' ? (
          <ConfirmDialog
            trigger={
              <button type="button" className="button button-secondary" disabled={busy}>
                Suspend<span className="visually-hidden"> {practice.name}</span>
              </button>
            }
            question={VETTING_TEXT.confirmSuspend(practice.name)}
            description={VETTING_TEXT.suspendEffect}
            confirmLabel="Suspend"
            cancelLabel="Cancel"
            onConfirm={() => {
              onChange('suspended');
            }}
          />
        ) : null}
      </div>
    </li>
  );
}
