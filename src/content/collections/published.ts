/**
 * What is published: at build time (and in vitest) build/collections/plugin.ts serves this module with the
 * entries of the Markdown files instead, so the site imports a real module and never a parser. Read without
 * Vite (Playwright's specs, node tools) it says what src/content holds when nothing is published.
 */
import type { CollectionIndex } from './types';

export const index: CollectionIndex = { news: { en: [], de: [], tr: [] }, jobs: { en: [], de: [], tr: [] } };
/** Each entry's body (prebuilt HTML) by "collection/slug/locale", a chunk of its own. */
export const bodies: Readonly<Record<string, () => Promise<{ default: string }>>> = {};
/** Each body's module as the build manifest names it, by the same key. */
export const bodyModules: Readonly<Record<string, string>> = {};
