import { type ReactNode, type Ref, type TextareaHTMLAttributes, useId } from 'react';
import { FieldError, FieldLabel } from './field-parts';

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
      <FieldLabel htmlFor={id} requiredMarker={requiredMarker}>
        {label}
      </FieldLabel>
      <textarea
        id={id}
        className="field-input"
        aria-invalid={error ? true : undefined}
        aria-required={requiredMarker ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}
