import { type ReactNode, type Ref, useId } from 'react';

export interface FieldGroupProps {
  /** What `useFormField` gives: the ref that takes the focus and the field's message. */
  field: { ref: Ref<HTMLDivElement>; error: string | undefined };
  className: string;
  /** A visible name for the group, with the required marker; else the widget names itself. */
  label?: string | undefined;
  children: ReactNode;
}

/**
 * A widget bound with `useFormField` (a pet picker, a customer search): a group that takes the
 * focus when its field is the first invalid one, and the field's message under it, which the
 * group names in aria-describedby.
 */
export function FieldGroup({ field, className, label, children }: FieldGroupProps) {
  const id = useId();
  return (
    <div
      ref={field.ref}
      className={className}
      tabIndex={-1}
      role="group"
      aria-labelledby={label ? `${id}-label` : undefined}
      aria-describedby={field.error ? `${id}-error` : undefined}
    >
      {label ? (
        <p id={`${id}-label`} className="field-label">
          {label}
          <span className="required-marker" aria-hidden="true">
            {' '}
            *
          </span>
        </p>
      ) : null}
      {children}
      {field.error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {field.error}
        </p>
      ) : null}
    </div>
  );
}
