/**
 * Markdown to HTML at build time (the site's browser never parses Markdown; the editor's preview renders with
 * this same code, so a writer sees the body as the page will carry it). Staff write Markdown, not HTML: raw
 * HTML in a file is shown as text, never rendered, and links and pictures keep to safe addresses, so an
 * article cannot run a script, load from another host or break the strict CSP.
 */
import { Marked, type Tokens } from 'marked';
import { escapeHtml } from '../html';

/**
 * Link targets an article may use: our own pages, the web, mail and telephone. A path must not start `//`,
 * `/\` or `\\`: browsers read each as another host.
 */
const safeHref = /^(?:\/(?![/\\])|#|https?:\/\/|mailto:|tel:)/i;
/** Pictures only from our own site: no request to another host. */
const ownPicture = /^\/(?![/\\])/;
/**
 * An address as a browser reads it: it drops tabs and line breaks anywhere in a URL, so "/<tab>/host" (a tab is
 * allowed inside a Markdown link's <…>) is "//host". The rules above test, and the page carries, this form.
 */
const asBrowsersRead = (href: string): string => href.replace(/[\t\n\r]/g, '');

const markdown = new Marked({
  gfm: true,
  renderer: {
    html({ text }: Tokens.HTML | Tokens.Tag): string {
      return escapeHtml(text);
    },
    // The page's heading is the article's title (h1): the body's headings start below it, at h2, whether
    // staff begin their sections with # or ##, so no level is skipped.
    heading({ tokens, depth }: Tokens.Heading): string {
      const level = Math.max(depth, 2);
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
    link({ href: written, title, tokens }: Tokens.Link): string {
      const text = this.parser.parseInline(tokens);
      const href = asBrowsersRead(written);
      if (!safeHref.test(href)) return text;
      const external = /^https?:\/\//i.test(href);
      const titleAttribute = title ? ` title="${escapeHtml(title)}"` : '';
      const rel = external ? ' rel="noopener noreferrer"' : '';
      return `<a href="${escapeHtml(href)}"${titleAttribute}${rel}>${text}</a>`;
    },
    image({ href: written, title, text }: Tokens.Image): string {
      const href = asBrowsersRead(written);
      if (!ownPicture.test(href)) return escapeHtml(text);
      const titleAttribute = title ? ` title="${escapeHtml(title)}"` : '';
      return `<img src="${escapeHtml(href)}" alt="${escapeHtml(text)}"${titleAttribute} loading="lazy">`;
    },
  },
});

/** The body's HTML. */
export function markdownToHtml(body: string): string {
  return markdown.parse(body, { async: false });
}

/** Minutes to read a body at 200 words a minute, at least one. */
export function readingMinutes(body: string): number {
  const words = body
    .replace(/[#>*_`~[\]()!|-]/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.ceil(words / 200));
}
