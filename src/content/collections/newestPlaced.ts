/**
 * The newest published news article or job opening that names a place, in each language (placedEntries.ts):
 * a touring kiosk ends each round of its tour there (pages/globeDemo/useDemoTour.ts). At build time the
 * collections plugin (build/collections/plugin.ts) serves this module with it, so the stand's show carries
 * one entry's few fields, not the code that picks it. Read without Vite (and while nothing is published)
 * there is none, and the tour visits the company's places alone.
 */
import type { Locale } from '../../i18n/locales';
import type { PlacedEntry } from './placedEntries';

const newestPlacedEntry: Readonly<Record<Locale, PlacedEntry | null>> = { en: null, de: null, tr: null };
export default newestPlacedEntry;
