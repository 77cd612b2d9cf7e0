/**
 * Build step: renders every route in every language to static HTML (dist/pages), writes the sitemap and
 * robots.txt, and precompresses everything. Run by `npm run build` after the client build.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Manifest } from 'vite';
import { notFoundRoute, routes } from '../routes/routes';
import { allMessages } from '../i18n/allMessages';
import { locales, localizePath, messagesModule, type Locale } from '../i18n/locales';
import { pageFileName, pageManifestFile, type PageManifest } from '../server/pageManifest';
import { precompress } from './compress';
import type { Preloads } from './renderHead';
import { renderPage, rootPlaceholder } from './renderPage';
import { robotsTxt, sitemapXml } from './sitemap';
import { startupChunks } from './startupChunks';

const dist = resolve(process.argv[2] ?? 'dist');
const clientDir = join(dist, 'client');
const pagesDir = join(dist, 'pages');

async function writeOut(file: string, content: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, content);
}

const stylesheetLink = /\s*<link rel="stylesheet"[^>]*>/g;

/** The stylesheet blocks the first paint and the scripts do not: it goes first in <head>, before the preloads. */
function stylesheetsFirst(template: string): string {
  const links = template.match(stylesheetLink) ?? [];
  if (links.length === 0) throw new Error('No stylesheet link in the page template');
  return template.replace(stylesheetLink, '').replace('<!--app-head-->', `${links.map((link) => link.trim()).join('\n    ')}\n    <!--app-head-->`);
}

/** Inter's latin subset for every page; Turkish also needs latin-ext (ğ, ş, ı, İ). */
function interFonts(manifest: Manifest, locale: Locale): string[] {
  const subsets = locale === 'tr' ? ['latin', 'latin-ext'] : ['latin'];
  const assets = [...new Set(Object.values(manifest).flatMap((chunk) => chunk.assets ?? []))];
  return subsets.map((subset) => {
    const file = assets.find((asset) => new RegExp(`/inter-${subset}-wght-normal-[^/]+\\.woff2$`).test(asset));
    if (!file) throw new Error(`No Inter ${subset} font in the build manifest`);
    return `/${file}`;
  });
}

async function main(): Promise<void> {
  const templateFile = join(clientDir, 'index.html');
  const template = stylesheetsFirst(await readFile(templateFile, 'utf8'));
  if (!template.includes(rootPlaceholder)) throw new Error(`The page template lacks ${rootPlaceholder}`);
  const manifest = JSON.parse(await readFile(join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  await rm(pagesDir, { recursive: true, force: true });
  const startup = startupChunks(manifest);

  const pageManifest: PageManifest = { pages: {}, notFound: { en: '', de: '', tr: '' } };
  for (const locale of locales) {
    const dictionaryChunk = manifest[messagesModule(locale)]?.file;
    if (!dictionaryChunk) throw new Error(`No chunk for the ${locale} dictionary in the build manifest`);
    const preloads: Preloads = { fonts: interFonts(manifest, locale) };
    const startupModules = [`/${dictionaryChunk}`, ...startup];

    for (const route of routes) {
      const urlPath = localizePath(route.path, locale);
      const file = pageFileName(urlPath);
      await writeOut(join(pagesDir, file), renderPage(template, { route, urlPath, locale, messages: allMessages[locale], preloads, startupModules }));
      pageManifest.pages[urlPath] = file;
    }
    const notFoundFile = `${locale}/404.html`;
    const notFoundUrl = localizePath(notFoundRoute.path, locale);
    await writeOut(
      join(pagesDir, notFoundFile),
      renderPage(template, { route: notFoundRoute, urlPath: notFoundUrl, locale, messages: allMessages[locale], preloads, startupModules }),
    );
    pageManifest.notFound[locale] = notFoundFile;
  }

  await writeOut(join(pagesDir, pageManifestFile), JSON.stringify(pageManifest, null, 2));
  await writeOut(join(clientDir, 'sitemap.xml'), sitemapXml());
  await writeOut(join(clientDir, 'robots.txt'), robotsTxt());
  // The template is not a page: every URL is answered from dist/pages.
  await rm(templateFile);
  const compressed = (await precompress(clientDir)) + (await precompress(pagesDir));
  console.log(`Prerendered ${Object.keys(pageManifest.pages).length} pages + ${locales.length} 404 pages; precompressed ${compressed} files.`);
}

await main();
