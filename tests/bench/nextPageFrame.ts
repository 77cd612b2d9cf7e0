/**
 * The markup a link's next page shows in the site's own first frame with its heading in view (issue 57): what
 * the link's floor (bareFloor.ts) puts in the page by hand. Captured unthrottled, once per case and build,
 * in that frame's callback, just before its paint: the page's frame (breadcrumbs and main, later parts still
 * placeholders), and the header and footer too when the link changes the language.
 */
import type { Browser } from '@playwright/test';
import type { NextPageParts } from './bareFloor';
import type { InteractionCase } from './interactionCases';

declare global {
  interface Window {
    __benchNextFrame?: Promise<NextPageParts['parts']>;
  }
}

export async function nextPageFirstFrame(
  browser: Browser,
  origin: string,
  interaction: InteractionCase,
): Promise<NextPageParts> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await context.addInitScript(() => window.localStorage.setItem('cookieConsent', 'declined'));
    const page = await context.newPage();
    await page.goto(`${origin}${interaction.path}`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await interaction.prepare?.(page);
    await page.evaluate(() => {
      const localeOf = (path: string): string => /^\/(de|tr)(\/|$)/.exec(path)?.[1] ?? 'en';
      const heading = (): string => document.querySelector('h1')?.textContent ?? '';
      const [before, locale] = [heading(), localeOf(window.location.pathname)];
      window.__benchNextFrame = new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          if (heading() === before) return;
          observer.disconnect();
          const frame = (): void => {
            const box = document.querySelector('h1')?.getBoundingClientRect();
            if (!box || box.bottom <= 0 || box.top >= window.innerHeight) {
              requestAnimationFrame(frame);
              return;
            }
            const sameLanguage = localeOf(window.location.pathname) === locale;
            const selectors = sameLanguage ? ['.page-frame'] : ['.site-header', '.page-frame', '.site-footer'];
            resolve(
              selectors.map((selector) => ({ selector, html: document.querySelector(selector)?.outerHTML ?? '' })),
            );
          };
          requestAnimationFrame(frame);
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      });
    });
    const target = interaction.target?.(page);
    if (!target) throw new Error(`${interaction.name}: a link floor needs a target`);
    await target.click();
    const parts = await page.evaluate(() => window.__benchNextFrame ?? Promise.resolve([]));
    if (parts.length === 0 || parts.some((part) => part.html === ''))
      throw new Error(`${interaction.name}: no next frame`);
    return { parts };
  } finally {
    await context.close();
  }
}
