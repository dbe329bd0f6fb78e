import { type ChangeEvent, useId } from 'react';
import { ORDER_TEXT } from './order-text';

export interface CountedTextAreaProps {
  label: string;
  name: string;
  value: string;
  max: number;
  error?: string | undefined;
  placeholder?: string;
  onChange: (event: ChangeEvent<HTMLTextAreaElement>) => void;
  onBlur: () => void;
}

/** A labelled multi-line input with a live character counter against its limit. */
export function CountedTextArea({ label, max, error, ...input }: CountedTextAreaProps) {
  const id = useId();
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
