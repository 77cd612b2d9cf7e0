/** A page rendered as the prerender renders it (build/renderPage.tsx), parsed as a crawler reads it. */
import { readFileSync } from 'node:fs';
import { Window } from 'happy-dom';
import { renderPage } from '../../../src/build/renderPage';
import { localizePath, type Locale } from '../../../src/i18n/locales';
import type { RouteDef } from '../../../src/routes/routes';

const template = readFileSync(new URL('../../../index.html', import.meta.url), 'utf8');
const parser = new new Window().DOMParser();

export interface RenderedPage {
  route: RouteDef;
  locale: Locale;
  url: string;
  html: string;
  document: Document;
}

/** As the prerender renders a page: with the words its page names and no others. */
export async function render(route: RouteDef, locale: Locale): Promise<RenderedPage> {
  const url = localizePath(route.path, locale);
  const html = await renderPage(template, {
    route,
    urlPath: url,
    locale,
    preloads: { fonts: [] },
    startup: { chain: [], modules: [] },
  });
  return { route, locale, url, html, document: parser.parseFromString(html, 'text/html') as unknown as Document };
}

/** Runs of white space as one space, as a browser lays text out; a non-breaking space stays what it is. */
const collapse = (text: string): string => text.replace(/[ \t\n\r\f]+/g, ' ').trim();

/** Elements' text as a reader sees it. */
export const texts = (elements: Iterable<Element>): string[] =>
  [...elements].map((element) => collapse(element.textContent));

/** The link in `scope` whose text is `name`. */
export function linkNamed(scope: ParentNode, name: string): HTMLAnchorElement | undefined {
  return [...scope.querySelectorAll('a')].find((link) => collapse(link.textContent) === name);
}
