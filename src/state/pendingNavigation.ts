import { atom } from 'jotai';

/**
 * The path a navigation is on its way to while its page loads and renders (app/location.tsx sets it at the
 * click and clears it when that page has been committed); null when the page shown is the one asked for.
 * Read by the progress indication (components/NavigationProgress.tsx).
 */
export const pendingPathAtom = atom<string | null>(null);
