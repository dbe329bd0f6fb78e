import { type ReactNode, useSyncExternalStore } from 'react';

/** The subscribe of a store that never changes once the page runs (its snapshot is fixed). */
export const noChanges = () => () => {};

/**
 * False on the server and while React takes over a prerendered page (the first render of a
 * hydration), true from the render after it, and at once in a page React draws itself. A
 * prerendered form is disabled until it is true: before then its inputs are not yet the app's
 * (what is typed would be lost as the form registers them, and a submit would send the fields
 * in the address of a plain GET).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}

/**
 * Controls that wait for the app: disabled in a prerendered page's HTML and while React takes it
 * over, enabled from the render after (`useHydrated`), and at once in a page React draws itself.
 * Before then what is typed or chosen would show in the control but not in the app's state (or be
 * cleared as a form registers its fields), and a form's submit would be the browser's own. The
 * fieldset draws no box and has no role (global.css: `.hydration-gate`). It lives beside the
 * hook, in the app's shell, so a page that uses it loads no chunk for it.
 */
export function HydrationGate({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset className="hydration-gate" role="none" disabled={!hydrated}>
      {children}
    </fieldset>
  );
}
