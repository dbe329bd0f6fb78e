import { lazy } from 'react';
import { lazyModule } from '../../lib/lazy-module';

/**
 * What the wizard needs only after its first screen (the practice, the type, date and time), loaded
 * apart so that the first screen's JavaScript holds no form or schema library (the initial
 * JavaScript budget, issue 23): the information step with its form, the step's rule
 * (wizard-info.ts), and the check of choices kept through a login (wizard-kept.ts), which a first
 * visit never needs. The wizard starts loading the step and its rule once its first screen shows
 * (`preloadLaterSteps`).
 */

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
