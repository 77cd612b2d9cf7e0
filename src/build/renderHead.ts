import { pageHeadAttribute, pageHeadTags, type HeadData, type HeadTag } from '../routes/head';
import { prePaintScript } from '../state/prePaintScript';
import { company } from '../content/company';
import { escapeHtml, jsonForScript } from './html';

/** The <head> tags of one prerendered page: everything a crawler needs, before any script runs. */
export interface Preloads {
  /** Fonts the first paint needs: loaded with the page, so text does not reflow (shift) when they arrive. */
  fonts: string[];
}

function tagHtml({ element, attributes }: HeadTag): string {
  const printed = Object.entries(attributes).map(([name, value]) => `${name}="${escapeHtml(value)}"`);
  return `<${element} ${printed.join(' ')} ${pageHeadAttribute} />`;
}

/** `manifest`: the web app manifest of a page that can be installed (the globe demo). */
export function renderHead(head: HeadData, structured: object[], preloads: Preloads, manifest?: string): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    ...pageHeadTags(head).map(tagHtml),
    `<meta name="revisit-after" content="7 days" />`,
    `<meta name="theme-color" content="${company.themeColor}" />`,
    `<meta property="og:site_name" content="${escapeHtml(company.name)}" />`,
    ...(manifest ? [`<link rel="manifest" href="${escapeHtml(manifest)}" />`] : []),
    `<script>${prePaintScript}</script>`,
    ...preloads.fonts.map(
      (href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${escapeHtml(href)}" />`,
    ),
    ...structured.map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
  ];
  return tags.join('\n    ');
}
