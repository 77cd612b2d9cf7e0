import type { Locale } from '../i18n/locales';

/** Written by the prerender next to the pages; read by the server to map URLs to files. */
export interface PageManifest {
  /** URL path ("/de/about") to file, relative to the pages directory. */
  pages: Record<string, string>;
  /** The 404 page of each locale. */
  notFound: Record<Locale, string>;
}

export const pageManifestFile = 'pages.json';

/** "/" -> "index.html", "/de/services/it" -> "de/services/it.html". */
export function pageFileName(urlPath: string): string {
  return urlPath === '/' ? 'index.html' : `${urlPath.slice(1)}.html`;
}
