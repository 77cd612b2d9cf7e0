import { atom } from 'jotai';

/** A navigation on its way: a new object for each, so that going to the same page twice is two navigations. */
export interface PendingNavigation {
  path: string;
}

/**
 * The navigation whose page loads and renders (app/location.tsx sets it at the click and clears it when that
 * page has been committed); null when the page shown is the one asked for. Read by the progress indication
 * (components/NavigationProgress.tsx) and the header's current item (NavLinks.tsx).
 */
export const pendingNavigationAtom = atom<PendingNavigation | null>(null);
