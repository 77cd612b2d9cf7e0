/** Where the offline demo's files live (build/offlineDemo.ts writes them; the demo page links and registers them). */
import { localizePath, type Locale } from '../../i18n/locales';
import { routePath } from '../../routes/routes';

export const serviceWorkerUrl = '/sw.js';
export const demoPath = routePath('globe-demo');
/** One manifest per language, beside its demo page: /globe-demo.webmanifest, /de/globe-demo.webmanifest … */
export const demoManifestPath = (locale: Locale): string => `${localizePath(demoPath, locale)}.webmanifest`;
