/**
 * A click shows the next page at once (issue 39): what a link's page needs (its chunk and words,
 * pageModules.ts) is loaded on the visitor's intent, before the click: the pointer over it, focus on it,
 * a touch starting on it. Where nothing hovers (phones), links that come into view are loaded when the
 * page is idle. One listener on the document serves every link of the site, whoever rendered it.
 */
import { preparePath } from './shownLocation';

const intentEvents = ['pointerover', 'focusin', 'touchstart', 'pointerdown'] as const;
/** A phone's links in view are loaded once the page is idle, at the latest after this (ms). */
const idleTimeoutMs = 2_000;

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
  // A chunk that fails now is fetched again at the click, which reloads the page if it fails then too.
  preparePath(path).catch(() => prepared.delete(path));
}

const onIntent = (event: Event): void => {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (link instanceof HTMLAnchorElement) prepare(link);
};

/** Links in view, on a device without hover: loaded when the page is idle. */
function watchLinksInView(): () => void {
  let idle = 0;
  const waiting = new Set<HTMLAnchorElement>();
  const flush = (): void => {
    idle = 0;
    waiting.forEach(prepare);
    waiting.clear();
  };
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting || !(entry.target instanceof HTMLAnchorElement)) continue;
      observer.unobserve(entry.target);
      waiting.add(entry.target);
    }
    if (waiting.size > 0 && !idle) idle = requestIdleCallback(flush, { timeout: idleTimeoutMs });
  });
  document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]').forEach((link) => observer.observe(link));
  return () => {
    observer.disconnect();
    if (idle) cancelIdleCallback(idle);
  };
}

/** Starts loading on intent, and on a phone watches the links of the page shown (call it anew on each page); returns the stop. */
export function startIntentPrefetch(): () => void {
  for (const type of intentEvents) document.addEventListener(type, onIntent, { capture: true, passive: true });
  const stopWatching = window.matchMedia('(hover: none)').matches ? watchLinksInView() : () => undefined;
  return () => {
    for (const type of intentEvents) document.removeEventListener(type, onIntent, { capture: true });
    stopWatching();
  };
}
