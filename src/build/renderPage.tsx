/**
 * One prerendered page: the app rendered on the server for a route, a URL and a language, put into the
 * page template with its head. The prerender (prerender.tsx) writes what this returns; the server-render
 * tests (tests/unit/serverRender.test.ts) read it without a build or a browser.
 */
import { prerender } from 'react-dom/static';
import { App } from '../app/App';
import { prepareLocation, preparedWords } from '../app/pageModules';
import { headData } from '../routes/head';
import type { RouteDef } from '../routes/routes';
import { framings } from '../globe/framing';
import { GlobeStillMarkup } from '../globe/GlobeStill';
import { homeLandDots } from '../globe/landDots';
import { localeInfo, type Locale } from '../i18n/locales';
import { loadParts } from '../i18n/parts';
import { createTranslator } from '../i18n/translator';
import type { WordsLoader } from '../navigation/prepare';
import { stillSvg } from './globeStill';
import { escapeHtml } from './html';
import { renderHead, type Preloads } from './renderHead';
import { demoManifestPath } from '../pages/globeDemo/offlinePaths';
import { presentablePageAttribute } from '../state/demoStart';
import type { Startup } from './startupChunks';
import { structuredData } from './structuredData';

export const rootPlaceholder = '<div id="root"><!--app-html-->';

/** The hero globe's still (build/globeStill.ts), shown by the stage where the framing is the hero's. */
let globeStill: string | undefined;

export interface PageRender {
  route: RouteDef;
  /** The URL path the page answers (with its locale prefix). */
  urlPath: string;
  locale: Locale;
  preloads: Preloads;
  /**
   * What hydration imports (React DOM, the site, the page's chunk and words), for main.tsx to fetch once
   * the page has shown its first content (preloaded by <head>, they took the CSS's and the font's
   * bandwidth before the first paint), and the chunks it evaluates in turn (build/startupChunks.ts).
   */
  startup: Startup;
}

/**
 * Each page's words apart, the parts it names (app/pageModules.ts) and no others: a page that shows words of
 * a part it does not load fails the render here, as it would fail on a first visit in the browser.
 */
const wordsApart: WordsLoader = (locale, parts) => loadParts(locale, ['core', ...parts]);

/** The markup of a page prepared as the browser prepares it (navigation/prepare.ts): React's static prerender. */
async function appHtml(urlPath: string): Promise<string> {
  globeStill ??= stillSvg(homeLandDots(), framings.hero.facing);
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <GlobeStillMarkup value={globeStill}>
      <App prerendered={urlPath} />
    </GlobeStillMarkup>,
    {
      onError: (error) => void errors.push(error),
      // Every part inline, in place: larger ones would otherwise come at the end, put in place by an inline script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  // An error inside a part would leave a hole for the browser to render: the build fails instead.
  if (errors.length > 0) throw errors[0];
  return new Response(prelude).text();
}

export async function renderPage(
  template: string,
  { route, urlPath, locale, preloads, startup }: PageRender,
): Promise<string> {
  await prepareLocation(urlPath, wordsApart);
  const translator = createTranslator(locale, preparedWords(urlPath));
  const { t } = translator;
  const body = await appHtml(urlPath);
  const demo = route.id === 'globe-demo';
  const manifest = demo ? demoManifestPath(locale) : undefined;
  const head = renderHead(headData(route, locale, t), structuredData(route, locale, translator), preloads, manifest);
  // On the demo's page the pre-paint script decides whether it presents from the first paint (state/demoStart.ts).
  const html = `<html lang="${locale}" dir="${localeInfo[locale].dir}"${demo ? ` ${presentablePageAttribute}` : ''}>`;
  return template
    .replace('<html lang="en">', html)
    .replace('<!--app-head-->', head)
    .replace(
      rootPlaceholder,
      `<div id="root" data-startup-modules="${escapeHtml(startup.modules.join(' '))}" data-startup-chain="${escapeHtml(startup.chain.join(' '))}">${body}`,
    );
}
