import { StrictMode, startTransition } from 'react';
import type { hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { prepareLocation } from './prepareLocation';

/**
 * Attaches the site to its prerendered markup, once the page is prepared as the prerender prepared it (its
 * chunk and words are listed with the start-up modules, so they are fetched already or on their way).
 */
export async function hydrateApp(root: HTMLElement, hydrate: typeof hydrateRoot): Promise<void> {
  await prepareLocation(window.location.pathname);
  // In a transition, React hydrates in slices of a few milliseconds and lets the browser paint and handle
  // input between them; outside one, the whole shell would hydrate in one task. The page's parts
  // (components/HydrationPart.tsx) follow in later passes, one pass per level of nesting.
  startTransition(() => {
    hydrate(
      root,
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
