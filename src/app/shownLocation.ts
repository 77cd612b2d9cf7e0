/**
 * The location the site shows, which follows the browser's once the new page's code and words have
 * arrived (pageModules.ts): the router reads this one, so header, breadcrumbs, globe framing, head tags
 * and the page change together, and nothing renders a page whose chunk is still on its way. The first
 * location is ready before hydration (hydrate.tsx).
 */
import { useSyncExternalStore } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { splitLocale } from '../i18n/locales';
import { resolveRoute } from '../routes/useCurrentRoute';
import { pageReady, preparePage } from './pageModules';

const historyEvents = ['popstate', 'pushState', 'replaceState'] as const;
const listeners = new Set<() => void>();
let shown = typeof window === 'undefined' ? '/' : window.location.pathname;
let latestRequest = 0;

/** Loads what a path's page needs; resolves once it can render. */
export async function preparePath(pathname: string): Promise<void> {
  const { locale } = splitLocale(pathname);
  await preparePage(resolveRoute(pathname).route, locale);
}

function show(pathname: string): void {
  shown = pathname;
  listeners.forEach((listener) => listener());
}

async function follow(): Promise<void> {
  const target = window.location.pathname;
  // Counted first: a visit back to the page still shown (Back pressed while the next page was loading)
  // must also stop the earlier request from showing its page.
  const request = ++latestRequest;
  if (target === shown) return;
  const { locale } = splitLocale(target);
  if (!pageReady(resolveRoute(target).route, locale)) {
    try {
      await preparePath(target);
    } catch {
      // A chunk that cannot be fetched (offline, or a newer build replaced it): the server has the page.
      if (request === latestRequest) window.location.reload();
      return;
    }
  }
  // A later navigation overtook this one: it shows its own page.
  if (request === latestRequest) show(target);
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) historyEvents.forEach((event) => window.addEventListener(event, onHistoryChange));
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) historyEvents.forEach((event) => window.removeEventListener(event, onHistoryChange));
  };
}

function onHistoryChange(): void {
  void follow();
}

/** wouter's location hook (App.tsx): the shown path, and the browser's navigate. */
export function useShownLocation({ ssrPath }: { ssrPath?: string } = {}): [string, typeof navigate] {
  const path = useSyncExternalStore(
    subscribe,
    () => shown,
    () => ssrPath ?? shown,
  );
  return [path, navigate];
}
