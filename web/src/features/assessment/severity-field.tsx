import { SEVERITY_LABELS } from '@petwell/domain';
import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useFormField } from '../../ui/form';

export type AnswerValues = Record<string, string>;

export interface SeverityFieldProps {
  form: UseFormReturn<AnswerValues, unknown, unknown>;
  /** The answer key (g-id1 ... g-de4). */
  name: string;
  symptom: string;
}

/** One symptom's severity (N/A, Mild, Moderate, Severe) as a group of radio buttons. */
export function SeverityField({ form, name, symptom }: SeverityFieldProps) {
  const id = useId();
  const field = useFormField({ form, name });
  return (
    <fieldset className="severity-field">
      <legend>{symptom}</legend>
      <div className="severity-options">
        {SEVERITY_LABELS.map((label, index) => (
          <label key={label} className="severity-option" htmlFor={`${id}-${String(index)}`}>
            <input
              id={`${id}-${String(index)}`}
              type="radio"
              name={field.name}
              value={label}
              ref={index === 0 ? field.ref : undefined}
              checked={field.value === label}
              onChange={() => {
                field.set(label);
              }}
              onBlur={field.onBlur}
            />
            <span>{label}</span>
          </label>
        ))}
      </div>
      {field.error ? <p className="field-error">{field.error}</p> : null}
    </fieldset>
  );
}
