import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** A schema's resolver, typed loosely: its input is the form's values (or `input`'s result). */
export type Parse = Resolver<FieldValues, unknown, unknown>;

const resolvers = new WeakMap<object, Parse>();

/**
 * React Hook Form's resolver for a zod schema (one per schema). Its own module: useZodForm loads
 * it with the form's schema, after the page (use-zod-form.ts).
 */
export function resolverOf(schema: z.ZodType): Parse {
  const known = resolvers.get(schema);
  if (known) return known;
  const parse = zodResolver(schema as z.ZodType<unknown, FieldValues>) as Parse;
  resolvers.set(schema, parse);
  return parse;
}
