/**
 * The browser's dictionaries: one object per language, filled part by part (parts.ts) as pages need
 * them, then kept. A translator made over it sees each new part without being made again.
 */
import type { Messages } from './dictionary';
import type { Locale } from './locales';
import { loadParts, type MessagesPart } from './parts';

interface LoadedLanguage {
  words: Record<string, unknown>;
  parts: Set<MessagesPart | 'core'>;
}

const languages = new Map<Locale, LoadedLanguage>();

function language(locale: Locale): LoadedLanguage {
  let loaded = languages.get(locale);
  if (!loaded) {
    loaded = { words: {}, parts: new Set() };
    languages.set(locale, loaded);
  }
  return loaded;
}

/** Loads the core of a language and the given parts, those it lacks; resolves to the language's dictionary. */
export async function loadMessages(locale: Locale, parts: readonly MessagesPart[] = []): Promise<Messages> {
  const loaded = language(locale);
  const missing = (['core', ...parts] as const).filter((part) => !loaded.parts.has(part));
  if (missing.length > 0) {
    await loadParts(locale, missing, loaded.words);
    for (const part of missing) loaded.parts.add(part);
  }
  return loaded.words as unknown as Messages;
}

/** A language's dictionary if its core and the given parts are loaded (synchronous, for rendering). */
export function loadedMessages(locale: Locale, parts: readonly MessagesPart[] = []): Messages | undefined {
  const loaded = languages.get(locale);
  if (!loaded || !loaded.parts.has('core') || parts.some((part) => !loaded.parts.has(part))) return undefined;
  return loaded.words as unknown as Messages;
}
