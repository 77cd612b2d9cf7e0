/**
 * An entry's body (prebuilt HTML) in one language, fetched once: its own chunk (content/collections). The
 * same promise on every render, settled for React's `use()`, so a page reads a body already here at once;
 * the shell fetches it with the page's code before hydrating and on a link's hover (app/pageModules.ts).
 */
import { loadingChunk, settledForReact } from '../browser/chunkLoad';
import { bodyKey, importBody } from '../content/collections';
import type { Locale } from '../i18n/locales';
import type { EntryRef } from './routes';

const requests = new Map<string, Promise<string>>();

export function entryBody({ collection, slug }: EntryRef, locale: Locale): Promise<string> {
  const key = bodyKey(collection, slug, locale);
  let request = requests.get(key);
  if (!request) {
    request = settledForReact(loadingChunk(importBody(collection, slug, locale)).then((module) => module.default));
    request.catch(() => requests.delete(key));
    requests.set(key, request);
  }
  return request;
}
