/**
 * Build step: renders every route in every language to static HTML (dist/pages), writes the sitemap,
 * robots.txt and the share pictures (og:image), and precompresses everything. Run by `npm run build` after the client build.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Manifest } from 'vite';
import { siteLaunchReport } from '../routes/launchFindingPages';
import { notFoundRoute, routeLocales, routes, type RouteDef } from '../routes/routes';
import { localeInfo, locales, localizePath, type Locale } from '../i18n/locales';
import { pageStartupModules } from '../app/pageModules';
import { pageFileName, pageManifestFile, type PageManifest } from '../routes/pageManifest';
import { precompress } from './compress';
import { writeOfflineDemo, type DemoManifestWords } from './offlineDemo';
import { loadParts } from '../i18n/parts';
import { company } from '../content/company';
import { renderPage, rootPlaceholder } from './renderPage';
import { robotsTxt, sitemapXml } from './sitemap';
import { securityTxt, securityTxtPath } from './securityTxt';
import { siteStart, startupChunks } from './startupChunks';
import { createTranslator } from '../i18n/translator';
import { shareImageFile, shareImagePage, shareImageWords } from '../routes/shareImage';
import { shareImageKit, shareImagePng } from './shareImage';
import { framings } from '../globe/framing';
import { newsFeedsXml } from './feeds';
import { feedFormats, newsFeedPath } from '../routes/newsFeeds';

const dist = resolve(process.argv[2] ?? 'dist');
const clientDir = join(dist, 'client');
const pagesDir = join(dist, 'pages');

async function writeOut(file: string, content: string | Uint8Array): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, content);
}

const stylesheetLink = /\s*<link rel="stylesheet"[^>]*>/g;

/** The stylesheet blocks the first paint and the scripts do not: it goes first in <head>, before the preloads. */
function stylesheetsFirst(template: string): string {
  const links = template.match(stylesheetLink) ?? [];
  if (links.length === 0) throw new Error('No stylesheet link in the page template');
  return template
    .replace(stylesheetLink, '')
    .replace('<!--app-head-->', `${links.map((link) => link.trim()).join('\n    ')}\n    <!--app-head-->`);
}

/** The Inter subsets the page's language needs (localeInfo). */
function interFonts(manifest: Manifest, locale: Locale): string[] {
  const subsets = localeInfo[locale].fontSubsets;
  const assets = [...new Set(Object.values(manifest).flatMap((chunk) => chunk.assets ?? []))];
  return subsets.map((subset) => {
    const file = assets.find((asset) => new RegExp(`/inter-${subset}-wght-normal-[^/]+\\.woff2$`).test(asset));
    if (!file) throw new Error(`No Inter ${subset} font in the build manifest`);
    return `/${file}`;
  });
}

/**
 * main.tsx imports the site chunk itself, not the start module's own file: that file must do nothing but
 * import it (chunkGroups.ts puts the start module's code in the site chunk).
 */
async function checkStartIsInSiteChunk(manifest: Manifest): Promise<void> {
  const file = manifest[siteStart]?.file;
  const code = file === undefined ? '' : await readFile(join(clientDir, file), 'utf8');
  if (!/^(import\s*"[^"]+";?\s*)+$/.test(code))
    throw new Error(`${siteStart}'s chunk ${file ?? '(none)'} holds code of its own: see src/build/chunkGroups.ts`);
}

/** The installed demo's name and description in each language, from the dictionaries. */
async function demoManifestWords(): Promise<Record<Locale, DemoManifestWords>> {
  const words = async (locale: Locale): Promise<DemoManifestWords> => {
    const { pages } = await loadParts(locale, ['core']);
    return {
      name: `${pages.globeDemo.heading} – ${company.name}`,
      shortName: pages.globeDemo.heading,
      description: pages.globeDemo.intro,
    };
  };
  return { en: await words('en'), de: await words('de'), tr: await words('tr') };
}

/**
 * The share pictures (og:image) under the client build: one per canonical page and language, named by both
 * (routes/shareImage.ts), so a twin or a sub-service link shares its canonical page's picture, as it shares
 * its title; a news article has its own, with its headline. The 404 page has none: it is noindex and has no URL of its own to share.
 */
async function writeShareImages(): Promise<string> {
  const started = performance.now();
  const kit = shareImageKit();
  const written = new Map<string, number>();
  for (const locale of locales) {
    // The places' pages name themselves with their own words.
    const { t } = createTranslator(locale, await loadParts(locale, ['core', 'place']));
    for (const route of routes) {
      const file = shareImageFile(shareImagePage(route), locale);
      // An article has a picture in the languages it is written in only.
      if (written.has(file) || !routeLocales(route).includes(locale)) continue;
      // A place's picture shows the globe as its page does, facing the place.
      const facing = route.place ? framings[route.globe].facing : undefined;
      const png = await shareImagePng(shareImageWords(route, t, locale), kit, facing);
      await writeOut(join(clientDir, file), png);
      written.set(file, png.byteLength);
    }
  }
  const largest = Math.max(...written.values());
  return `Share pictures: ${String(written.size)} PNGs, largest ${(largest / 1024).toFixed(1)} KB, in ${((performance.now() - started) / 1000).toFixed(1)} s.`;
}

/** The news feeds of each language that has articles, beside its list (plain files of the client build). */
async function writeNewsFeeds(): Promise<number> {
  let written = 0;
  for (const locale of locales) {
    const feeds = newsFeedsXml(locale, createTranslator(locale, await loadParts(locale, ['core', 'company'])).t);
    if (!feeds) continue;
    for (const format of feedFormats)
      await writeOut(join(clientDir, ...newsFeedPath(format, locale).split('/')), feeds[format]);
    written += feedFormats.length;
  }
  return written;
}

async function main(): Promise<void> {
  const templateFile = join(clientDir, 'index.html');
  const template = stylesheetsFirst(await readFile(templateFile, 'utf8'));
  if (!template.includes(rootPlaceholder)) throw new Error(`The page template lacks ${rootPlaceholder}`);
  const manifest = JSON.parse(await readFile(join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  await checkStartIsInSiteChunk(manifest);
  await rm(pagesDir, { recursive: true, force: true });
  const render = async (route: RouteDef, urlPath: string, locale: Locale): Promise<string> => {
    const startup = startupChunks(manifest, pageStartupModules(route, locale));
    return renderPage(template, {
      route,
      urlPath,
      locale,
      preloads: { fonts: interFonts(manifest, locale) },
      startup,
    });
  };

  const pageManifest: PageManifest = { pages: {}, notFound: { en: '', de: '', tr: '' } };
  for (const locale of locales) {
    for (const route of routes) {
      if (!routeLocales(route).includes(locale)) continue; // an entry without a file in this language
      const urlPath = localizePath(route.path, locale);
      const file = pageFileName(urlPath);
      await writeOut(join(pagesDir, file), await render(route, urlPath, locale));
      pageManifest.pages[urlPath] = file;
    }
    const notFoundFile = `${locale}/404.html`;
    await writeOut(
      join(pagesDir, notFoundFile),
      await render(notFoundRoute, localizePath(notFoundRoute.path, locale), locale),
    );
    pageManifest.notFound[locale] = notFoundFile;
  }

  await writeOut(join(pagesDir, pageManifestFile), JSON.stringify(pageManifest, null, 2));
  await writeOut(join(clientDir, 'sitemap.xml'), sitemapXml());
  await writeOut(join(clientDir, 'robots.txt'), robotsTxt());
  const feeds = await writeNewsFeeds();
  await writeOut(join(clientDir, ...securityTxtPath.split('/')), securityTxt(new Date()));
  console.log(await writeShareImages());
  // The template is not a page: every URL is answered from dist/pages.
  await rm(templateFile);
  console.log(await writeOfflineDemo(clientDir, pagesDir, pageManifest, await demoManifestWords()));
  const compressed = (await precompress(clientDir)) + (await precompress(pagesDir));
  console.log(
    `Prerendered ${Object.keys(pageManifest.pages).length} pages + ${locales.length} 404 pages, ${feeds} news feeds; precompressed ${compressed} files.`,
  );
  // What still blocks the launch, as `npm run check:launch` lists it: printed, never failing the build.
  console.warn(`\n${siteLaunchReport().lines.join('\n')}\n`);
}

await main();
