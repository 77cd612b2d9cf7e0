import { shareTags, type HeadData } from '../routes/head';
import { prePaintScript } from '../app/prePaintScript';
import { company } from '../content/company';
import { escapeHtml, jsonForScript } from './html';

/** The <head> tags of one prerendered page: everything a crawler needs, before any script runs. */
export interface Preloads {
  /** Fonts the first paint needs: loaded with the page, so text does not reflow (shift) when they arrive. */
  fonts: string[];
}

/** `manifest`: the web app manifest of a page that can be installed (the globe demo). */
export function renderHead(head: HeadData, structured: object[], preloads: Preloads, manifest?: string): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<meta name="robots" content="${head.robots}" />`,
    `<meta name="revisit-after" content="7 days" />`,
    `<meta name="theme-color" content="${company.themeColor}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(company.name)}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:locale" content="${head.ogLocale}" />`,
    ...shareTags(head).map(({ attribute, key, content }) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`),
    ...(head.canonical ? [`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`] : []),
    ...head.alternates.map((alternate) => `<link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeHtml(alternate.href)}" />`),
    ...(manifest ? [`<link rel="manifest" href="${escapeHtml(manifest)}" />`] : []),
    `<script>${prePaintScript}</script>`,
    ...preloads.fonts.map((href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${escapeHtml(href)}" />`),
    ...structured.map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
  ];
  return tags.join('\n    ');
}
