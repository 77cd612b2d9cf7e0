/**
 * The pre-paint script's source: bundled and minified at build time into one inline <script> by
 * build/prePaintPlugin.ts (see prePaintScript.ts). It runs in <head> before first paint, before any
 * module: it imports only React-free decisions that the app runs too, so it stays small.
 */
import { bannerSpeaksPage } from '../i18n/consent/language';
import type { Locale } from '../i18n/locales';
import { asConsentChoice, consentChoiceAttribute, consentPendingClass } from './consentChoice';
import { presentablePageAttribute, presentingClass, presentsAtStart, standClass, standsAtStart } from './demoStart';
import { storageKeys } from './storage';
import { darkSchemeQuery, themeFor } from './themeChoice';

const root = document.documentElement;
root.classList.add('js');

try {
  root.classList.toggle(
    'dark',
    themeFor(localStorage.getItem(storageKeys.theme), () => matchMedia(darkSchemeQuery).matches) === 'dark',
  );
} catch {
  // No storage (privacy modes): the light theme, and the app follows the system once hydrated.
}

// The globe demo opened to present (a stand's kiosk, an audience window) presents from its first paint: its
// controls never show, however long the scripts take, and a stand's brand shows at once (demoStart.ts).
if (root.hasAttribute(presentablePageAttribute) && presentsAtStart(location.search)) {
  root.classList.add(presentingClass);
  root.classList.toggle(standClass, standsAtStart(location.search));
}

// The prerendered banner speaks the page's language. On an unprefixed page the banner follows the browser
// (consent/language.ts), so it shows at first paint only if that comes out as the page's language; else
// it appears, translated, once the page has hydrated. A choice clicked before hydration is stored here.
try {
  // Every page's <html lang> is one of the site's locales (the prerender and the form result page write it).
  const lang = root.lang as Locale;
  if (!asConsentChoice(localStorage.getItem(storageKeys.consent)) && bannerSpeaksPage(lang, navigator.languages)) {
    root.classList.add(consentPendingClass);
    document.addEventListener('click', (event) => {
      const button = event.target instanceof Element ? event.target.closest(`[${consentChoiceAttribute}]`) : null;
      const choice = asConsentChoice(button?.getAttribute(consentChoiceAttribute) ?? null);
      if (!choice || root.dataset.hydrated) return;
      localStorage.setItem(storageKeys.consent, choice);
      root.classList.remove(consentPendingClass);
    });
  }
} catch {
  // No storage: no banner at first paint; the app shows it once hydrated.
}
