import { createHash } from 'node:crypto';
import { company } from '../../content/company';
import { localizePath, type Locale } from '../../i18n/locales';
import { routePath } from '../../routes/routes';
import { staffMessages } from '../words';
import type { ApplicantMessages } from '../words/applicant/types';

/** The applicant's words in a language. */
export const applicantWords = (locale: Locale): ApplicantMessages => staffMessages[locale].staff.applicant;

/** A dictionary's text with its {{placeholders}} filled: never with anything the applicant typed. */
export const fill = (text: string, values: Readonly<Record<string, string | number>>): string =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(values[name] ?? whole));

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text as HTML: the page's only way to put words into markup. */
export const html = (text: string): string => text.replace(/[&<>"']/g, (char) => escapes[char] ?? char);

/**
 * The page's own small stylesheet, inline (one request, no script): the site's colours in both schemes, large
 * targets and a visible focus ring. The Content-Security-Policy allows exactly this style by its hash.
 */
const style = [
  ':root{color-scheme:light dark;--bg:#f4f7fb;--surface:#fff;--text:#1b2738;--muted:#4a586e;--link:#2a5ea8;--line:#d3dce8}',
  '@media (prefers-color-scheme:dark){:root{--bg:#070e1a;--surface:#0e1a2c;--text:#dbe4f1;--muted:#a3b1c6;--link:#8db4ee;--line:#22324a}}',
  'body{margin:0;background:var(--bg);color:var(--text);font:1.0625rem/1.6 system-ui,-apple-system,"Segoe UI",sans-serif}',
  'header,main,footer{max-width:40rem;margin:0 auto;padding:1rem 1.25rem}',
  'header{font-weight:700;letter-spacing:.02em}',
  'main{background:var(--surface);border:1px solid var(--line);border-radius:1rem;padding:1.5rem 1.25rem}',
  'h1{font-size:1.75rem;line-height:1.2;margin:.25rem 0 1rem}h2{font-size:1.2rem;margin:2rem 0 .5rem}',
  'a,.button{color:var(--link)}',
  '.button{display:inline-flex;align-items:center;box-sizing:border-box;min-height:2.75rem;padding:.55rem 1.1rem;border:2px solid var(--link);border-radius:.6rem;background:none;font:inherit;font-weight:600;text-decoration:none;cursor:pointer}',
  ':focus-visible{outline:3px solid var(--link);outline-offset:3px}',
  '.status{border-left:4px solid var(--link);padding:.25rem 0 .25rem 1rem;margin:0}',
  '.muted,footer{color:var(--muted)}',
  '.actions{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center}',
].join('');

const styleHash = createHash('sha256').update(style).digest('base64');

/** The headers of every answer behind an applicant's link: never indexed, cached or named to another site. */
export const applicantHeaders: Readonly<Record<string, string>> = {
  'Content-Security-Policy': `default-src 'none';style-src 'sha256-${styleHash}';form-action 'self';frame-ancestors 'none';base-uri 'none'`,
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
};

/** One whole page in the applicant's language: the company's name above, the privacy policy below. */
export function applicantPageHtml(locale: Locale, title: string, main: string): string {
  const privacy = localizePath(routePath('privacy'), locale);
  return [
    '<!doctype html>',
    `<html lang="${locale}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">',
    '<meta name="robots" content="noindex,nofollow"><meta name="referrer" content="no-referrer">',
    `<title>${html(title)} · ${html(company.name)}</title><style>${style}</style></head>`,
    `<body><header>${html(company.name)}</header>`,
    `<main id="main"><h1>${html(title)}</h1>${main}</main>`,
    `<footer><a href="${html(privacy)}">${html(applicantWords(locale).page.privacy)}</a></footer>`,
    '</body></html>',
  ].join('\n');
}
