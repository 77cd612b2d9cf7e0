/**
 * The news feeds: an RSS 2.0 and an Atom feed per language that has published articles, beside the list
 * ("/blog/rss.xml", "/de/blog/atom.xml"). Written by the build (build/feeds.ts), linked from the head of the
 * news pages (routes/head.ts) and from the list. A language without articles has none.
 */
import { entriesIn } from '../content/collections';
import { localizePath, type Locale } from '../i18n/locales';
import { routePath } from './routes';

export const feedFormats = ['rss', 'atom'] as const;
export type FeedFormat = (typeof feedFormats)[number];

export const feedMediaTypes: Record<FeedFormat, string> = { rss: 'application/rss+xml', atom: 'application/atom+xml' };

/** The feed's URL path in a language: "/de/blog/rss.xml". */
export function newsFeedPath(format: FeedFormat, locale: Locale): string {
  return localizePath(`${routePath('blog')}/${format}.xml`, locale);
}

/** Whether a language has articles, and so the list, the feeds and the links to them. */
export function hasNews(locale: Locale): boolean {
  return entriesIn('news', locale).length > 0;
}
