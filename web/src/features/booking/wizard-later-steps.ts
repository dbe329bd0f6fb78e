import { lazy, useEffect, useState } from 'react';

/**
 * What the wizard needs only after its first screen (the practice, the type, date and time), loaded
 * apart so that the first screen's JavaScript holds no form or schema library (the initial
 * JavaScript budget, issue 23): the information step with its form, the step's rule
 * (wizard-info.ts), and the check of choices kept through a login (wizard-kept.ts), which a first
 * visit never needs. The wizard starts loading the step and its rule once its first screen shows
 * (`preloadLaterSteps`).
 */

/** What a module gives, loaded once, on demand; a failed load is tried again on the next `load`. */
export interface LazyModule<M> {
  load: () => Promise<M>;
  /** What the module gives, once loaded. */
  loaded: () => M | undefined;
}

function lazyModule<M>(importer: () => Promise<M>): LazyModule<M> {
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

/** The information step's rule: the wizard goes past stage 3 only with choices that pass it. */
export const lazyInfoComplete = lazyModule(() =>
  import('./wizard-info').then((m) => m.infoComplete),
);

/** The check of the choices the tab keeps through a login. */
export const lazyLoadKeptChoices = lazyModule(() =>
  import('./wizard-kept').then((m) => m.loadChoices),
);

const loadInfoStep = () => import('./wizard-info-step');

export const LazyWizardInfoStep = lazy(() =>
  loadInfoStep().then((m) => ({ default: m.WizardInfoStep })),
);

/** Starts loading the information step and its rule. */
export function preloadLaterSteps(): void {
  void loadInfoStep().catch(() => undefined);
  void lazyInfoComplete.load().catch(() => undefined);
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
