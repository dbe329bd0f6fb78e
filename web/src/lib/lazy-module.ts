import { useEffect, useState } from 'react';

// Code a screen needs only later, or only in some cases, loaded apart from it (the initial
// JavaScript budget, issue 23): `lazyModule` wraps a dynamic import, `useLazyModule` gives what it
// loads to a component once it is there.

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

/**
 * The module once loaded; `needed` starts loading it. A load that fails is thrown in render, to
 * the route's error boundary, like a page whose code cannot load.
 */
export function useLazyModule<M>(module: LazyModule<M>, needed: boolean): M | undefined {
  const [state, setState] = useState(() => module.loaded());
  const [, fail] = useState<never>();
  const have = state ?? module.loaded();
  useEffect(() => {
    if (have !== undefined || !needed) return undefined;
    let live = true;
    module.load().then(
      (loaded) => {
        if (live) setState(() => loaded);
      },
      (error: unknown) => {
        if (live) {
          fail(() => {
            throw error;
          });
        }
      },
    );
    return () => {
      live = false;
    };
  }, [module, have, needed]);
  return have;
}

/**
 * Runs `preload` (starting the loads of code the screen shows later) once the browser is idle, at
 * the latest after 3 s; at once where there is no requestIdleCallback. `preload` should keep its
 * identity between renders.
 */
export function usePreloadWhenIdle(preload: () => void): void {
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') {
      preload();
      return undefined;
    }
    const idle = requestIdleCallback(preload, { timeout: 3000 });
    return () => {
      cancelIdleCallback(idle);
    };
  }, [preload]);
}
