/** Where the offline demo's files live (build/offlineDemo.ts writes them; the demo page links them, and registers the worker when the visitor asks for the copy). */
import { defaultLocale, type Locale } from '../../i18n/locales';
import { routePath } from '../../routes/routes';

export const serviceWorkerUrl = '/sw.js';
export const demoPath = routePath('globe-demo');
/**
 * One manifest per language, at the top: /globe-demo.webmanifest, /globe-demo.de.webmanifest … Not in the
 * language's folder: a plain file there would keep static hosts from naming that folder's pages in one
 * header rule, and Cloudflare Pages reads at most 100 (hosting/staticHost.ts).
 */
export const demoManifestPath = (locale: Locale): string =>
  `${demoPath}${locale === defaultLocale ? '' : `.${locale}`}.webmanifest`;
