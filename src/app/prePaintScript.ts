import { createHash } from 'node:crypto';
import { consentLanguages } from '../i18n/consent/texts';
import { defaultLocale } from '../i18n/locales';
import { consentChoiceAttribute, consentChoices, consentPendingClass } from '../state/consent';
import { storageKeys } from '../state/storage';

const theme = `var s=localStorage.getItem(${JSON.stringify(storageKeys.theme)});var d=s?s==="dark":matchMedia("(prefers-color-scheme: dark)").matches;h.classList.toggle("dark",d)`;

// The prerendered banner speaks the page's language. On an unprefixed page the banner follows the browser
// (consent/language.ts), so it shows at first paint only if that comes out as the page's language; else
// it appears, translated, once the page has hydrated. A choice made before hydration is stored here.
const consent = `var k=${JSON.stringify(storageKeys.consent)},c=localStorage.getItem(k);if(${JSON.stringify(consentChoices)}.indexOf(c)>=0)return;var m=h.lang,L=${JSON.stringify(consentLanguages)},n=navigator.languages||[];if(m===${JSON.stringify(defaultLocale)})for(var i=0;i<n.length;i++){var p=String(n[i]).toLowerCase().split("-")[0];if(L.indexOf(p)>=0){m=p;break}}if(m!==h.lang)return;h.classList.add(${JSON.stringify(consentPendingClass)});document.addEventListener("click",function(e){var b=e.target instanceof Element&&e.target.closest("[${consentChoiceAttribute}]");if(!b||h.dataset.hydrated)return;localStorage.setItem(k,b.getAttribute(${JSON.stringify(consentChoiceAttribute)}));h.classList.remove(${JSON.stringify(consentPendingClass)})})`;

/**
 * Runs in <head> before first paint so the page never flashes the wrong theme. It also marks <html>:
 * `js`, as the page will hydrate, so CSS can show the first paint in its hydrated shape (the service tabs'
 * one open panel) instead of the no-script shape (every panel open); and `consent-pending` while no
 * consent is stored, so the banner shows with the page instead of popping up after hydration. The
 * server allows it in its Content-Security-Policy by hash (see server/securityHeaders.ts): keep it small
 * and static.
 */
export const prePaintScript = `(function(){var h=document.documentElement;h.classList.add("js");try{${theme}}catch(e){}try{${consent}}catch(e){}})();`;

/** CSP source expression for the inline pre-paint script. Node-only (prerender and server). */
export function prePaintScriptHash(): string {
  return `'sha256-${createHash('sha256').update(prePaintScript).digest('base64')}'`;
}
