/**
 * The browser's dictionaries: one object per language, filled part by part (parts.ts) as pages need
 * them, then kept. A translator made over it sees each new part without being made again.
 */
import type { Messages } from './dictionary';
import type { Locale } from './locales';
import { loadParts, type MessagesPart } from './parts';

const words = new Map<Locale, Record<string, unknown>>();
/** One request per language and set of parts, kept: `use()` (globeDemo/StageShow.tsx) asks for the same promise. */
const requests = new Map<string, Promise<Messages>>();

function languageWords(locale: Locale): Record<string, unknown> {
  let loaded = words.get(locale);
  if (!loaded) {
    loaded = {};
    words.set(locale, loaded);
  }
  return loaded;
}

/**
 * The core of a language and the given parts, fetched once; resolves to the language's dictionary.
 * A part that cannot be fetched rejects, and is asked for again next time.
 */
export function loadMessages(locale: Locale, parts: readonly MessagesPart[] = []): Promise<Messages> {
  const key = `${locale}:${[...parts].sort().join(',')}`;
  let request = requests.get(key);
  if (!request) {
    request = loadParts(locale, ['core', ...parts], languageWords(locale));
    request.catch(() => requests.delete(key));
    requests.set(key, request);
  }
  return request;
}
