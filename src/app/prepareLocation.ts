/**
 * What a location's page needs (its code, its words, a news article's or job opening's body), loaded before
 * it renders and kept here, so the render reads it at once and never suspends. Hydration and the prerender
 * wait for it; a navigation waits for it before its transition (location.tsx); a link's hover starts it.
 */
import type { Messages } from '../i18n/dictionary';
import { loadMessages } from '../i18n/load';
import { splitLocale, type Locale } from '../i18n/locales';
import type { MessagesPart } from '../i18n/parts';
import { loadEntryBody } from '../routes/entryBody';
import type { PageKind } from '../routes/routes';
import { resolveRoute } from '../routes/useCurrentRoute';
import { importPage, pageParts, type PageComponent } from './pageModules';

/** How a page's words load: the browser's dictionary of the language; the prerender loads each page's apart. */
export type WordsLoader = (locale: Locale, parts: readonly MessagesPart[]) => Promise<Messages>;

const pages = new Map<PageKind, PageComponent>();
const words = new Map<string, Messages>();

/** A location's route, language and dictionary parts, and the key its words are kept under. */
function resolveNeeds(pathname: string) {
  const { route } = resolveRoute(pathname);
  const { locale } = splitLocale(pathname);
  const parts = pageParts(route);
  return { route, locale, parts, wordsKey: `${locale}:${parts.join()}` };
}

/**
 * Loads and keeps what a location's page needs; rejects when any of it cannot be fetched. What is kept answers
 * in the click's microtasks, so the globe's hold starts before the next frame (an import() comes later).
 */
export async function prepareLocation(pathname: string, loadWords: WordsLoader = loadMessages): Promise<void> {
  const { route, locale, parts, wordsKey } = resolveNeeds(pathname);
  const [page, messages] = await Promise.all([
    pages.get(route.page) ?? importPage(route.page),
    words.get(wordsKey) ?? loadWords(locale, parts),
    route.entry && loadEntryBody(route.entry, locale),
  ]);
  pages.set(route.page, page);
  words.set(wordsKey, messages);
}

const unprepared = (what: string): never => {
  throw new Error(`${what} rendered before prepareLocation loaded it`);
};

/** A prepared location's page component. */
export const preparedPage = (kind: PageKind): PageComponent => pages.get(kind) ?? unprepared(`The ${kind} page`);

/** A prepared location's words. */
export const preparedWords = (pathname: string): Messages =>
  words.get(resolveNeeds(pathname).wordsKey) ?? unprepared(`The words of ${pathname}`);
