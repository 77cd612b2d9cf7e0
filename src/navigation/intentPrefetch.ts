/**
 * A link's page is prepared before the click: on the visitor's intent, and once they first act, in idle time,
 * what the menus lead to. Not every link in view, and not before an act: each added to the load's blocking
 * time, and a load nobody acts on (a crawler, a measurement) goes nowhere.
 */
import { whenIdle, whenIdleAfterLoad } from '../browser/whenIdle';
import { locales, localizePath, splitLocale } from '../i18n/locales';
import { footerColumns, mainNav } from '../routes/navigation';
import { routePath } from '../routes/routes';
import type { Prepare } from './prepare';

/** Listens to `types` on `target`, capturing and passive; returns the stop. */
function listen(target: EventTarget, types: readonly string[], listener: (event: Event) => void): () => void {
  for (const type of types) target.addEventListener(type, listener, { capture: true, passive: true });
  return () => types.forEach((type) => target.removeEventListener(type, listener, { capture: true }));
}

/** Prepares the site page a link leads to when the pointer is over it, focus on it or a touch starts on it. */
export function prepareOnIntent(prepare: Prepare): () => void {
  return listen(document, ['pointerover', 'focusin', 'touchstart', 'pointerdown'], ({ target }) => {
    const link = target instanceof Element ? target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return;
    // What fails now is fetched again at the click, which reloads the address if it fails then too.
    if (link.origin === window.location.origin && link.pathname !== window.location.pathname)
      prepare(link.pathname).catch(() => undefined);
  });
}

/**
 * Prepares what the header, the footer's services and the language menu lead to from `pathname`, one page per
 * idle callback, once the visitor first acts (pointer, key, touch) and the page is idle, unless saving data.
 */
export function prepareMenusWhenIdle(pathname: string, prepare: Prepare): () => void {
  if ((navigator as { connection?: { saveData?: boolean } }).connection?.saveData) return () => undefined;
  const { locale, path } = splitLocale(pathname);
  const links = [...mainNav, ...footerColumns.services].map(({ route }) => localizePath(routePath(route), locale));
  const languages = locales.filter((other) => other !== locale).map((other) => localizePath(path, other));
  const queue = [...new Set([...languages, ...links])].filter((target) => target !== pathname);
  const next = (): void => {
    const target = queue.shift();
    if (target) stop = whenIdle(() => void prepare(target).then(next, next));
  };
  let stop = listen(window, ['pointermove', 'keydown', 'touchstart'], () => {
    stop();
    stop = whenIdleAfterLoad(next);
  });
  return () => {
    queue.length = 0;
    stop();
  };
}
