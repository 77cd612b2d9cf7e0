/**
 * One prerendered page: the app rendered on the server for a route, a URL and a language, put into the
 * page template with its head. The prerender (prerender.tsx) writes what this returns; the server-render
 * tests (tests/unit/serverRender.test.ts) read it without a build or a browser.
 */
import { renderToString } from 'react-dom/server';
import { App } from '../app/App';
import { headData } from '../routes/head';
import type { RouteDef } from '../routes/routes';
import { framings } from '../globe/framing';
import { GlobeStillMarkup } from '../globe/GlobeStill';
import { homeLandDots } from '../globe/landDots';
import type { Messages } from '../i18n/dictionary';
import { localeInfo, type Locale } from '../i18n/locales';
import { loadParts } from '../i18n/parts';
import { createTranslator } from '../i18n/translator';
import { pageParts, preparePage } from '../app/pageModules';
import { stillSvg } from './globeStill';
import { escapeHtml } from './html';
import { renderHead, type Preloads } from './renderHead';
import { demoManifestPath } from '../pages/globeDemo/offlinePaths';
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
  messages: Messages;
  preloads: Preloads;
  /**
   * What hydration imports (React DOM, the site, the page's chunk and words), for main.tsx to fetch once
   * the page has shown its first content (preloaded by <head>, they took the CSS's and the font's
   * bandwidth before the first paint), and the chunks it evaluates in turn (build/startupChunks.ts).
   */
  startup: Startup;
}

/**
 * Loads a route's page and returns the words it names and no others (app/pageModules.ts): a page that
 * shows words of a part it does not load fails the render here, as it would fail in the browser.
 */
export async function preparePageRender(route: RouteDef, locale: Locale): Promise<Messages> {
  await preparePage(route, locale);
  return loadParts(locale, ['core', ...pageParts(route)]);
}

export function renderPage(template: string, { route, urlPath, locale, messages, preloads, startup }: PageRender): string {
  const translator = createTranslator(locale, messages);
  const { t } = translator;
  globeStill ??= stillSvg(homeLandDots().positions, framings.hero.facing);
  const body = renderToString(
    <GlobeStillMarkup value={globeStill}>
      <App locale={locale} messages={messages} ssrPath={urlPath} />
    </GlobeStillMarkup>,
  );
  const manifest = route.id === 'globe-demo' ? demoManifestPath(locale) : undefined;
  const head = renderHead(headData(route, locale, t), structuredData(route, locale, translator), preloads, manifest);
  return template
    .replace('<html lang="en">', `<html lang="${locale}" dir="${localeInfo[locale].dir}">`)
    .replace('<!--app-head-->', head)
    .replace(
      rootPlaceholder,
      `<div id="root" data-startup-modules="${escapeHtml(startup.modules.join(' '))}" data-startup-chain="${escapeHtml(startup.chain.join(' '))}">${body}`,
    );
}
