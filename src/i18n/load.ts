/** The browser's dictionaries: loaded one language at a time from the registry (locales.ts), then kept. */
import { dictionaryLoaders, type Locale } from './locales';
import type { Messages } from './dictionary';

const cache = new Map<Locale, Messages>();

export async function loadMessages(locale: Locale): Promise<Messages> {
  const cached = cache.get(locale);
  if (cached) return cached;
  const messages = await dictionaryLoaders[locale]();
  cache.set(locale, messages);
  return messages;
}

/** Messages already loaded for a locale, if any (synchronous, for rendering). */
export function loadedMessages(locale: Locale): Messages | undefined {
  return cache.get(locale);
}
