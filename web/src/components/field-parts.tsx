import type { ReactNode } from 'react';

/** A field's label, with the required marker (*) hidden from screen readers (aria-required says it). */
export function FieldLabel({
  htmlFor,
  requiredMarker,
  children,
}: {
  htmlFor: string;
  requiredMarker?: boolean | undefined;
  children: ReactNode;
}) {
  return (
    <label htmlFor={htmlFor} className="field-label">
      {children}
      {requiredMarker ? (
        <span className="required-marker" aria-hidden="true">
          {' '}
          *
        </span>
      ) : null}
    </label>
  );
}

/** A field's message, under it; the input names it in aria-describedby. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="field-error">
      {error}
    </p>
  ) : null;
}
