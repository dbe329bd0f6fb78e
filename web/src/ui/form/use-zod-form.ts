import {
  type DefaultValues,
  type FieldError,
  type FieldValues,
  get,
  type Resolver,
  set,
  useForm,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import { useEffect } from 'react';
import type { z } from 'zod';
import { GENERIC_ERROR } from '../../lib/api';
import { isLazySchema, type SchemaSource } from './lazy-schema';

/** Field messages by field name (a path such as 'pet' or 'phone'); undefined means none. */
export type FieldMessages = Readonly<Record<string, string | undefined>>;

export interface ZodFormOptions<TValues extends FieldValues, TOutput = TValues> extends Omit<
  UseFormProps<TValues, unknown, TOutput>,
  'resolver' | 'defaultValues' | 'mode' | 'reValidateMode' | 'values'
> {
  /** Every field's first value (the form's values are these keys). */
  defaultValues: TValues;
  /**
   * What the schema parses when it is not the values as they are: a role added, a picked pet
   * replaced by its id. Message paths of the schema must still be field names.
   */
  input?: (values: TValues) => unknown;
  /**
   * Messages of rules the schema cannot know (a verified mobile, uploads still running), shown with
   * the schema's; a field the schema already faults keeps the schema's message.
   */
  check?: (values: TValues) => FieldMessages;
  /** Sends without checking the fields (they are not shown, e.g. no card when nothing is due). */
  skipValidation?: boolean;
}

let checker: Promise<typeof import('./zod-check')> | null = null;

/**
 * The schema's glue to React Hook Form (@hookform/resolvers), loaded with the schema rather than
 * with the page: a form needs it at its first submit, not to render. A failed load is tried again.
 */
function loadChecker() {
  checker ??= import('./zod-check').catch((error: unknown) => {
    checker = null;
    throw error;
  });
  return checker;
}

/**
 * React Hook Form with a domain zod schema as its resolver (decision 0006). Messages show after a
 * submit, a field's message goes as soon as that field changes (the bound field components clear
 * it) and comes back only with the next submit; the first invalid field takes the focus.
 * The submit handler receives the schema's output (trimmed, lower-cased, ...), not the raw values.
 *
 * The schema may be a `lazySchema` (a public page's form, whose first JavaScript holds no zod): it
 * starts loading when the form mounts, with the resolver's glue (zod-check.ts), and a submit waits
 * for them; if they cannot load, the form shows the generic error, sends nothing, and the next
 * submit tries again.
 */
export function useZodForm<TValues extends FieldValues, TOutput>(
  schema: SchemaSource<TOutput>,
  { input, check, skipValidation = false, ...options }: ZodFormOptions<TValues, TOutput>,
): UseFormReturn<TValues, unknown, TOutput> {
  useEffect(() => {
    // Loaded now so that a submit does not wait for them; a failure shows at the submit.
    loadChecker().catch(() => undefined);
    if (isLazySchema(schema)) schema.load().catch(() => undefined);
  }, [schema]);
  const resolver: Resolver<TValues, unknown, TOutput> = async (
    values,
    context,
    resolverOptions,
  ) => {
    if (skipValidation) return { values: values as unknown as TOutput, errors: {} };
    let loaded: z.ZodType<TOutput>;
    let resolverOf: (typeof import('./zod-check'))['resolverOf'];
    try {
      [{ resolverOf }, loaded] = await Promise.all([
        loadChecker(),
        isLazySchema(schema) ? schema.load() : schema,
      ]);
    } catch {
      const error: FieldError = { type: 'load', message: GENERIC_ERROR };
      return { values: {}, errors: { root: error } as never };
    }
    const source = (input ? input(values) : values) as FieldValues;
    const result = await resolverOf(loaded)(source, context, resolverOptions as never);
    const errors: Record<string, unknown> = { ...result.errors };
    for (const [name, message] of Object.entries(check ? check(values) : {})) {
      if (message && !get(errors, name)) {
        set(errors, name, { type: 'validate', message } satisfies FieldError);
      }
    }
    if (Object.keys(errors).length === 0) return { values: result.values as TOutput, errors: {} };
    return { values: {}, errors: errors as never };
  };
  return useForm<TValues, unknown, TOutput>({
    mode: 'onSubmit',
    // A message is not re-checked while typing: it goes on change and is checked at the next submit.
    reValidateMode: 'onSubmit',
    shouldFocusError: true,
    ...options,
    // A complete set of values is also a partial one; TypeScript cannot see it for a generic.
    defaultValues: options.defaultValues as DefaultValues<TValues>,
    resolver,
  });
}
