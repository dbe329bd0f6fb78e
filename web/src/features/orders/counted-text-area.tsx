import { useId } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { useFormText } from '../../ui/form';
import { ORDER_TEXT } from './order-text';

export interface CountedTextAreaProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOutput,
> {
  form: UseFormReturn<TValues, unknown, TOutput>;
  name: TName;
  label: string;
  max: number;
  placeholder?: string;
}

/** A labelled multi-line form field with a live character counter against its limit. */
export function CountedTextArea<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOutput,
>({ form, name, label, max, placeholder }: CountedTextAreaProps<TValues, TName, TOutput>) {
  const id = useId();
  const { error, ...input } = useFormText({ form, name }, 'start');
  const over = input.value.length > max;
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {label}
        <span className="required-marker" aria-hidden="true">
          {' '}
          *
        </span>
      </label>
      <textarea
        id={id}
        className="field-input order-textarea"
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-count`, error ? `${id}-error` : null].filter(Boolean).join(' ')}
        placeholder={placeholder}
        {...input}
      />
      <p
        id={`${id}-count`}
        className={`order-counter${over ? ' order-counter-over' : ''}`}
        aria-live="polite"
      >
        {ORDER_TEXT.counter(input.value.length, max)}
      </p>
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
