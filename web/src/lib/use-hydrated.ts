import { useSyncExternalStore } from 'react';

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
