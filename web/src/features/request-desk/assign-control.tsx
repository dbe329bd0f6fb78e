import { useId, useState } from 'react';
import { Button } from '../../components/button';
import { useAssignServiceRequestMutation } from '../../generated/practice';
import { errorMessage } from '../../lib/errors';
import { ConfirmDialog } from '../../ui/confirm-dialog/confirm-dialog';
import { DESK_CONTEXT } from './desk-filters';
import type { Outcome } from './desk-item';
import type { Vet } from './desk-list';
import { DESK_TEXT, type DeskKind } from './messages';
import type { DeskRequest } from './request-view';

const vetName = (vet: Vet) => `${vet.first_name} ${vet.last_name}`;

/**
 * Assigns the request to a vet of the practice after the spec's question ('Are you sure you want
 * to assign the SMO?'); the list then shows it Assigned.
 */
export function AssignControl({
  request,
  kind,
  vets,
  onOutcome,
}: {
  request: DeskRequest;
  kind: DeskKind;
  vets: readonly Vet[];
  onOutcome: (outcome: Outcome) => void;
}) {
  const id = useId();
  const current = request.row.assigned_vendor_login_id ?? null;
  const [vetId, setVetId] = useState<string>(current === null ? '' : String(current));
  const [{ fetching }, assign] = useAssignServiceRequestMutation();
  const vet = vets.find((v) => String(v.id) === vetId);

  async function confirm() {
    if (!vet) return;
    const result = await assign({ id: request.row.id, vendorLoginId: vet.id }, DESK_CONTEXT);
    onOutcome(
      result.error || !result.data
        ? {
            tone: 'error',
            text: result.error
              ? errorMessage(result.error, { fallback: DESK_TEXT.actionFailed })
              : DESK_TEXT.actionFailed,
          }
        : { tone: 'success', text: DESK_TEXT.done.assigned(request.name, vetName(vet)) },
    );
  }

  return (
    <div className="desk-assign">
      <div className="field">
        <label className="field-label" htmlFor={id}>
          Assign {request.name} to
        </label>
        <select
          id={id}
          className="field-input"
          value={vetId}
          onChange={(event) => {
            setVetId(event.target.value);
          }}
        >
          <option value="">{DESK_TEXT.chooseVet}</option>
          {vets.map((v) => (
            <option key={v.id} value={String(v.id)}>
              {vetName(v)}
            </option>
          ))}
        </select>
      </div>
      <ConfirmDialog
        trigger={
          <Button variant="secondary" disabled={!vet || vet.id === current || fetching}>
            {current === null ? 'Assign' : 'Reassign'}
            <span className="visually-hidden"> {request.name}</span>
          </Button>
        }
        question={DESK_TEXT.confirmAssign[kind]}
        description={vet ? DESK_TEXT.assignEffect(vetName(vet)) : ''}
        confirmLabel="Assign"
        cancelLabel="Cancel"
        onConfirm={() => void confirm()}
      />
    </div>
  );
}
