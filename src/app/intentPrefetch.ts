/**
 * A click shows the next page at once (issue 39): what a link's page needs (prepareLocation.ts) is loaded
 * on the visitor's intent, before the click: the pointer over it, focus on it,
 * a touch starting on it. One listener on the document serves every link of the site, whoever rendered it.
 * Not the links in view: loading every page a phone's screen links to, right after the load, cost
 * Lighthouse's total blocking time 100 ms and more on most routes and a cheap phone's data (6 more scripts).
 */
import { prepareLocation } from './prepareLocation';

const intentEvents = ['pointerover', 'focusin', 'touchstart', 'pointerdown'] as const;

const prepared = new Set<string>();

/** The site path a link leads to, or null for another origin, a download, a new window or the page itself. */
function sitePath(link: HTMLAnchorElement): string | null {
  if (link.target === '_blank' || link.hasAttribute('download') || link.origin !== window.location.origin) return null;
  return link.pathname === window.location.pathname ? null : link.pathname;
}

function prepare(link: HTMLAnchorElement): void {
  const path = sitePath(link);
  if (!path || prepared.has(path)) return;
  prepared.add(path);
  // What fails now is fetched again at the click, which reloads the address if it fails then too (location.tsx).
  prepareLocation(path).catch(() => prepared.delete(path));
}

const onIntent = (event: Event): void => {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (link instanceof HTMLAnchorElement) prepare(link);
};

/** Starts loading on intent; returns the stop. */
export function startIntentPrefetch(): () => void {
  for (const type of intentEvents) document.addEventListener(type, onIntent, { capture: true, passive: true });
  return () => {
    for (const type of intentEvents) document.removeEventListener(type, onIntent, { capture: true });
  };
}
