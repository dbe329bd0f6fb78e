import {
  HOUSE_CALL_NOTE_MAX_LENGTH,
  type HouseCallVisitInput,
  houseCallVisitSchema,
} from '@petwell/domain';
import { useEffect, useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Button } from '../../components/button';
import { FieldError } from '../../components/field-parts';
import { Form, FormTextField, SubmitButton, useFormText, useZodForm } from '../../ui/form';
import { localInputValue } from './house-call-view';
import { HOUSE_CALLS_TEXT } from './messages';

interface VisitValues {
  visitedAt: string;
  note: string;
}

type Bound = UseFormReturn<VisitValues, unknown, HouseCallVisitInput>;

/** The optional note with a live count against its 1000 characters. */
function NoteField({ form }: { form: Bound }) {
  const id = useId();
  const { error, ...input } = useFormText({ form, name: 'note' }, 'start');
  const over = input.value.length > HOUSE_CALL_NOTE_MAX_LENGTH;
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {HOUSE_CALLS_TEXT.note}
      </label>
      <textarea
        id={id}
        className="field-input"
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-count`, error ? `${id}-error` : null].filter(Boolean).join(' ')}
        {...input}
      />
      <p
        id={`${id}-count`}
        className={`house-calls-counter${over ? ' house-calls-counter-over' : ''}`}
        aria-live="polite"
      >
        {HOUSE_CALLS_TEXT.noteCounter(input.value.length, HOUSE_CALL_NOTE_MAX_LENGTH)}
      </p>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/**
 * Records a visit or changes one: the date and time (now by default) and an optional note, checked
 * by the domain schema; `onSave` stores it and resolves with the message to show, or null.
 */
export function VisitForm({
  label,
  visit,
  onSave,
  onCancel,
}: {
  /** The form's accessible name ('Record visit of House call 4'). */
  label: string;
  visit?: { visited_at: string; note?: string | null | undefined } | undefined;
  onSave: (input: HouseCallVisitInput) => Promise<string | null>;
  onCancel: () => void;
}) {
  const form = useZodForm(houseCallVisitSchema, {
    defaultValues: {
      visitedAt: localInputValue(visit?.visited_at ?? new Date()),
      note: visit?.note ?? '',
    },
  });
  // The button that opened the form is gone: the first field takes the focus.
  const { setFocus } = form;
  useEffect(() => {
    setFocus('visitedAt');
  }, [setFocus]);
  return (
    <Form
      form={form}
      aria-label={label}
      className="house-calls-form"
      onSubmit={async (values) => {
        const failure = await onSave(values);
        if (failure) form.setError('root', { message: failure });
      }}
    >
      <FormTextField
        form={form}
        name="visitedAt"
        type="datetime-local"
        label={HOUSE_CALLS_TEXT.visitedAt}
        requiredMarker
      />
      <NoteField form={form} />
      <div className="house-calls-form-actions">
        <SubmitButton>{HOUSE_CALLS_TEXT.save}</SubmitButton>
        <Button variant="secondary" onClick={onCancel}>
          {HOUSE_CALLS_TEXT.cancel}
        </Button>
      </div>
    </Form>
  );
}
