import type { Locale } from './locales';
import type { Messages } from './dictionary';

/** Each language is its own chunk: a page downloads only the dictionary it shows. */
const loaders: Record<Locale, () => Promise<Messages>> = {
  en: () => import('./dict/en').then((module) => module.en),
  de: () => import('./dict/de').then((module) => module.de),
  tr: () => import('./dict/tr').then((module) => module.tr),
};

const cache = new Map<Locale, Messages>();

export async function loadMessages(locale: Locale): Promise<Messages> {
  const cached = cache.get(locale);
  if (cached) return cached;
  const messages = await loaders[locale]();
  cache.set(locale, messages);
  return messages;
}

/** Messages already loaded for a locale, if any (synchronous, for rendering). */
export function loadedMessages(locale: Locale): Messages | undefined {
  return cache.get(locale);
}

/** Module path of a locale's dictionary, as the build manifest names it (for modulepreload). */
export function messagesModule(locale: Locale): string {
  return `src/i18n/dict/${locale}.ts`;
}
