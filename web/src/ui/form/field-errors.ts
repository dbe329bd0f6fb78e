import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * Shows the field messages of a failed send (a server's `fields`, keyed by path: 'email' or
 * 'paymentInfo.cardNumber' after `toName`) on the form's own fields, ignoring others, and focuses
 * the first of them in `names`' order (the order on screen).
 */
export function setFieldErrors<TValues extends FieldValues, TOutput>(
  form: UseFormReturn<TValues, unknown, TOutput>,
  messages: Readonly<Record<string, string | undefined>>,
  names: readonly FieldPath<TValues>[],
  toName: (path: string) => string | undefined = (path) => path.split('.')[0],
) {
  const found = new Map<string, string>();
  for (const [path, message] of Object.entries(messages)) {
    const name = toName(path);
    if (message && name !== undefined && !found.has(name)) found.set(name, message);
  }
  let focused = false;
  for (const name of names) {
    const message = found.get(name);
    if (!message) continue;
    form.setError(name, { type: 'server', message }, { shouldFocus: !focused });
    focused = true;
  }
}
