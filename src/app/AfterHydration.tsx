import type { ReactNode } from 'react';
import { useMounted } from './useMounted';

/**
 * Browser-only UI (what the prerender cannot know, such as a stored consent), rendered once the page
 * has hydrated. Its switch re-renders only this, not the parent that placed it.
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  return useMounted() ? children : null;
}
