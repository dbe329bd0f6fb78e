import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { FieldError, FieldLabel } from './field-parts';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  /** The field's message (validation or server), announced with the field. */
  error?: string | undefined;
  /** A hint under the label. */
  hint?: ReactNode;
  /** Shows the required marker (*) and sets aria-required, without the browser's own bubble. */
  requiredMarker?: boolean;
  /** The input itself (a form moves the focus to its first invalid field). */
  ref?: Ref<HTMLInputElement> | undefined;
}

/** A labelled input with its error message tied to it (aria-invalid, aria-describedby). */
export function TextField({
  label,
  error,
  hint,
  requiredMarker,
  className,
  ...input
}: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={id} requiredMarker={requiredMarker}>
        {label}
      </FieldLabel>
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        className="field-input"
        aria-invalid={error ? true : undefined}
        aria-required={requiredMarker ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}
