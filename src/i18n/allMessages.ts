/**
 * Every language's dictionary at once, for node code only (the prerender, the form server, the tests):
 * loaded once from the same registry as the browser's (locales.ts). The browser never imports this
 * module: a page downloads only its own language (load.ts).
 */
import type { Messages } from './dictionary';
import { dictionaryLoaders, locales, type Locale } from './locales';

async function loadAll(): Promise<Record<Locale, Messages>> {
  const loaded = await Promise.all(locales.map(async (locale) => [locale, await dictionaryLoaders[locale]()] as const));
  return Object.fromEntries(loaded) as Record<Locale, Messages>;
}

export const allMessages: Readonly<Record<Locale, Messages>> = await loadAll();
