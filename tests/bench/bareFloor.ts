/**
 * The floor under the site's own code (issue 39): the same prerendered page, its HTML and CSS only, with
 * none of our scripts (no React, no globe, no listeners), and a bare handler that changes the document as
 * the site does for that press. What such a press costs is what the browser alone needs to restyle, lay
 * out and paint this page at the slowdown; no script of ours can answer faster.
 *
 * A link's floor (issue 57): the handler puts in the markup the site's own first frame of the next page
 * showed (captured from the site, nextPageFirstFrame), changes the address and scrolls to the top, as
 * src/navigation/location.tsx and pageStart.ts do, without fetching or rendering anything.
 */
export type BareEffect = 'theme' | 'phone menu' | 'navigation';

/** What a link's first frame showed: each part's markup and the element of the page before that it replaces. */
export interface NextPageParts {
  parts: readonly { selector: string; html: string }[];
}

/** What the site does to the document on the press, by hand (state/theme.ts; MobileMenu.tsx, useScrollLock.ts). */
const effects: Record<Exclude<BareEffect, 'navigation'>, string> = {
  theme: "document.documentElement.classList.toggle('dark');",
  'phone menu': [
    "document.documentElement.classList.add('scroll-locked');",
    "const menu = document.getElementById('mobile-menu');",
    'menu.showModal();',
    "menu.querySelector('[data-testid=menu-close]').focus();",
  ].join(' '),
};

function navigationEffect(next: NextPageParts): string {
  const selectors = JSON.stringify(next.parts.map((part) => part.selector));
  return [
    'event.preventDefault();',
    "history.pushState(null, '', event.target.closest('a').href);",
    "const parts = [...document.getElementById('bare-next').content.children];",
    `${selectors}.forEach((selector, index) => document.querySelector(selector).replaceWith(parts[index].cloneNode(true)));`,
    'window.scrollTo(0, 0);',
  ].join(' ');
}

/** The page's markup without a script, answering a press on `selector` with the effect. */
export function barePage(html: string, effect: BareEffect, selector: string, next?: NextPageParts): string {
  if (effect === 'navigation' && !next) throw new Error('A link floor needs the next page’s first frame');
  const body = effect === 'navigation' ? navigationEffect(next ?? { parts: [] }) : effects[effect];
  const template = next ? `<template id="bare-next">${next.parts.map((part) => part.html).join('')}</template>` : '';
  const handler = `<script>document.addEventListener('click', (event) => { if (event.target.closest(${JSON.stringify(selector)})) { ${body} } });</script>`;
  return html.replace(/<script\b[\s\S]*?<\/script>/g, '').replace('</body>', `${template}${handler}</body>`);
}
