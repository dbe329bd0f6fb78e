import { type ChangeEvent, useRef, useState } from 'react';

/** What the order forms need of a domain (zod) schema. */
interface Parser<T> {
  safeParse(input: unknown):
    | { success: true; data: T }
    | {
        success: false;
        error: { readonly issues: readonly { path: readonly PropertyKey[]; message: string }[] };
      };
}

/** The first message of each top-level field of a failed parse. */
export function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path[0];
    errors[typeof key === 'string' ? key : ''] ??= issue.message;
  }
  return errors;
}

/**
 * How a value is cleaned as it is typed (spec 000 section 5: "All input values are trimmed on
 * change"): 'trim' for phones and codes; 'start' for text that holds inner spaces, whose
 * trailing spaces go on blur (so a word can still be typed after a space).
 */
export type TrimMode = 'trim' | 'start';

/**
 * The text fields of an order form: values, per-field messages, input bindings and `check`,
 * which parses with the domain schema, shows the messages and focuses the first invalid field
 * (in the order of `initial`'s keys, then any `extra` names such as a pet picker's).
 */
export function useOrderFields<K extends string>(initial: Record<K, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const formRef = useRef<HTMLFormElement>(null);

  function setValue(name: K, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    clearError(name);
  }

  function clearError(name: string) {
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }

  function bind(name: K, mode: TrimMode = 'start') {
    return {
      name,
      value: values[name],
      error: errors[name],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        setValue(
          name,
          mode === 'trim' ? event.target.value.trim() : event.target.value.trimStart(),
        );
      },
      onBlur: () => {
        setValues((current) => ({ ...current, [name]: current[name].trim() }));
      },
    };
  }

  /** Parses `input`; on failure shows the messages (plus `extra` ones) and focuses the first. */
  function check<T>(
    schema: Parser<T>,
    input: unknown,
    extra: Record<string, string | undefined> = {},
  ): T | undefined {
    const result = schema.safeParse(input);
    const found = { ...(result.success ? {} : fieldErrors(result.error.issues)), ...extra };
    const shown = Object.fromEntries(Object.entries(found).filter(([, m]) => m));
    setErrors(shown);
    const first = formRef.current?.querySelector<HTMLElement>(
      Object.keys(shown)
        .map((name) => `[name="${name}"], [data-field="${name}"]`)
        .join(', ') || ':not(*)',
    );
    first?.focus();
    return result.success && Object.keys(shown).length === 0 ? result.data : undefined;
  }

  return { values, errors, setValue, clearError, bind, check, formRef };
}
