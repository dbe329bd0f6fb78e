import { useCallback, useEffect, useId, useState } from 'react';
import { PHR_MAX_FILES, type PhrDetails } from '@petwell/domain';
import type { UseFormReturn } from 'react-hook-form';
import { Button } from '../../components/button';
import { FieldError } from '../../components/field-parts';
import { ConfirmDialog, DELETE_FILE_QUESTION } from '../../ui/confirm-dialog/confirm-dialog';
import { useFormField } from '../../ui/form';
import { Uploader, type UploaderState } from '../../ui/uploader/uploader';
import { RECORDS_TEXT } from './messages';
import { privateFileName as fileName } from '../../lib/private-file';
import type { RecordFormValues } from './record-form-values';

export interface RecordFilesFieldProps {
  form: UseFormReturn<RecordFormValues, unknown, PhrDetails>;
  /** The files the record already holds (an update). */
  initial: readonly string[];
  /** Whether an upload is still running (the form waits for it). */
  onBusy: (busy: boolean) => void;
}

/**
 * A document's files (hd_*): the ones it holds, each removed after 'Are you sure you wish to
 * delete this item?', and new ones uploaded privately (kind phr) with their progress and any
 * refusal shown. The field's value is both lists' addresses.
 */
export function RecordFilesField({ form, initial, onBusy }: RecordFilesFieldProps) {
  const field = useFormField({ form, name: 'files' });
  const [kept, setKept] = useState<readonly string[]>(initial);
  const [uploaded, setUploaded] = useState<readonly string[]>([]);
  const [busy, setBusy] = useState(false);
  const { set } = field;

  const onUploads = useCallback(
    (state: UploaderState) => {
      setUploaded(state.urls);
      setBusy(state.busy);
      onBusy(state.busy);
    },
    [onBusy],
  );

  useEffect(() => {
    set([...kept, ...uploaded]);
  }, [kept, uploaded, set]);

  const errorId = `${useId()}-error`;
  return (
    <div className="record-files-field" ref={field.ref} tabIndex={-1}>
      {kept.length > 0 ? (
        <ul className="record-files" aria-label={RECORDS_TEXT.files}>
          {kept.map((reference) => (
            <li key={reference}>
              <span>{fileName(reference)}</span>
              <ConfirmDialog
                trigger={
                  <Button variant="link">{RECORDS_TEXT.removeFile(fileName(reference))}</Button>
                }
                question={DELETE_FILE_QUESTION}
                description={RECORDS_TEXT.removeFileEffect}
                hideDescription
                confirmLabel={RECORDS_TEXT.yes}
                cancelLabel={RECORDS_TEXT.no}
                onConfirm={() => {
                  setKept((current) => current.filter((r) => r !== reference));
                }}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <Uploader
        kind="phr"
        label={RECORDS_TEXT.files}
        hint={RECORDS_TEXT.filesHint}
        maxFiles={Math.max(0, PHR_MAX_FILES - kept.length)}
        onChange={onUploads}
      />
      {/* Refused while a file is still uploading: say that rather than that files are missing. */}
      <FieldError
        id={errorId}
        error={field.error && busy ? RECORDS_TEXT.uploadsRunning : field.error}
      />
    </div>
  );
}
