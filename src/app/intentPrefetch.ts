/**
 * A click shows the next page at once (issues 39, 57): what a link's page needs (prepareLocation.ts) is loaded
 * before the click. On the visitor's intent: the pointer over a link, focus on it, a touch starting on it (one
 * listener on the document serves every link of the site, whoever rendered it). And, once the visitor first acts
 * and the browser is idle, one at a time, what the header, the footer's services and the language menu lead
 * to. Not every link in view, and not before an act: each cost Lighthouse's total blocking time 100 ms and more.
 */
import { locales, localizePath, splitLocale } from '../i18n/locales';
import { footerColumns, mainNav } from '../routes/navigation';
import { routePath } from '../routes/routes';
import { whenIdle, whenIdleAfterLoad } from '../browser/whenIdle';
import { prepareLocation } from './prepareLocation';

const intentEvents = ['pointerover', 'focusin', 'touchstart', 'pointerdown'] as const;

const prepared = new Set<string>();

/** The site path a link leads to, or null for another origin, a download, a new window or the page itself. */
function sitePath(link: HTMLAnchorElement): string | null {
  if (link.target === '_blank' || link.hasAttribute('download') || link.origin !== window.location.origin) return null;
  return link.pathname === window.location.pathname ? null : link.pathname;
}

function prepare(path: string): Promise<void> {
  if (prepared.has(path)) return Promise.resolve();
  prepared.add(path);
  // What fails now is fetched again at the click, which reloads the address if it fails then too (location.tsx).
  return prepareLocation(path).catch(() => void prepared.delete(path));
}

const onIntent = (event: Event): void => {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  const path = link instanceof HTMLAnchorElement && sitePath(link);
  if (path) void prepare(path);
};

/** Starts loading on intent; returns the stop. */
export function startIntentPrefetch(): () => void {
  for (const type of intentEvents) document.addEventListener(type, onIntent, { capture: true, passive: true });
  return () => {
    for (const type of intentEvents) document.removeEventListener(type, onIntent, { capture: true });
  };
}

/** The pages the header, the footer's service column and the language menu lead to from `pathname`. */
function menuTargets(pathname: string): string[] {
  const { locale, path } = splitLocale(pathname);
  const links = [...mainNav, ...footerColumns.services].map(({ route }) => localizePath(routePath(route), locale));
  const languages = locales.filter((other) => other !== locale).map((other) => localizePath(path, other));
  return [...new Set([...languages, ...links])].filter((target) => target !== pathname);
}

/**
 * A visitor's first act on the page (the pointer moving, a key, a touch): preparing the menus' pages waits for it.
 * Done on every idle load, it cost Lighthouse's total blocking time 120 to 360 ms (issue 57's route bench: 20 more
 * scripts, 65 to 78 KB); the header's and the footer's pages alone, without the other languages, still 13 to 19 ms
 * more (pooled medians of 10 runs, on 5 of 7 routes; all in one idle callback: 40 to 105 ms more on 6). Lighthouse
 * runs idle callbacks through a shim of its own, so what they start counts. Someone who moves the pointer or
 * presses a key is about to navigate, and a load that nobody acts on (a crawler, a measurement) loads nothing more.
 */
const firstActs = ['pointermove', 'keydown', 'touchstart'] as const;

function afterFirstAct(run: () => void): () => void {
  const act = (): void => {
    stop();
    run();
  };
  const stop = (): void => {
    for (const type of firstActs) window.removeEventListener(type, act, { capture: true });
  };
  for (const type of firstActs) window.addEventListener(type, act, { capture: true, passive: true });
  return stop;
}

/**
 * Prepares menuTargets once the visitor first acts and the loaded page is idle, one per idle callback, unless the
 * visitor saves data; returns the stop.
 */
export function prepareMenusWhenIdle(pathname: string): () => void {
  if ((navigator as { connection?: { saveData?: boolean } }).connection?.saveData) return () => undefined;
  const queue = menuTargets(pathname);
  let cancelIdle = (): void => undefined;
  let stopped = false;
  let stopWaiting = (): void => undefined;
  const next = (): void => {
    const target = queue.shift();
    if (stopped || !target) return;
    cancelIdle = whenIdle(() => void prepare(target).then(next));
  };
  const stopActing = afterFirstAct(() => {
    stopWaiting = whenIdleAfterLoad(next);
  });
  return () => {
    stopped = true;
    stopActing();
    stopWaiting();
    cancelIdle();
  };
}
