/**
 * The floor under the site's own code (issue 39): the same prerendered page, its HTML and CSS only, with
 * none of our scripts (no React, no globe, no listeners), and a bare handler that changes the document as
 * the site does for that press. What such a press costs is what the browser alone needs to restyle, lay
 * out and paint this page at the slowdown; no script of ours can answer faster.
 */
export type BareEffect = 'theme' | 'phone menu';

/** What the site does to the document on the press, by hand (state/theme.ts; MobileMenu.tsx, useScrollLock.ts). */
const effects: Record<BareEffect, string> = {
  theme: "document.documentElement.classList.toggle('dark');",
  'phone menu': [
    "document.documentElement.classList.add('scroll-locked');",
    "const menu = document.getElementById('mobile-menu');",
    'menu.showModal();',
    "menu.querySelector('[data-testid=menu-close]').focus();",
  ].join(' '),
};

/** The page's markup without a script, answering a press on `selector` with the effect. */
export function barePage(html: string, effect: BareEffect, selector: string): string {
  const handler = `<script>document.addEventListener('click', (event) => { if (event.target.closest(${JSON.stringify(selector)})) { ${effects[effect]} } });</script>`;
  return html.replace(/<script\b[\s\S]*?<\/script>/g, '').replace('</body>', `${handler}</body>`);
}
