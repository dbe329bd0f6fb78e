import { type ReactNode, type Ref, type TextareaHTMLAttributes, useId } from 'react';

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: ReactNode;
  error?: string | undefined;
  requiredMarker?: boolean;
  ref?: Ref<HTMLTextAreaElement> | undefined;
}

/** A labelled multi-line input with its error message tied to it. */
export function TextArea({ label, error, requiredMarker, className, ...input }: TextAreaProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="field-label">
        {label}
        {requiredMarker ? (
          <span className="required-marker" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <textarea
        id={id}
        className="field-input"
        aria-invalid={error ? true : undefined}
        aria-required={requiredMarker ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
