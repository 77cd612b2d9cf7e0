/** Where the offline demo's files live (build/offlineDemo.ts writes them; the demo page links and registers them), and when it registers them. */
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

/**
 * How long the demo must have run without a long task before its worker registers and precaches
 * (`quietMs`), and when it registers all the same on a device that is never that quiet (`latestMs`, both
 * counted from the load). Lighthouse measured what registering at the first idle moment after the load
 * cost: the demo's median Total Blocking Time went from 82 to 177 ms (6 runs each, issue 31's closing
 * notes), the precache's downloads keeping a slow phone's network and processor busy while the page was
 * still starting.
 */
export const offlineRegistration = { quietMs: 5000, latestMs: 30_000 } as const;
