/**
 * An entry's body (prebuilt HTML) in one language: its own chunk (content/collections), loaded with the
 * page's code and words before the page renders (navigation/prepare.ts), then read by the page at once.
 */
import { bodyKey, importBody } from '../content/collections';
import type { Locale } from '../i18n/locales';
import type { EntryRef } from './routes';

const bodies = new Map<string, string>();

export async function loadEntryBody({ collection, slug }: EntryRef, locale: Locale): Promise<void> {
  const key = bodyKey(collection, slug, locale);
  if (!bodies.has(key)) bodies.set(key, (await importBody(collection, slug, locale)).default);
}

/** A body that loadEntryBody has loaded. */
export function entryBody({ collection, slug }: EntryRef, locale: Locale): string {
  const body = bodies.get(bodyKey(collection, slug, locale));
  if (body === undefined) throw new Error(`The body of ${collection}/${slug} in ${locale} is not loaded`);
  return body;
}
