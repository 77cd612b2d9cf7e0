/**
 * The globe demo offline: a service worker from Workbox's build API and a web app manifest per
 * language, written into dist/client after the prerender. The worker precaches the demo's three pages and
 * every hashed asset (scripts, workers, styles, fonts, land dots), answers the demo's pages network-first
 * (a deploy shows at once; the precache is the fallback with the network off), and leaves every other
 * request to the network. `VITE_SERVICE_WORKER=off npm run build` writes a worker that removes itself instead.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { generateSW } from 'workbox-build';
import { localizePath, locales, type Locale } from '../i18n/locales';
import type { PageManifest } from '../routes/pageManifest';
import { brandBlue } from '../styles/brand';
import { demoManifestPath, demoPath, serviceWorkerUrl } from '../pages/globeDemo/offlinePaths';
import {
  offlineCopyJustUnder,
  offlineCopyStatedBytes,
  offlineCopyStatedMegabytes,
} from '../pages/globeDemo/offlineCopySize';

const serviceWorkerFile = serviceWorkerUrl.slice(1);

/** What a manifest says, in the page's language (from the dictionaries, read by the caller). */
export interface DemoManifestWords {
  name: string;
  shortName: string;
  description: string;
}

/** A worker that unregisters itself and empties its caches: the kill switch a deploy can ship. */
const killSwitchWorker = `// Written by VITE_SERVICE_WORKER=off npm run build: the offline demo is switched off.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) await caches.delete(key);
    await self.registration.unregister();
  })());
});
`;

/** The precached copy of a demo page: the same page (the server ignores the query), under its own cache key. */
const offlineCopy = (url: string): string => `${url}?offline-copy`;

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

const megabytes = (bytes: number): string => `${(bytes / 1_000_000).toFixed(2)} MB`;

/**
 * The offline copy against the size the privacy policy and the demo's hint state (pages/globeDemo/offlineCopySize.ts):
 * larger fails the build, since the policy would then understate what lands in the visitor's browser; much
 * smaller gives a warning, since "just under" then overstates it. Returns what the build's line says of it.
 */
export function checkOfflineCopySize(bytes: number): string {
  const stated = `${String(offlineCopyStatedMegabytes)} MB`;
  if (bytes > offlineCopyStatedBytes)
    throw new Error(
      `The offline demo copy is ${megabytes(bytes)}, more than the ${stated} the privacy policy and the demo's hint state: raise offlineCopyStatedMegabytes (src/pages/globeDemo/offlineCopySize.ts) with the words (privacy.collection.offlineDemo, globeDemo.offline.hint in en, de and tr) and the policy's Stand, or make the copy smaller`,
    );
  if (bytes < offlineCopyStatedBytes * offlineCopyJustUnder)
    return `${megabytes(bytes)}; WARNING: well under the "just under ${stated}" the privacy policy states, lower offlineCopyStatedMegabytes and the words with it`;
  return `${megabytes(bytes)}, within the ${stated} the privacy policy states`;
}

export async function writeOfflineDemo(
  clientDir: string,
  pagesDir: string,
  pages: PageManifest,
  words: Record<Locale, DemoManifestWords>,
  enabled = process.env.VITE_SERVICE_WORKER !== 'off',
): Promise<string> {
  for (const locale of locales) {
    const demo = localizePath(demoPath, locale);
    const manifest = {
      name: words[locale].name,
      short_name: words[locale].shortName,
      description: words[locale].description,
      lang: locale,
      // Installed, it opens straight into the presentation.
      start_url: `${demo}?present=1`,
      scope: demo,
      display: 'fullscreen',
      background_color: '#000000',
      theme_color: brandBlue,
      icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
    };
    const file = join(clientDir, demoManifestPath(locale).slice(1));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, `${JSON.stringify(manifest, null, 2)}\n`);
  }
  if (!enabled) {
    await writeFile(join(clientDir, serviceWorkerFile), killSwitchWorker);
    return 'Service worker: kill switch (VITE_SERVICE_WORKER=off)';
  }
  const demoPages = await Promise.all(
    locales.map(async (locale) => {
      const url = localizePath(demoPath, locale);
      const file = pages.pages[url];
      if (!file) throw new Error(`No prerendered page for ${url}`);
      const html = await readFile(join(pagesDir, file));
      return { url, bytes: html.length, revision: createHash('sha256').update(html).digest('hex').slice(0, 16) };
    }),
  );
  const { count, size, warnings } = await generateSW({
    swDest: join(clientDir, serviceWorkerFile),
    globDirectory: clientDir,
    globPatterns: ['assets/**/*.{js,css,woff2}', 'favicon.svg', 'logo.svg', '*.webmanifest'],
    globIgnores: ['**/*.br', '**/*.gz', '.vite/**'],
    // Hashed names change with their content: no revision needed.
    dontCacheBustURLsMatching: /^assets\//,
    // Under an address no link uses: precached pages are answered from the cache first, and the demo's
    // own addresses must go to the network first (below), with this copy as the offline fallback.
    additionalManifestEntries: demoPages.map(({ url, revision }) => ({ url: offlineCopy(url), revision })),
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    inlineWorkboxRuntime: true,
    mode: 'production',
    sourcemap: false,
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    // The demo's pages (any query: kiosk, presenter and shared links) from the network; offline, the copy
    // the visitor last loaded, else the precached page of that language.
    runtimeCaching: demoPages.map(({ url }) => ({
      urlPattern: new RegExp(`^https?://[^/]+${escapeRegExp(url)}(\\?.*)?$`),
      handler: 'NetworkFirst' as const,
      options: {
        cacheName: `demo-page${url.replace(/\//g, '-')}`,
        networkTimeoutSeconds: 5,
        matchOptions: { ignoreSearch: true },
        precacheFallback: { fallbackURL: offlineCopy(url) },
      },
    })),
  });
  for (const warning of warnings) console.warn(`Service worker: ${warning}`);
  // Workbox counts the files it found; the demo's pages are entries added by hand, so their bytes come on top.
  const stored = size + demoPages.reduce((sum, page) => sum + page.bytes, 0);
  return `Service worker: ${String(count)} files precached for the offline demo (${checkOfflineCopySize(stored)})`;
}
