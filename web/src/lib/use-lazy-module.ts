import { useEffect, useState } from 'react';
import type { LazyModule } from './lazy-module';

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
