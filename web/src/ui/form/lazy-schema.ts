import type { z } from 'zod';
import { lazyModule } from '../../lib/lazy-module';

/**
 * A form's schema that loads beside the form instead of in the page's first JavaScript: the
 * domain's schemas need zod (about 25 KiB gzipped), which a public page's first paint does not
 * (the initial JavaScript budget, scripts/web-budget.ts). `useZodForm` starts loading it when
 * the form mounts and waits for it at the first submit.
 */
export interface LazySchema<TOutput> {
  readonly lazySchema: true;
  /** The schema, loaded once; a failed load is tried again by the next call. */
  load(): Promise<z.ZodType<TOutput>>;
}

/**
 * A schema from a module loaded on demand, e.g.
 * `lazySchema(() => import('./account-schemas').then((m) => m.loginSchema))`.
 */
export function lazySchema<TOutput>(
  importSchema: () => Promise<z.ZodType<TOutput>>,
): LazySchema<TOutput> {
  return { lazySchema: true, load: lazyModule(importSchema).load };
}

export type SchemaSource<TOutput> = z.ZodType<TOutput> | LazySchema<TOutput>;

export const isLazySchema = <TOutput>(
  source: SchemaSource<TOutput>,
): source is LazySchema<TOutput> => 'lazySchema' in source;
