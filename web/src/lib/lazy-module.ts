// Code a screen needs only later, or only in some cases, loaded apart from it (the initial
// JavaScript budget, issue 23): `lazyModule` wraps a dynamic import (a form's schema, a rule, a
// stored-state check); use-lazy-module.ts gives what it loads to a component once it is there.

/** What a module gives, loaded once, on demand; a failed load is tried again on the next `load`. */
export interface LazyModule<M> {
  load: () => Promise<M>;
  /** What the module gives, once loaded. */
  loaded: () => M | undefined;
}

export function lazyModule<M>(importer: () => Promise<M>): LazyModule<M> {
  let module: M | undefined;
  let loading: Promise<M> | undefined;
  return {
    load: () => {
      loading ??= importer().then(
        (loaded) => (module = loaded),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => module,
  };
}
