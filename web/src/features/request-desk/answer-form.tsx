import {
  type AnswerOutcome,
  answerServiceRequestInputSchema,
  RESPONSE_MAX_FILES,
  RESPONSE_MAX_LENGTH,
} from '@petwell/domain';
import { useCallback, useState } from 'react';
import { Button } from '../../components/button';
import { TextArea } from '../../components/text-area';
import { useAnswerServiceRequestMutation } from '../../generated/practice';
import { errorMessage, fieldMessagesByName } from '../../lib/errors';
import { ConfirmDialog } from '../../ui/confirm-dialog/confirm-dialog';
import { Uploader, type UploaderState } from '../../ui/uploader/uploader';
import { DESK_CONTEXT } from './desk-filters';
import type { Outcome } from './desk-item';
import { DESK_TEXT } from './messages';
import type { DeskRequest } from './request-view';

/**
 * The vet's answer: the text and files uploaded for the owner (the owner owns them and can open
 * them), then Complete (the answer) or Return (the reason), each after a question since both are
 * final and mail the owner; Set to Pending marks an assigned request as being worked on. The
 * domain schema checks the text first, the server again.
 */
export function AnswerForm({
  request,
  onOutcome,
}: {
  request: DeskRequest;
  onOutcome: (outcome: Outcome) => void;
}) {
  const [response, setResponse] = useState('');
  const [files, setFiles] = useState<UploaderState>({ urls: [], busy: false });
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<'completed' | 'returned' | null>(null);
  const [{ fetching }, answer] = useAnswerServiceRequestMutation();
  const onFiles = useCallback((state: UploaderState) => {
    setFiles(state);
  }, []);
  const { name } = request;

  const input = (outcome: AnswerOutcome) =>
    answerServiceRequestInputSchema.safeParse({
      id: request.row.id,
      outcome,
      response,
      files: files.urls,
    });

  /** Checks the text; true when the question may be asked. */
  function ready(outcome: 'completed' | 'returned'): boolean {
    setFailure(null);
    if (files.busy) {
      setFailure(DESK_TEXT.uploading);
      return false;
    }
    const parsed = input(outcome);
    const issue = parsed.error?.issues[0];
    setError(issue?.path[0] === 'response' ? issue.message : undefined);
    if (issue && issue.path[0] !== 'response') setFailure(issue.message);
    return parsed.success;
  }

  async function send(outcome: AnswerOutcome) {
    const parsed = input(outcome);
    if (!parsed.success) return;
    const data = parsed.data;
    const result = await answer(
      {
        id: data.id,
        outcome: data.outcome,
        ...(data.outcome === 'pending' ? {} : { response: data.response, files: data.files }),
      },
      DESK_CONTEXT,
    );
    const answered = result.data?.answer_service_request;
    if (result.error || !answered) {
      const fields = result.error ? fieldMessagesByName(result.error) : {};
      if (fields['response']) setError(fields['response']);
      else
        setFailure(
          result.error
            ? errorMessage(result.error, { fallback: DESK_TEXT.actionFailed })
            : DESK_TEXT.actionFailed,
        );
      return;
    }
    if (data.outcome === 'pending') {
      onOutcome({ tone: 'success', text: DESK_TEXT.done.pending(name) });
      return;
    }
    onOutcome(
      answered.notified
        ? { tone: 'success', text: DESK_TEXT.done[data.outcome](name) }
        : {
            tone: 'error',
            text: `${DESK_TEXT.doneNotMailed[data.outcome](name)} ${DESK_TEXT.notNotified}`,
          },
    );
  }

  return (
    <form
      className="desk-answer-form"
      aria-label={`Answer ${name}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
      }}
    >
      <TextArea
        label={`Answer to ${name}`}
        value={response}
        rows={6}
        maxLength={RESPONSE_MAX_LENGTH}
        error={error}
        onChange={(event) => {
          setResponse(event.target.value);
          setError(undefined);
        }}
      />
      <p className="field-hint">{DESK_TEXT.answerHint}</p>
      <Uploader
        kind="smo_service"
        label="Files for the owner"
        hint={DESK_TEXT.filesHint}
        maxFiles={RESPONSE_MAX_FILES}
        customerId={request.row.user_id}
        onChange={onFiles}
      />
      {failure ? (
        <p className="field-error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="desk-answer-actions">
        <Button
          disabled={fetching}
          onClick={() => {
            if (ready('completed')) setConfirming('completed');
          }}
        >
          Complete<span className="visually-hidden"> {name}</span>
        </Button>
        <Button
          variant="secondary"
          disabled={fetching}
          onClick={() => {
            if (ready('returned')) setConfirming('returned');
          }}
        >
          Return<span className="visually-hidden"> {name}</span>
        </Button>
        {request.canSetPending ? (
          <Button
            variant="secondary"
            disabled={fetching}
            onClick={() => {
              setFailure(null);
              void send('pending');
            }}
          >
            Set to Pending<span className="visually-hidden"> {name}</span>
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming !== null}
        question={
          confirming === 'returned'
            ? DESK_TEXT.confirmReturn(name)
            : DESK_TEXT.confirmComplete(name)
        }
        description={DESK_TEXT.finalEffect}
        confirmLabel={confirming === 'returned' ? 'Return' : 'Complete'}
        cancelLabel="Cancel"
        onCancel={() => {
          setConfirming(null);
        }}
        onConfirm={() => {
          const outcome = confirming;
          setConfirming(null);
          if (outcome) void send(outcome);
        }}
      />
    </form>
  );
}
