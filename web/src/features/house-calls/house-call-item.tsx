import { HOUSE_VISIT, type HouseCallVisitInput } from '@petwell/domain';
import { useState } from 'react';
import { Button } from '../../components/button';
import {
  useDeleteHouseCallVisitMutation,
  useRecordHouseCallVisitMutation,
  useUpdateHouseCallVisitMutation,
} from '../../generated/practice';
import { ConfirmDialog } from '../../ui/confirm-dialog/confirm-dialog';
import { StatusBadge } from '../../ui/status-badge/status-badge';
import { HOUSE_CALL_CONTEXT } from './house-call-filters';
import {
  formatDateTime,
  formatDay,
  type HouseCallRow,
  houseCallView,
  visitRefusal,
  type VisitRow,
} from './house-call-view';
import { HOUSE_CALLS_TEXT } from './messages';
import { VisitForm } from './visit-form';

/** What a record, change or delete came to, said in the list's status line. */
export interface Outcome {
  tone: 'success' | 'error';
  text: string;
}

/** Which form is open: a new visit, or the change of one. */
type Editing = { kind: 'new' } | { kind: 'edit'; visit: VisitRow } | null;

/**
 * One house-call package: its owner and contact, pet, address, order date and expiry, an Expired
 * mark past its year, how many of its two visits are recorded, and each visit with its note; the
 * staff record a visit, change one, or delete one after a question.
 */
export function HouseCallItem({
  row,
  now,
  onOutcome,
}: {
  row: HouseCallRow;
  now: Date;
  onOutcome: (outcome: Outcome) => void;
}) {
  const view = houseCallView(row, now);
  const total = HOUSE_VISIT.visitsPerYear;
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<VisitRow | null>(null);
  const [, record] = useRecordHouseCallVisitMutation();
  const [, update] = useUpdateHouseCallVisitMutation();
  const [{ fetching: removing }, remove] = useDeleteHouseCallVisitMutation();
  const headingId = `house-call-${String(row.id)}`;

  async function save(input: HouseCallVisitInput): Promise<string | null> {
    const values = { visited_at: input.visitedAt, note: input.note };
    if (editing?.kind === 'edit') {
      const number = editing.visit.visit_number;
      const result = await update({ id: editing.visit.id, changes: values }, HOUSE_CALL_CONTEXT);
      if (result.error || !result.data?.update_house_call_visits_by_pk)
        return result.error ? visitRefusal(result.error) : HOUSE_CALLS_TEXT.actionFailed;
      setEditing(null);
      onOutcome({ tone: 'success', text: HOUSE_CALLS_TEXT.done.updated(number, view.name) });
      return null;
    }
    const result = await record(
      { visit: { ...values, service_request_id: row.id } },
      HOUSE_CALL_CONTEXT,
    );
    const saved = result.data?.insert_house_call_visits_one;
    if (result.error || !saved)
      return result.error ? visitRefusal(result.error) : HOUSE_CALLS_TEXT.actionFailed;
    setEditing(null);
    onOutcome({
      tone: 'success',
      text: HOUSE_CALLS_TEXT.done.recorded(saved.visit_number, view.name),
    });
    return null;
  }

  async function confirmDelete(visit: VisitRow) {
    setDeleting(null);
    const result = await remove({ id: visit.id }, HOUSE_CALL_CONTEXT);
    onOutcome(
      result.error || !result.data?.delete_house_call_visits_by_pk
        ? { tone: 'error', text: HOUSE_CALLS_TEXT.actionFailed }
        : { tone: 'success', text: HOUSE_CALLS_TEXT.done.deleted(visit.visit_number, view.name) },
    );
  }

  return (
    <li className="house-calls-item card">
      <article aria-labelledby={headingId}>
        <div className="house-calls-head">
          <h2 id={headingId} className="house-calls-name">
            {view.name}
          </h2>
          <div className="house-calls-badges">
            <StatusBadge kind="package" status={view.expired ? 'ended' : 'active'}>
              {view.expired ? HOUSE_CALLS_TEXT.expired : HOUSE_CALLS_TEXT.active}
            </StatusBadge>
            <span className="house-calls-used">
              {HOUSE_CALLS_TEXT.visitsUsed(row.visits.length, total)}
            </span>
          </div>
        </div>
        <dl className="house-calls-facts">
          <div>
            <dt>Owner</dt>
            <dd>
              {view.owner ?? '—'}
              {view.email ? (
                <a href={`mailto:${view.email}`} className="house-calls-email">
                  {view.email}
                </a>
              ) : null}
            </dd>
          </div>
          <div>
            <dt>Phone</dt>
            <dd>
              {view.phones.length > 0
                ? view.phones.map((phone) => (
                    <span key={phone} className="house-calls-phone">
                      {phone}
                    </span>
                  ))
                : '—'}
            </dd>
          </div>
          <div>
            <dt>Pet</dt>
            <dd>{view.pet ?? '—'}</dd>
          </div>
          <div>
            <dt>Address</dt>
            <dd>{view.address || '—'}</dd>
          </div>
          <div>
            <dt>Ordered</dt>
            <dd>
              <time dateTime={row.created_at}>{formatDay(row.created_at)}</time>
            </dd>
          </div>
          <div>
            <dt>Expires</dt>
            <dd>
              {row.expires_at ? (
                <time dateTime={row.expires_at}>{formatDay(row.expires_at)}</time>
              ) : (
                '—'
              )}
            </dd>
          </div>
        </dl>
        <ol className="house-calls-visits" aria-label={`Visits of ${view.name}`}>
          {Array.from({ length: total }, (_, i) => {
            const visit = row.visits.find((v) => v.visit_number === i + 1);
            const name = HOUSE_CALLS_TEXT.visit(i + 1);
            return (
              <li key={visit?.id ?? `free-${String(i)}`} className="house-calls-visit">
                <span className="house-calls-visit-name">{name}</span>
                {visit ? (
                  <>
                    <time dateTime={visit.visited_at}>{formatDateTime(visit.visited_at)}</time>
                    {visit.note ? <p className="house-calls-text">{visit.note}</p> : null}
                    <span className="house-calls-visit-actions">
                      <Button
                        variant="secondary"
                        onClick={() => {
                          setEditing({ kind: 'edit', visit });
                        }}
                      >
                        {HOUSE_CALLS_TEXT.editVisit}
                        <span className="visually-hidden">
                          {' '}
                          {name} of {view.name}
                        </span>
                      </Button>
                      <Button
                        variant="secondary"
                        disabled={removing}
                        onClick={() => {
                          setDeleting(visit);
                        }}
                      >
                        {HOUSE_CALLS_TEXT.deleteVisit}
                        <span className="visually-hidden">
                          {' '}
                          {name} of {view.name}
                        </span>
                      </Button>
                    </span>
                  </>
                ) : (
                  <span className="house-calls-visit-free">{HOUSE_CALLS_TEXT.notRecorded}</span>
                )}
              </li>
            );
          })}
        </ol>
        {editing ? (
          <VisitForm
            key={editing.kind === 'edit' ? editing.visit.id : 'new'}
            label={
              editing.kind === 'edit'
                ? `${HOUSE_CALLS_TEXT.editVisit} ${HOUSE_CALLS_TEXT.visit(editing.visit.visit_number)} of ${view.name}`
                : `${HOUSE_CALLS_TEXT.recordVisit} of ${view.name}`
            }
            visit={editing.kind === 'edit' ? editing.visit : undefined}
            onSave={save}
            onCancel={() => {
              setEditing(null);
            }}
          />
        ) : row.visits.length < total ? (
          <Button
            onClick={() => {
              setEditing({ kind: 'new' });
            }}
          >
            {HOUSE_CALLS_TEXT.recordVisit}
            <span className="visually-hidden"> of {view.name}</span>
          </Button>
        ) : null}
        <ConfirmDialog
          open={deleting !== null}
          question={
            deleting ? HOUSE_CALLS_TEXT.confirmDelete(deleting.visit_number, view.name) : ''
          }
          description={HOUSE_CALLS_TEXT.deleteEffect}
          confirmLabel={HOUSE_CALLS_TEXT.deleteVisit}
          cancelLabel={HOUSE_CALLS_TEXT.cancel}
          onCancel={() => {
            setDeleting(null);
          }}
          onConfirm={() => {
            if (deleting) void confirmDelete(deleting);
          }}
        />
      </article>
    </li>
  );
}
