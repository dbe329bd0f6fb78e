import {
  type PhrCategory,
  type PhrDetails,
  type PhrField,
  phrDetailsSchema,
  phrFieldKind,
  phrFieldLabel,
} from '@petwell/domain';
import { useCallback, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Button } from '../../components/button';
import {
  Form,
  FormSelect,
  FormTextArea,
  FormTextField,
  SubmitButton,
  useZodForm,
} from '../../ui/form';
import { RECORDS_TEXT } from './messages';
import { RecordFilesField } from './record-files-field';
import { type RecordFormValues, recordFormValues } from './record-form-values';
import { recordFiles } from './record-values';

export interface RecordFormProps {
  category: PhrCategory;
  /** The stored details of the record being updated; none for a new record. */
  details?: Readonly<Record<string, unknown>> | undefined;
  /** Stores the details; resolves with the message to show, or null once saved. */
  onSave: (details: PhrDetails) => Promise<string | null>;
  onCancel: () => void;
}

type Bound = UseFormReturn<RecordFormValues, unknown, PhrDetails>;

/** One field of the form, its input chosen by its kind; the starred ones marked. */
function RecordField({
  form,
  category,
  field,
  initialFiles,
  onBusy,
}: {
  form: Bound;
  category: string;
  field: PhrField;
  initialFiles: readonly string[];
  onBusy: (busy: boolean) => void;
}) {
  const label = phrFieldLabel(field);
  const common = { form, name: field.name, label, requiredMarker: field.required };
  switch (phrFieldKind(category, field)) {
    case 'files':
      return <RecordFilesField form={form} initial={initialFiles} onBusy={onBusy} />;
    case 'select':
      return (
        <FormSelect {...common}>
          <option value="">{RECORDS_TEXT.choose}</option>
          {(field.choices ?? []).map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </FormSelect>
      );
    case 'textarea':
      return <FormTextArea {...common} rows={3} />;
    case 'date':
      return <FormTextField {...common} type="date" />;
    case 'number':
      return <FormTextField {...common} inputMode="decimal" />;
    case 'text':
      return <FormTextField {...common} trim="start" />;
  }
}

/**
 * A record's add/update form, generated from the category's declared fields (domain `phr.ts`):
 * required fields marked and refused when empty, the dropdowns verbatim, only the declared
 * fields sent.
 */
export function RecordForm({ category, details, onSave, onCancel }: RecordFormProps) {
  // Read when the form is sent: a file still uploading holds the form back.
  const uploading = useRef(false);
  const form = useZodForm(phrDetailsSchema(category.value), {
    defaultValues: recordFormValues(category, details),
    check: () => (uploading.current ? { files: RECORDS_TEXT.uploadsRunning } : {}),
  });
  const onBusy = useCallback((busy: boolean) => {
    uploading.current = busy;
  }, []);
  const title = details
    ? RECORDS_TEXT.editRecord(category.label)
    : RECORDS_TEXT.newRecord(category.label);
  return (
    <Form
      form={form}
      aria-label={title}
      className="record-form card"
      errorTitle={RECORDS_TEXT.errorTitle}
      onSubmit={async (values) => {
        const failure = await onSave(values);
        if (failure) form.setError('root', { message: failure });
      }}
    >
      <h3 className="record-form-title">{title}</h3>
      <div className="record-form-fields">
        {category.fields.map((field) => (
          <RecordField
            key={field.name}
            form={form}
            category={category.value}
            field={field}
            initialFiles={recordFiles(details ?? {})}
            onBusy={onBusy}
          />
        ))}
      </div>
      <div className="record-form-actions">
        <SubmitButton>{RECORDS_TEXT.save}</SubmitButton>
        <Button variant="secondary" onClick={onCancel}>
          {RECORDS_TEXT.cancel}
        </Button>
      </div>
    </Form>
  );
}
