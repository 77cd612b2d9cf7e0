/**
 * Every language's whole dictionary at once, for node code only (the prerender, the form server, the
 * tests). The browser never imports this module: a page downloads its own language's parts (parts.ts).
 */
import { de } from './dict/de';
import { en } from './dict/en';
import { tr } from './dict/tr';
import type { Messages } from './dictionary';
import type { Locale } from './locales';

export const allMessages: Readonly<Record<Locale, Messages>> = { en, de, tr };
