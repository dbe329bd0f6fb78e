import { type ChangeEvent, useRef, useState } from 'react';
import { ApiError } from '../../lib/api';

/** A field's message by field name. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** What the forms need of a domain (zod) schema. */
export interface Parser<T> {
  safeParse(
    input: unknown,
  ): { success: true; data: T } | { success: false; error: { readonly issues: readonly Issue[] } };
}

export type Validation<T> = { ok: true; data: T } | { ok: false; errors: Record<string, string> };

/**
 * Parses with a domain schema; on failure, the first message of each top-level field (the key ''
 * for a schema of a single value).
 */
export function validate<T>(schema: Parser<T>, input: unknown): Validation<T> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0];
    errors[typeof key === 'string' ? key : ''] ??= issue.message;
  }
  return { ok: false, errors };
}

/** Keeps the messages of the form's own fields (server `fields` may name others). */
export function pickErrors<K extends string>(
  errors: Readonly<Record<string, string | undefined>>,
  names: readonly K[],
): FieldErrors<K> {
  const picked: FieldErrors<K> = {};
  for (const [path, message] of Object.entries(errors)) {
    const name = path.split('.')[0] as K;
    if (message && names.includes(name)) picked[name] ??= message;
  }
  return picked;
}

/** The field messages of a failed call (ApiError.fields), limited to the form's fields. */
export function apiFieldErrors<K extends string>(
  error: unknown,
  names: readonly K[],
): FieldErrors<K> {
  return error instanceof ApiError ? pickErrors(error.fields, names) : {};
}

/** Moves focus to the first field (in `order`) that has a message, after a failed submit. */
export function focusFirstInvalid(
  form: HTMLFormElement | null,
  errors: Readonly<Record<string, string | undefined>>,
  order: readonly string[],
) {
  const name = order.find((key) => errors[key]);
  if (!form || !name) return;
  const input = form.querySelector<HTMLElement>(`[name="${name}"]`);
  input?.focus();
}

/**
 * How a field's value is cleaned as it is typed (spec 000 section 5: "All input values are
 * trimmed on change"): 'trim' for e-mail, numbers and codes; 'start' for names, which may hold
 * inner spaces, so only leading spaces go while typing and the rest on blur; 'raw' for passwords,
 * taken as typed.
 */
export type TrimMode = 'trim' | 'start' | 'raw';

const clean = (value: string, mode: TrimMode) =>
  mode === 'trim' ? value.trim() : mode === 'start' ? value.trimStart() : value;

/**
 * The values and messages of a form's text fields, the props that bind an input to them, and the
 * form's ref (`formRef` on the <form>) so `report` can focus the first invalid field, in the
 * order of `initial`'s keys.
 */
export function useFields<K extends string>(initial: Record<K, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const [names] = useState(() => Object.keys(initial) as K[]);

  /** Shows the messages of this form's fields (others are ignored) and focuses the first. */
  function report(messages: Readonly<Record<string, string | undefined>>) {
    const picked = pickErrors(messages, names);
    setErrors(picked);
    focusFirstInvalid(formRef.current, picked, names);
  }

  function setValue(name: K, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }

  function bind(name: K, mode: TrimMode = 'trim') {
    return {
      name,
      value: values[name],
      error: errors[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setValue(name, clean(event.target.value, mode));
      },
      onBlur:
        mode === 'start'
          ? () => {
              setValues((current) => ({ ...current, [name]: current[name].trim() }));
            }
          : undefined,
    };
  }

  return { values, errors, setErrors, setValue, bind, formRef, report };
}
