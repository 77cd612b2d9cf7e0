import { StrictMode } from 'react';
import type { hydrateRoot } from 'react-dom/client';
import { loadMessages } from '../i18n/load';
import { splitLocale } from '../i18n/locales';
import { App } from './App';
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
  // preact/compat hydrates in one task (React's transitions sliced it): the page and the footer hydrate
  // in tasks of their own after the shell (hydrateLater.tsx).
  hydrate(
    root,
    <StrictMode>
      <App locale={locale} messages={messages} />
    </StrictMode>,
  );
}
