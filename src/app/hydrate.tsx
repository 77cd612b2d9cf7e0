import { StrictMode, startTransition } from 'react';
import type { hydrateRoot } from 'react-dom/client';
import { loadMessages } from '../i18n/load';
import { splitLocale } from '../i18n/locales';
import { App } from './App';
import { countPrerenderedParts } from '../browser/hydrationProgress';
import { preparePath } from './shownLocation';

/**
 * Attaches the site to its prerendered markup, once the page's chunk and words are here (the prerender
 * listed them with the start-up modules, so they are fetched already or on their way).
 */
export async function hydrateApp(root: HTMLElement, hydrate: typeof hydrateRoot): Promise<void> {
  const { pathname } = window.location;
  const { locale } = splitLocale(pathname);
  await preparePath(pathname);
  const messages = await loadMessages(locale);
  countPrerenderedParts(root);
  // In a transition, React hydrates in slices of a few milliseconds and lets the browser paint and handle
  // input between them; outside one, the whole shell would hydrate in one task. The page's parts
  // (components/HydrationPart.tsx) follow in later passes, one pass per level of nesting.
  startTransition(() => {
    hydrate(
      root,
      <StrictMode>
        <App locale={locale} messages={messages} />
      </StrictMode>,
    );
  });
}
