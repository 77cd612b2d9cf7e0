/**
 * What a location's page needs (its code, its words, an article's or job opening's body), loaded before it
 * renders and kept, so the render reads it at once and never suspends. Hydration, the prerender and a
 * navigation wait for it; a link's hover starts it. The site says how its pages load (app/pageModules.ts).
 */
import type { ComponentType } from 'react';
import type { Messages } from '../i18n/dictionary';
import { loadMessages } from '../i18n/load';
import { splitLocale, type Locale } from '../i18n/locales';
import type { MessagesPart } from '../i18n/parts';
import { loadEntryBody } from '../routes/entryBody';
import type { PageKind, RouteDef } from '../routes/routes';
import { resolveRoute } from '../routes/useCurrentRoute';

export type PageComponent = ComponentType<{ route: RouteDef }>;
/** How a page's words load: the browser's dictionary of the language; the prerender loads each page's apart. */
export type WordsLoader = (locale: Locale, parts: readonly MessagesPart[]) => Promise<Messages>;
/** Loads and keeps what a location's page needs; rejects when any of it cannot be fetched. */
export type Prepare = (pathname: string, loadWords?: WordsLoader) => Promise<void>;

interface SitePages {
  load: (kind: PageKind) => Promise<PageComponent>;
  parts: (route: RouteDef) => readonly MessagesPart[];
}

export function pagePreparation({ load, parts }: SitePages) {
  const [pages, words] = [new Map<PageKind, PageComponent>(), new Map<string, Messages>()];
  const preparing = new Map<string, Promise<void>>();
  const needs = (pathname: string) => {
    const { route } = resolveRoute(pathname);
    const { locale } = splitLocale(pathname);
    return { route, locale, parts: parts(route), wordsKey: `${locale}:${parts(route).join()}` };
  };
  const unprepared = (what: string): never => {
    throw new Error(`${what} rendered before it was prepared`);
  };
  // One preparation per address (a hover's serves the click); what fails is fetched again next time.
  const prepare: Prepare = (pathname, loadWords = loadMessages) => {
    const known = preparing.get(pathname);
    if (known) return known;
    const { route, locale, parts: shown, wordsKey } = needs(pathname);
    const body = route.entry && loadEntryBody(route.entry, locale);
    const promise = Promise.all([load(route.page), loadWords(locale, shown), body]).then(([page, messages]) => {
      pages.set(route.page, page);
      words.set(wordsKey, messages);
    });
    preparing.set(pathname, promise);
    promise.catch(() => preparing.delete(pathname));
    return promise;
  };
  return {
    prepare,
    page: (kind: PageKind): PageComponent => pages.get(kind) ?? unprepared(`The ${kind} page`),
    words: (pathname: string): Messages => words.get(needs(pathname).wordsKey) ?? unprepared(`${pathname}'s words`),
  };
}
