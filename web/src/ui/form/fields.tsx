import { type ReactNode, type SelectHTMLAttributes, useCallback, useId } from 'react';
import {
  type FieldPath,
  type FieldPathValue,
  type FieldValues,
  useController,
  type UseFormReturn,
} from 'react-hook-form';
import { TextArea, type TextAreaProps } from '../../components/text-area';
import { TextField, type TextFieldProps } from '../../components/text-field';
import { FieldError, FieldLabel } from '../../components/field-parts';

/**
 * How a text is cleaned as it is typed (input values are trimmed on change,
 * except card fields): 'trim' for e-mail and codes; 'start' for names and texts, which may hold inner
 * spaces, so only leading spaces go while typing and the rest on blur; 'raw' for passwords and
 * card fields, taken as typed; 'digits' for phone numbers, which keep their digits only (a number
 * pasted as '(555) 123-4567' or '555 123 4567'), the field's maxLength counting digits.
 */
export type TrimMode = 'trim' | 'start' | 'raw' | 'digits';

/**
 * The digits of a text, at most `max` of them: a length limit counts digits, so spaces, dashes
 * and brackets pasted with a number take no room.
 */
export function digitsOnly(value: string, max?: number): string {
  // A number pasted with the US country code ('+1 555 123 4567') keeps the number itself.
  const digits = value.replace(/^\s*\+1(?!\d)|^\s*\+1(?=\d{10}\D*$)/, '').replace(/[^0-9]/g, '');
  return max === undefined ? digits : digits.slice(0, max);
}

function clean(value: string, mode: TrimMode, maxDigits: number | undefined): string {
  switch (mode) {
    case 'trim':
      return value.trim();
    case 'start':
      return value.trimStart();
    case 'digits':
      return digitsOnly(value, maxDigits);
    case 'raw':
      return value;
  }
}

interface Bound<TValues extends FieldValues, TName extends FieldPath<TValues>, TOutput> {
  /** The form of `useZodForm` (it types `name`). */
  form: UseFormReturn<TValues, unknown, TOutput>;
  name: TName;
}

/**
 * A value the form owns that no text input shows (a picked pet, a verified mobile, a checkbox):
 * its value, its message, the ref that takes the focus when it is the first invalid field, and
 * `set`, which also clears its message.
 */
export function useFormField<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOutput,
>({ form, name }: Bound<TValues, TName, TOutput>) {
  const { field, fieldState } = useController<TValues, TName, TOutput>({
    control: form.control,
    name,
  });
  const { clearErrors, getFieldState } = form;
  const { onChange } = field;
  // Stable, so a widget may keep it in an effect's dependencies.
  const set = useCallback(
    (value: FieldPathValue<TValues, TName>) => {
      onChange(value);
      if (getFieldState(name).error) clearErrors(name);
    },
    [onChange, getFieldState, clearErrors, name],
  );
  return {
    name: field.name,
    value: field.value,
    error: fieldState.error?.message,
    ref: field.ref,
    onBlur: field.onBlur,
    set,
  };
}

/**
 * The props that bind a text input (or a widget that wraps one) to the form, with its trim mode
 * (and for 'digits', how many digits it keeps).
 */
export function useFormText<TValues extends FieldValues, TName extends FieldPath<TValues>, TOutput>(
  bound: Bound<TValues, TName, TOutput>,
  mode: TrimMode,
  maxDigits?: number,
) {
  const { name, value, error, ref, onBlur, set } = useFormField(bound);
  const put = set as (value: string) => void;
  const text = typeof value === 'string' ? value : '';
  return {
    name,
    value: text,
    error,
    ref,
    onChange: (event: { target: { value: string } }) => {
      put(clean(event.target.value, mode, maxDigits));
    },
    onBlur: () => {
      if (mode === 'start' && text !== text.trim()) put(text.trim());
      onBlur();
    },
  };
}

type Unbound = 'form' | 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'ref';

export type FormTextFieldProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOutput,
> = Omit<TextFieldProps, Unbound> & Bound<TValues, TName, TOutput> & { trim?: TrimMode };

/**
 * The labelled input of `components/text-field` bound to a form field (default trim 'trim'). In
 * 'digits' mode maxLength counts the digits kept, not the characters typed or pasted: the input
 * itself has no limit, which would cut a pasted number before its spaces are taken out.
 */
export function FormTextField<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOutput,
>({ form, name, trim = 'trim', maxLength, ...props }: FormTextFieldProps<TValues, TName, TOutput>) {
  const digits = trim === 'digits';
  const bound = useFormText({ form, name }, trim, digits ? maxLength : undefined);
  return (
    <TextField
      {...props}
      {...(digits ? { inputMode: props.inputMode ?? 'numeric' } : { maxLength })}
      {...bound}
    />
  );
}

export type FormTextAreaProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOutput,
> = Omit<TextAreaProps, Unbound> & Bound<TValues, TName, TOutput> & { trim?: TrimMode };

/** The labelled text area of `components/text-area` bound to a form field (default 'start'). */
export function FormTextArea<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOutput,
>({ form, name, trim = 'start', ...props }: FormTextAreaProps<TValues, TName, TOutput>) {
  return <TextArea {...props} {...useFormText({ form, name }, trim)} />;
}

export type FormSelectProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOutput,
> = Omit<SelectHTMLAttributes<HTMLSelectElement>, Unbound | 'id'> &
  Bound<TValues, TName, TOutput> & {
    label: ReactNode;
    requiredMarker?: boolean;
    children: ReactNode;
  };

/** A labelled select bound to a form field, with its message tied to it. */
export function FormSelect<TValues extends FieldValues, TName extends FieldPath<TValues>, TOutput>({
  form,
  name,
  label,
  requiredMarker,
  className,
  children,
  ...select
}: FormSelectProps<TValues, TName, TOutput>) {
  const id = useId();
  const field = useFormField({ form, name });
  const errorId = `${id}-error`;
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={id} requiredMarker={requiredMarker}>
        {label}
      </FieldLabel>
      <select
        id={id}
        className="field-input"
        aria-required={requiredMarker ? true : undefined}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={field.error ? errorId : undefined}
        {...select}
        ref={field.ref}
        name={field.name}
        value={typeof field.value === 'string' ? field.value : ''}
        onBlur={field.onBlur}
        onChange={(event) => {
          (field.set as (value: string) => void)(event.target.value);
        }}
      >
        {children}
      </select>
      <FieldError id={errorId} error={field.error} />
    </div>
  );
}

export type FormCheckboxProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOutput,
> = Bound<TValues, TName, TOutput> & { label: ReactNode; className?: string; disabled?: boolean };

/** A checkbox and its label bound to a boolean form field; its message under it. */
export function FormCheckbox<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOutput,
>({ form, name, label, className, disabled }: FormCheckboxProps<TValues, TName, TOutput>) {
  const id = useId();
  const field = useFormField({ form, name });
  const errorId = `${id}-error`;
  return (
    <>
      <div className={['checkbox-field', className].filter(Boolean).join(' ')}>
        <input
          id={id}
          type="checkbox"
          ref={field.ref}
          name={field.name}
          checked={field.value === true}
          disabled={disabled}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={field.error ? errorId : undefined}
          onBlur={field.onBlur}
          onChange={(event) => {
            (field.set as (value: boolean) => void)(event.target.checked);
          }}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      <FieldError id={errorId} error={field.error} />
    </>
  );
}
