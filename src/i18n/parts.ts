/**
 * A language's dictionary comes in parts, so a page downloads the words it shows and no others: the core
 * (head tags, navigation, header, footer, globe, errors) on every page, and beside it the part a page
 * names in app/pageModules.ts (service copy on its service page, legal copy on legal pages, the forms'
 * words where a form is). Each part of each language is a chunk of its own. Node code reads the whole
 * dictionary (allMessages.ts); tests/unit/dictionaryParts.test.ts checks the parts add up to it.
 */
import { serviceCategories, type ServiceCategory } from '../content/services/categories';
import type { Messages } from './dictionary';
import type { Locale } from './locales';

export type MessagesPart =
  'company' | 'legal' | 'forms' | 'demo' | 'home' | 'place' | 'overview' | `service:${ServiceCategory}`;

export const messagesParts: readonly MessagesPart[] = [
  'company',
  'legal',
  'forms',
  'demo',
  'home',
  'place',
  'overview',
  ...serviceCategories.map((category): MessagesPart => `service:${category}`),
];

/** Each part module exports one object: a slice of the dictionary, or one service's copy. */
type PartModule = Readonly<Record<string, object>>;

const partModules = import.meta.glob<PartModule>([
  './dict/core/*.ts',
  './dict/companyPages/*.ts',
  './dict/legal/*.ts',
  './dict/forms/*.ts',
  './dict/demo/*.ts',
  './dict/home/*.ts',
  './dict/placePages/*.ts',
  './dict/services/*/*.ts',
  '!./dict/services/*/index.ts',
  // The catalogue's words come with home's part (dict/home), never alone.
  '!./dict/services/*/catalogue.ts',
]);

/** Where a part of a language lives, and where its words go in the dictionary. */
function partSource(locale: Locale, part: MessagesPart | 'core'): { file: string; place: (value: object) => object } {
  const whole = (value: object): object => value;
  if (part === 'core') return { file: `core/${locale}`, place: whole };
  if (part === 'company') return { file: `companyPages/${locale}`, place: whole };
  if (part === 'place') return { file: `placePages/${locale}`, place: whole };
  if (part === 'legal' || part === 'forms' || part === 'demo' || part === 'home')
    return { file: `${part}/${locale}`, place: whole };
  if (part === 'overview') return { file: `services/${locale}/${part}`, place: (value) => ({ [part]: value }) };
  const category = part.slice('service:'.length);
  return { file: `services/${locale}/${category}`, place: (value) => ({ servicePages: { [category]: value } }) };
}

/** The module path of a part, as the build manifest names its chunk (the prerender lists it for start-up). */
export function partModule(locale: Locale, part: MessagesPart | 'core'): string {
  return `src/i18n/dict/${partSource(locale, part).file}.ts`;
}

async function loadPart(locale: Locale, part: MessagesPart | 'core'): Promise<object> {
  const { file, place } = partSource(locale, part);
  const load = partModules[`./dict/${file}.ts`];
  if (!load) throw new Error(`No dictionary module for ${part} in ${locale}`);
  const exported = Object.values(await load());
  if (exported.length !== 1 || exported[0] === undefined)
    throw new Error(`dict/${file}.ts must export exactly one object`);
  return place(exported[0]);
}

/** Copies a part's words into a dictionary under construction (objects merge, strings and lists replace). */
function mergeWords(target: Record<string, unknown>, words: object): void {
  for (const [key, value] of Object.entries(words)) {
    const existing = target[key];
    if (
      typeof value === 'object' &&
      !Array.isArray(value) &&
      typeof existing === 'object' &&
      existing !== null &&
      !Array.isArray(existing)
    ) {
      mergeWords(existing as Record<string, unknown>, value as object);
    } else {
      target[key] = typeof value === 'object' && !Array.isArray(value) ? { ...value } : value;
    }
  }
}

/**
 * Loads the core and the given parts of a language into `target` (a fresh dictionary, or one a page
 * already holds). What the parts lack is simply absent: the translator throws on a missing key, so a page
 * that needs a part it did not name fails the prerender.
 */
export async function loadParts(
  locale: Locale,
  parts: readonly (MessagesPart | 'core')[],
  target: Record<string, unknown> = {},
): Promise<Messages> {
  const loaded = await Promise.all(parts.map((part) => loadPart(locale, part)));
  for (const words of loaded) mergeWords(target, words);
  // The parts together fill the Messages shape for what the page shows (checked by the prerender).
  return target as unknown as Messages;
}
