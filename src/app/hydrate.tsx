import { StrictMode, startTransition } from 'react';
import type { hydrateRoot } from 'react-dom/client';
import type { Messages } from '../i18n/dictionary';
import type { Locale } from '../i18n/locales';
import { App } from './App';

/** Attaches the site to its prerendered markup. */
export function hydrateApp(root: HTMLElement, hydrate: typeof hydrateRoot, locale: Locale, messages: Messages): void {
  // Hydrating in a transition lets React yield to the browser every few milliseconds instead of
  // blocking the main thread for the whole page (the prerendered HTML is already on screen).
  startTransition(() => {
    hydrate(
      root,
      <StrictMode>
        <App locale={locale} messages={messages} />
      </StrictMode>,
    );
  });
}
